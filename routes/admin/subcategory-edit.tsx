/** /panel/subcategory/edit/{categoryId}/{subId}: Edit SubCategory — Title and Description prefilled, 'Update'. */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { findCategory } from "../../src/catalogue/categories/categories.queries.ts";
import { findSubcategory } from "../../src/catalogue/categories/category-writes.queries.ts";
import { SUBCATEGORY_NOT_FOUND } from "../../src/catalogue/catalogue-admin.rules.ts";
import { PanelNotice, PanelPage, PanelSection } from "../../src/ui/panel/mod.ts";
import CategoryForm from "../../islands/CategoryForm.tsx";

type Data =
  | { categoryId: string; categoryName: string; id: string; name: string; description: string }
  | null;

export async function handler({ db, params }: PageContext): Promise<PageData<Data>> {
  const [category, sub] = await Promise.all([
    findCategory(db, params.categoryId),
    findSubcategory(db, params.categoryId, params.subId),
  ]);
  const data = category && sub
    ? {
      categoryId: category.id,
      categoryName: category.name,
      id: sub.id,
      name: sub.name,
      description: sub.description,
    }
    : null;
  return { data, head: { title: "Edit SubCategory" }, status: data ? 200 : 404 };
}

export default function EditSubcategory({ data }: PageProps<Data>) {
  const back = data ? `/panel/category?open=${data.categoryId}#subcategories` : "/panel/category";
  return (
    <PanelPage title="Edit SubCategory" actions={<a className="btn" href={back}>Back to categories</a>}>
      {data
        ? (
          <PanelSection id="subcategory-form" title={`${data.categoryName} › ${data.name}`}>
            <CategoryForm
              mode="subcategory-edit"
              categoryId={data.categoryId}
              subcategoryId={data.id}
              name={data.name}
              description={data.description}
            />
          </PanelSection>
        )
        : <PanelNotice tone="warning">{SUBCATEGORY_NOT_FOUND}</PanelNotice>}
    </PanelPage>
  );
}
