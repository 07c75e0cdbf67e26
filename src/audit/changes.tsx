/**
 * How the audit trail page shows an entry: what it names (with a link where the panel has a page for it)
 * and its changes, in words: every key an entry records has a label ("Price", "Products taken off sale"),
 * money in rupees (₹1,23,456.00), yes/no for flags; a changed value as "Commission (%): 5.5 → 6", the values
 * of a row created or deleted, other details as "Reason: …". What did not change, a detail that repeats a
 * value already shown and empty values of a new or deleted row are left out; long values fold into <details>.
 */
import type { ReactNode } from "react";
import { formatPaise } from "../core/money.ts";
import { indiaDateTime } from "../ui/panel/format.ts";

/** Where the admin panel shows a thing of this kind; undefined when it has no page (or is gone). */
export function entityHref(entity: string, id: string, action: string): string | undefined {
  const gone = /\.(delete|erase)$/.test(action);
  const at = encodeURIComponent(id);
  switch (entity) {
    case "commission":
      return gone ? "/panel/commission" : `/panel/commission?edit=${at}#commission-form-title`;
    case "city":
      return "/panel/cities";
    case "job":
      return "/panel/career";
    case "vendor":
      return `/vendordetails/${at}`;
    case "order":
      return `/panel/order/${at}`;
    case "product":
      return gone ? undefined : `/panel/product/edit/${at}`;
    case "category":
      return gone ? "/panel/category" : `/panel/category/edit/${at}`;
    case "customer":
      return `/panel/customer/${at}`;
    case "banner":
      return "/panel/banner";
    case "unit":
      return "/panel/unit";
    case "attribute":
      return "/panel/attribute";
    default:
      return undefined;
  }
}

/**
 * The label of every key an audit entry records (collected from every recordAudit call: products, categories,
 * subcategories, banners, units, attributes, cities, jobs, commissions, stores and their profiles, the
 * admin's profile, orders and refunds, accounts). `productsRelisted` is labelled by the decision's direction
 * (relistedLabel). A key missing here still shows in words (keyText), never as a raw key.
 */
export const AUDIT_LABELS: Readonly<Record<string, string>> = {
  // Products
  id: "Id",
  name: "Name",
  description: "Description",
  category_id: "Category",
  subcategory_id: "Subcategory",
  unit: "Unit",
  price_paise: "Price",
  pricePaise: "Price",
  discount_percent: "Discount (%)",
  stock: "Stock",
  max_purchase_limit: "Purchase limit per order",
  attributes: "Attributes",
  tags: "Tags",
  location: "Location",
  policy: "Return policy",
  pin: "PIN",
  colour: "Colour",
  hsn_code: "HSN/SAC code",
  gst_rate: "GST rate (%)",
  vendor_id: "Store",
  vendorId: "Store",
  rating: "Rating",
  reviews: "Reviews",
  listed: "On sale",
  archived_at: "Archived",
  created_at: "Created",
  updated_at: "Updated",
  photos: "Photos",
  added: "Photos added",
  removed: "Photo removed",
  // Categories, subcategories, banners, units, attributes, cities, jobs, commissions
  image_id: "Image",
  position: "Position",
  subcategories: "Subcategories",
  title: "Title",
  banner_type: "Banner type",
  zone: "Zone",
  category: "Category",
  categoryId: "Category",
  subcategory: "Subcategory",
  commission: "Commission (%)",
  // Stores: applications, decisions, profiles
  storeName: "Store name",
  storeAddress: "Store address",
  googleMapsLink: "Google Maps link",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  username: "Username",
  city: "City",
  pincode: "Pincode",
  state: "State",
  panCardNumber: "PAN",
  gstNumber: "GSTIN",
  bankName: "Bank name",
  ifscCode: "IFSC code",
  branch: "Branch",
  accountNumber: "Account number",
  activeStatus: "Active",
  accountApproval: "Awaiting approval",
  reason: "Reason",
  productsRelisted: "Products put on sale",
  // The admin's profile and accounts
  role: "Role",
  department: "Department",
  designation: "Designation",
  employeeID: "Employee ID",
  via: "How",
  // Orders and refunds
  status: "Status",
  paymentStatus: "Payment",
  carrier: "Carrier",
  trackingNumber: "Tracking number",
  refundId: "Refund reference",
  refundError: "Refund error",
  amountPaise: "Amount",
  // Tax invoices and credit notes (src/invoices/)
  invoice: "Tax invoice",
  creditNote: "Credit note",
  number: "Number",
  totalPaise: "Total",
  // Two-step sign-in (src/auth/two-step/)
  during: "During",
  method: "Signed in with",
  recoveryCodesLeft: "Recovery codes left",
  // The ledger, weekly settlements, payment issues, TDS exemption (src/ledger, src/settlements, tax-settings)
  ledgerNetPaise: "Net to the store's ledger",
  weekEnding: "Week ending",
  ranBy: "Run by",
  events: "Ledger events settled",
  statements: "Statements",
  payable: "Statements payable",
  statementId: "Statement",
  storeId: "Store",
  utr: "UTR",
  from: "From",
  to: "To",
  message: "Message",
  answer: "Answer",
  tdsExempt: "TDS exempt",
  declaration: "Declaration",
  // Returns and claims (src/returns)
  note: "Note",
  approve: "Approved",
  restock: "Put back in stock",
  items: "Items",
  orderId: "Order",
};

/** Keys that only list which fields changed: the changes themselves say it. */
const LISTS_OF_FIELDS = new Set(["changed", "fields"]);

