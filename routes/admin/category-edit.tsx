/** /panel/category/edit/{id}: Edit Category — Title and Description prefilled, 'Update'. */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { findCategory } from "../../src/catalogue/categories/categories.queries.ts";
import { CATEGORY_NOT_FOUND } from "../../src/catalogue/catalogue-admin.rules.ts";
import { PanelNotice, PanelPage, PanelSection } from "../../src/ui/panel/mod.ts";
import CategoryForm from "../../islands/CategoryForm.tsx";

type Data = { id: string; name: string; description: string } | null;

export async function handler({ db, params }: PageContext): Promise<PageData<Data>> {
  const category = await findCategory(db, params.id);
  const found = category && category.id === params.id ? category : undefined;
  return {
    data: found ? { id: found.id, name: found.name, description: found.description } : null,
    head: { title: "Edit Category" },
    status: found ? 200 : 404,
  };
}

export default function EditCategory({ data }: PageProps<Data>) {
  return (
    <PanelPage
      title="Edit Category"
      actions={<a className="btn" href="/panel/category">Back to categories</a>}
    >
      {data
        ? (
          <PanelSection id="category-form" title={data.name}>
            <CategoryForm
              mode="category-edit"
              categoryId={data.id}
              name={data.name}
              description={data.description}
            />
          </PanelSection>
        )
        : <PanelNotice tone="warning">{CATEGORY_NOT_FOUND}</PanelNotice>}
    </PanelPage>
  );
}
