/** /panel/subcategory/new: Add New SubCategory — category dropdown, Title, Description. */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { listCategories } from "../../src/catalogue/categories/categories.queries.ts";
import { PanelPage, PanelSection } from "../../src/ui/panel/mod.ts";
import CategoryForm from "../../islands/CategoryForm.tsx";

interface Data {
  categories: { id: string; name: string }[];
  chosen: string;
}

export async function handler({ db, url }: PageContext): Promise<PageData<Data>> {
  const { rows } = await listCategories(db, { limit: 200, page: 1 });
  const categories = rows.map((c) => ({ id: c.id, name: c.name }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-IN"));
  const wanted = url.searchParams.get("category") ?? "";
  return {
    data: { categories, chosen: categories.some((c) => c.id === wanted) ? wanted : "" },
    head: { title: "Add New SubCategory" },
  };
}

export default function NewSubcategory({ data }: PageProps<Data>) {
  return (
    <PanelPage
      title="Add New SubCategory"
      actions={<a className="btn" href="/panel/category">Back to categories</a>}
    >
      <PanelSection id="subcategory-form" title="Subcategory">
        <CategoryForm mode="subcategory-add" categories={data.categories} categoryId={data.chosen} />
      </PanelSection>
    </PanelPage>
  );
}
