/**
 * A product row's Edit and Delete on the store's product list: Delete asks first, then
 * deletes (the server archives a product that has been ordered) and removes the row by reloading the list.
 * Edit is a plain link: it works before the script arrives.
 */
import { useState } from "react";
import { island } from "../src/ui/island.tsx";
import { PRODUCT_DELETED } from "../src/catalogue/store-products/product-writes.rules.ts";
import { apiCall, ApiError } from "./_api.ts";
import { useHydrated } from "./_forms.tsx";

/** The refusal's own words when the server gave some, else the generic texts. */
export const DELETE_FAILED = "Error deleting product";
export const DELETE_ERROR = "An error occurred while deleting the product.";

interface Props {
  productId: string;
  name: string;
  /** Where Edit goes: the vendor's or the admin's edit page. */
  editHref: string;
}

function ProductRowActions({ productId, name, editHref }: Props) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);

  async function remove() {
    if (!confirm(`Delete "${name}"? It leaves the storefront; orders that hold it keep it.`)) return;
    setBusy(true);
    setMessage(null);
    try {
      await apiCall("DELETE", `/api/products/delete-product/${encodeURIComponent(productId)}`);
      setMessage({ kind: "success", text: PRODUCT_DELETED });
      location.reload();
    } catch (caught) {
      const text = caught instanceof ApiError && caught.status > 0
        ? `${DELETE_FAILED}: ${caught.message}`
        : DELETE_ERROR;
      setMessage({ kind: "error", text });
      setBusy(false);
    }
  }

  return (
    <div className="row-actions">
      <a className="btn btn-outline btn-small" href={editHref} aria-label={`Edit ${name}`}>Edit</a>
      <button
        type="button"
        className="btn btn-danger btn-small"
        disabled={!hydrated || busy}
        onClick={remove}
        aria-label={`Delete ${name}`}
        data-testid="delete-product"
      >
        {busy ? "Deleting..." : "Delete"}
      </button>
      {message && (
        <p className={message.kind === "error" ? "row-actions-error" : "row-actions-done"} role="status">
          {message.text}
        </p>
      )}
    </div>
  );
}

export default island("ProductRowActions", ProductRowActions);
