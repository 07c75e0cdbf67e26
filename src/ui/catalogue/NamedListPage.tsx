/**
 * The Units and Attributes pages: a name with Reset and Submit, and the list (ID, Name, delete),
 * alphabetical and paged on the server. One page shape for both vocabularies.
 */
import type { PageContext, PageData, PageProps } from "../pages.ts";
import { requestedPage } from "../Pagination.tsx";
import { listNamed } from "../../catalogue/taxonomy/taxonomy.queries.ts";
import { NAMED_LABEL, type NamedKind } from "../../catalogue/catalogue-admin.rules.ts";
import { type Column, ListPage, PanelSection } from "../panel/mod.ts";
import DeleteButton from "../../../islands/DeleteButton.tsx";
import NamedListForm from "../../../islands/NamedListForm.tsx";

export const NAMED_PER_PAGE = 50;

interface Row {
  id: string;
  name: string;
}

export interface NamedListData {
  rows: Row[];
  total: number;
  page: number;
}

const PLURAL: Record<NamedKind, { table: "units" | "attributes"; title: string; path: string }> = {
  unit: { table: "units", title: "Units", path: "/units" },
  attribute: { table: "attributes", title: "Attributes", path: "/attributes" },
};

export const namedListHandler =
  (kind: NamedKind) => async ({ db, url }: PageContext): Promise<PageData<NamedListData>> => {
    const page = requestedPage(url);
    const { rows, total } = await listNamed(db, PLURAL[kind].table, { limit: NAMED_PER_PAGE, page });
    return { data: { rows, total, page }, head: { title: PLURAL[kind].title } };
  };

export function NamedListPage({ kind, data, url }: PageProps<NamedListData> & { kind: NamedKind }) {
  const { title, path } = PLURAL[kind];
  const one = NAMED_LABEL[kind].one;
  const columns: Column<Row>[] = [
    { key: "id", label: "ID", render: (r) => <span className="mono" title={r.id}>{r.id.slice(-7)}</span> },
    { key: "name", label: "Name", render: (r) => r.name },
    {
      key: "action",
      label: "Action",
      render: (r) => (
        <DeleteButton
          path={`${path}/${encodeURIComponent(r.id)}`}
          confirmText={`Delete the ${one} "${r.name}"?`}
          label={`Delete ${r.name}`}
          failText={`Error deleting ${one}`}
        />
      ),
    },
  ];
  return (
    <ListPage
      url={url}
      title={title}
      description={`The ${title.toLowerCase()} the product form offers.`}
      before={
        <PanelSection id={`${kind}-add`} title={`Add ${NAMED_LABEL[kind].title}`}>
          <NamedListForm kind={kind} path={path} />
        </PanelSection>
      }
      table={{
        id: `${kind}-list`,
        caption: `${title}, alphabetical`,
        columns,
        rows: data.rows,
        rowKey: (r) => r.id,
        empty: `No ${title.toLowerCase()} available`,
        mobile: "scroll",
      }}
      paging={{ page: data.page, total: data.total, perPage: NAMED_PER_PAGE }}
    />
  );
}
