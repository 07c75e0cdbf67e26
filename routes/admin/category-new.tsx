/** /panel/category/new: Add New Category — Title, Description, Image with preview. */
import type { PageData, PageProps } from "../../src/ui/pages.ts";
import { PHOTO_PREVIEW_CSP } from "../../src/catalogue/store-products/product-writes.rules.ts";
import { PanelPage, PanelSection } from "../../src/ui/panel/mod.ts";
import CategoryForm from "../../islands/CategoryForm.tsx";

export function handler(): PageData<null> {
  return {
    data: null,
    head: { title: "Add New Category" },
    headers: { "content-security-policy": PHOTO_PREVIEW_CSP },
  };
}

export default function NewCategory(_: PageProps<null>) {
  return (
    <PanelPage
      title="Add New Category"
      actions={<a className="btn" href="/panel/category">Back to categories</a>}
    >
      <PanelSection id="category-form" title="Category">
        <CategoryForm mode="category-add" />
      </PanelSection>
    </PanelPage>
  );
}
