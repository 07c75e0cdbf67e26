/**
 * A panel list page: the page's title and actions, what comes above the list (a form to add a row, a
 * notice), the filters as a plain GET form, the table with its empty text, and the page links under it
 * (which come back to the table: `#<id>`). Rendered on the server; the list needs no script.
 */
import type { ReactNode } from "react";
import { PanelPage, type PanelPageProps, PanelSection } from "./PanelPage.tsx";
import { DataTable, type DataTableProps } from "./DataTable.tsx";
import { ListFilters, type ListFiltersProps, PanelPagination } from "./ListFilters.tsx";

export interface ListPageProps<Row> extends Omit<PanelPageProps, "children"> {
  /** The page's URL: the filters' action and values, and the page links. */
  url: URL;
  /** Above the list (and its filters): notices, a form to add a row. */
  before?: ReactNode;
  /** The filters above the table. */
  filters?: Omit<ListFiltersProps, "url">;
  /** Between the filters and the table, e.g. why a search found nothing. */
  notice?: ReactNode;
  /** The table's rows, columns and empty text; `id` is also where the page links lead back to. */
  table: DataTableProps<Row> & { id: string };
  /** The list's page, its size and how many rows there are in all. */
  paging: { page: number; total: number; perPage: number };
  /** Between the table and the page links, e.g. that the count stops at a cap. */
  note?: ReactNode;
  /** Shown instead of the table and its page links: the list could not be loaded. */
  problem?: ReactNode;
  /** The list inside a titled card (the page has more above it). */
  section?: { id: string; title: string };
  /** Below the list, e.g. the rows of the row opened. */
  children?: ReactNode;
}

export function ListPage<Row>(props: ListPageProps<Row>) {
  const { url, before, filters, notice, table, paging, note, problem, section, children } = props;
  const list = (
    <>
      {filters && <ListFilters url={url} {...filters} />}
      {problem ?? (
        <>
          {notice}
          <DataTable {...table} />
          {note}
          <PanelPagination
            url={url}
            page={paging.page}
            total={paging.total}
            perPage={paging.perPage}
            shown={table.rows.length}
            hash={`#${table.id}`}
          />
        </>
      )}
    </>
  );
  return (
    <PanelPage title={props.title} description={props.description} actions={props.actions}>
      {before}
      {section ? <PanelSection id={section.id} title={section.title}>{list}</PanelSection> : list}
      {children}
    </PanelPage>
  );
}
