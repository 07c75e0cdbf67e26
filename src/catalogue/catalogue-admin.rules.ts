/**
 * The admin's catalogue forms' texts and limits, shared by the API and the panel's islands:
 * this module imports nothing, so it costs the browser only its strings.
 */

/** Names (categories, subcategories, units, attributes, banner fields) and descriptions, after trimming. */
export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 1000;
export const REQUIRED = "This field is required";

// What the catalogue forms say after a call, word for word.
export const CATEGORY_ADDED = "Category added successfully";
export const CATEGORY_ADD_FAILED = "Error adding category";
export const CATEGORY_UPDATED = "Category updated successfully";
export const CATEGORY_UPDATE_FAILED = "Error updating category";
export const SUBCATEGORY_ADDED = "Subcategory added successfully";
export const SUBCATEGORY_ADD_FAILED = "Error adding subcategory";
export const CATEGORY_DELETED = "Category deleted successfully";
export const CATEGORY_DELETE_FAILED = "Error deleting category";
export const SUBCATEGORY_DELETE_FAILED = "Error deleting subcategory";
export const IMAGE_REQUIRED = "Please select an image";
export const BANNER_FIELDS_REQUIRED = "All fields are required";
export const BANNER_ADDED = "Banner added successfully";
export const BANNER_ADD_FAILED = "Error adding banner";
export const SOMETHING_WENT_WRONG = "Something went wrong";

// In the same voice, for the actions the texts above leave out.
export const SUBCATEGORY_UPDATED = "Subcategory updated successfully";
export const SUBCATEGORY_UPDATE_FAILED = "Error updating subcategory";
export const SUBCATEGORY_DELETED = "Subcategory deleted successfully";
export const CATEGORY_IMAGE_UPDATED = "Category image updated successfully";
export const BANNER_DELETED = "Banner deleted successfully";
export const BANNER_DELETE_FAILED = "Error deleting banner";

export const CATEGORY_NOT_FOUND = "Category not found.";
export const SUBCATEGORY_NOT_FOUND = "Subcategory not found.";
export const BANNER_NOT_FOUND = "Banner not found.";
export const CATEGORY_NAME_TAKEN = "A category with this name already exists.";
export const SUBCATEGORY_NAME_TAKEN = "This category already has a subcategory with this name.";

const products = (n: number) => `${n} ${n === 1 ? "product" : "products"}`;
const rates = (n: number) => `${n} commission ${n === 1 ? "rate" : "rates"}`;

/** Why a category cannot be deleted (409), or undefined when nothing holds it. */
export function categoryInUse(use: { products: number; archived: number; commissions: number }) {
  if (use.products) return `This category is used by ${products(use.products)}.`;
  if (use.archived) {
    return `This category is held by ${products(use.archived)} that past orders keep (deleted from the ` +
      "storefront, kept for the orders' records).";
  }
  if (use.commissions) {
    return `This category has ${rates(use.commissions)}: delete ${
      use.commissions === 1 ? "it" : "them"
    } under Commission Management first.`;
  }
  return undefined;
}

/** Why a subcategory cannot be deleted (409), or undefined. */
export function subcategoryInUse(use: { products: number; commissions: number }) {
  if (use.products) return `This subcategory is used by ${products(use.products)}.`;
  if (use.commissions) {
    return `This subcategory has ${rates(use.commissions)}: delete ${
      use.commissions === 1 ? "it" : "them"
    } under Commission Management first.`;
  }
  return undefined;
}

/** The two vocabularies of the product form the admin keeps (the Units and Attributes pages). */
export type NamedKind = "unit" | "attribute";
export const NAMED_LABEL: Record<NamedKind, { one: string; title: string }> = {
  unit: { one: "unit", title: "Unit" },
  attribute: { one: "attribute", title: "Attribute" },
};
export const namedAdded = (kind: NamedKind) => `${NAMED_LABEL[kind].title} added successfully`;
export const namedDeleted = (kind: NamedKind) => `${NAMED_LABEL[kind].title} deleted successfully`;
export const namedTaken = (kind: NamedKind) => `This ${NAMED_LABEL[kind].one} already exists.`;
export const namedNotFound = (kind: NamedKind) => `${NAMED_LABEL[kind].title} not found.`;
export const namedInUse = (kind: NamedKind, name: string, n: number) =>
  `The ${NAMED_LABEL[kind].one} "${name}" is used by ${products(n)}.`;