/** "productsRelisted" counts the products a store decision moved: off sale, or back on it. */
function relistedLabel(details: Record<string, unknown>): string {
  const after = isObject(details.after) ? details.after : {};
  const onSale = after.activeStatus === true && after.accountApproval === false;
  return onSale ? "Products put on sale" : "Products taken off sale";
}

/** "storeName" → "Store name", "max_purchase_limit" → "Max purchase limit": a key not in the table. */
const keyText = (key: string) => {
  const words = key.replace(/_/g, " ").replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const labelOf = (key: string): string => AUDIT_LABELS[key] ?? keyText(key);

/** One spelling for a key written both ways ("vendorId", "vendor_id"), to spot a detail repeated. */
const canonical = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();

const isPaise = (key: string) => /(_paise|Paise)$/.test(key);

/** A value in words: rupees for paise, yes/no, India time, lists joined; null or nothing as "none". */
export function valueText(value: unknown, key = ""): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "number" && isPaise(key)) return formatPaise(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") {
    if (value === "") return "(empty)";
    if (/_at$/.test(key) && !Number.isNaN(Date.parse(value))) return indiaDateTime(value);
    if (key === "paymentStatus") return keyText(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (!value.length) return "none";
    return value.map((v) => isObject(v) && typeof v.name === "string" ? v.name : valueText(v, key)).join(
      ", ",
    );
  }
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}

export interface Change {
  /** The key as recorded, and its label. */
  field: string;
  label: string;
  before?: unknown;
  after?: unknown;
  /** changed: before → after; added: a created row's value; removed: a deleted row's value; note: a detail. */
  kind: "changed" | "added" | "removed" | "note";
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The same value, null and a missing value alike ("none → none" is no change). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Nothing worth listing for a row created or deleted. */
const empty = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && !v.length);

/**
 * The entry's changes: before/after compared field by field (unchanged fields left out; a created or deleted
 * row's empty values and own id too), a store profile's `changes` as before → after, then the other details
 * but those that repeat a value already shown or only list the fields changed.
 */
export function describeChanges(details: Record<string, unknown>): Change[] {
  const { before, after, changes: fieldChanges, ...rest } = details ?? {};
  const changes: Change[] = [];
  const shown = new Map<string, unknown>();
  const push = (change: Omit<Change, "label">) => {
    changes.push({ ...change, label: labelOf(change.field) });
    shown.set(canonical(change.field), change.kind === "removed" ? change.before : change.after);
  };
  if (isObject(before) || isObject(after)) {
    const was = isObject(before) ? before : {};
    const now = isObject(after) ? after : {};
    for (const field of [...new Set([...Object.keys(was), ...Object.keys(now)])]) {
      if (!isObject(before)) {
        if (field !== "id" && !empty(now[field])) push({ field, after: now[field], kind: "added" });
      } else if (!isObject(after)) {
        if (field !== "id" && !empty(was[field])) push({ field, before: was[field], kind: "removed" });
      } else if (!same(was[field], now[field])) {
        push({ field, before: was[field], after: now[field], kind: "changed" });
      }
    }
  } else if (before !== undefined || after !== undefined) {
    if (!same(before, after)) push({ field: "value", before, after, kind: "changed" });
  }
  if (isObject(fieldChanges)) {
    for (const [field, change] of Object.entries(fieldChanges)) {
      const pair = isObject(change) ? change : { to: change };
      if (!same(pair.from, pair.to)) push({ field, before: pair.from, after: pair.to, kind: "changed" });
    }
  } else if (fieldChanges !== undefined) rest.changes = fieldChanges;
  for (const [field, value] of Object.entries(rest)) {
    if (LISTS_OF_FIELDS.has(field)) continue;
    const key = canonical(field);
    if (shown.has(key) && same(shown.get(key), value)) continue;
    if (field === "productsRelisted") {
      if (value === 0) continue;
      changes.push({ field, label: relistedLabel(details), after: value, kind: "note" });
      continue;
    }
    if (empty(value) && field !== "reason") continue;
    changes.push({ field, label: labelOf(field), after: value, kind: "note" });
  }
  return changes;
}

const SHORT = 60;

/** A value, folded when long. */
function Value({ value, field, tone }: { value: unknown; field: string; tone: "before" | "after" }) {
  const text = valueText(value, field);
  if (text.length <= SHORT) return <span className={`audit-value audit-${tone}`}>{text}</span>;
  return (
    <details className={`audit-value audit-${tone}`}>
      <summary>{text.slice(0, 40)}…</summary>
      <span className="audit-long">{text}</span>
    </details>
  );
}

export function AuditChanges({ details }: { details: Record<string, unknown> }): ReactNode {
  const changes = describeChanges(details);
  if (!changes.length) return <span className="muted">No details</span>;
  return (
    <ul className="audit-changes">
      {changes.map((c) => (
        <li key={`${c.kind}-${c.field}`} className={`audit-change audit-${c.kind}`}>
          <span className="audit-field">{c.label}:</span> {c.kind === "changed" && (
            <>
              <Value value={c.before} field={c.field} tone="before" /> <span aria-label="changed to">→</span>
              {" "}
              <Value value={c.after} field={c.field} tone="after" />
            </>
          )}
          {c.kind === "removed" && <Value value={c.before} field={c.field} tone="before" />}
          {(c.kind === "added" || c.kind === "note") && (
            <Value
              value={c.after}
              field={c.field}
              tone="after"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
