/** Table types for Kysely: one interface per table, collected in `Database`. Money columns are paise. */
import type { ColumnType, Generated, Insertable, Kysely, Selectable } from "kysely";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MediaTable {
  id: string;
  content_type: string;
  bytes: Uint8Array;
  size: number;
  created_at: CreatedAt;
}

export interface VendorTable {
  id: string;
  store_name: string;
  email: string;
  city: Generated<string>;
  /** The account the vendor signs in with, if it has one. */
  user_id: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  phone: Generated<string>;
  pincode: Generated<string>;
  username: string | null;
  pan: Generated<string>;
  gstin: Generated<string>;
  store_address: Generated<string>;
  google_maps_link: Generated<string>;
  bank_name: Generated<string>;
  ifsc: Generated<string>;
  branch: Generated<string>;
  account_number: Generated<string>;
  /** Switched off by the admin: the store and its products leave the storefront. */
  active: Generated<boolean>;
  /** A new application waiting for the admin (the API's accountApproval true = 'Pending'). */
  approval_pending: Generated<boolean>;
  /** Why the admin rejected or switched off the store, as emailed to it. */
  decision_reason: string | null;
  /** Declared under the threshold of s.194-O(4) (admin-set): no TDS on its sales. */
  tds_exempt: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CategoryTable {
  id: string;
  name: string;
  description: Generated<string>;
  image_id: string | null;
  position: Generated<number>;
  created_at: CreatedAt;
}

export interface SubcategoryTable {
  id: string;
  category_id: string;
  name: string;
  description: Generated<string>;
  created_at: CreatedAt;
}

export interface NamedTable {
  id: string;
  name: string;
  created_at: CreatedAt;
}

export interface ProductTable {
  id: string;
  name: string;
  description: string;
  category_id: string;
  subcategory_id: string | null;
  unit: string;
  price_paise: number;
  discount_percent: Generated<number>;
  stock: number;
  max_purchase_limit: number;
  attributes: Generated<string[]>;
  tags: Generated<string[]>;
  location: Generated<string>;
  policy: Generated<string>;
  pin: string;
  colour: string;
  vendor_id: string;
  rating: Generated<number>;
  reviews: Generated<number>;
  /** Shown on the storefront: not archived, and its store active and approved (kept in step by the store). */
  listed: Generated<boolean>;
  /** Deleted by its store after it was ordered: kept for the orders' sake, shown nowhere. */
  archived_at: Date | string | null;
  /** HSN code (goods) or SAC (services): 4, 6 or 8 digits; null until the store sets it. */
  hsn_code: string | null;
  /** GST rate in per cent (0, 5, 18 or 40); null until the store sets it. */
  gst_rate: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProductPhotoTable {
  product_id: string;
  position: number;
  media_id: string;
}

export interface BannerTable {
  id: string;
  title: string;
  banner_type: string;
  zone: string;
  image_id: string;
  position: Generated<number>;
  created_at: CreatedAt;
}

export interface JobTable {
  id: string;
  title: string;
  description: string;
  created_at: CreatedAt;
}

export interface CommissionTable {
  id: string;
  category_id: string;
  subcategory_id: string | null;
  rate_bp: number;
  created_at: CreatedAt;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
  mobile: string;
  password_hash: string;
  role: Generated<"customer" | "vendor" | "admin">;
  delivery_location: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SessionTable {
  token_hash: string;
  user_id: string;
  expires_at: Date | string;
  created_at: CreatedAt;
}

export interface LoginAttemptTable {
  key: string;
  failures: number;
  window_started_at: Date | string;
}

/** The per-account sign-in lock (migration 0017), one row per email typed at a sign-in. */
export interface LoginLockTable {
  email: string;
  failures: number;
  lockouts: number;
  locked_until: Date | string | null;
  counted_at: Date | string;
  admitted: boolean;
}

/** A device that signed in to the account before (migration 0017): only its token's SHA-256. */
export interface LoginDeviceTable {
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Date | string;
}

export interface AddressTable {
  id: string;
  user_id: string;
  street: string;
  floor: string;
  area: string;
  landmark: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone_number: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CartItemTable {
  user_id: string;
  product_id: string;
  quantity: number;
  added_at: CreatedAt;
}

export interface WishlistItemTable {
  user_id: string;
  product_id: string;
  added_at: CreatedAt;
}

export interface PostOfficeTable {
  pincode: number;
  name: string;
  district: string;
  state: string;
}

export type PaymentMethod = "cod" | "card" | "upi";
export type OrderStatus = "Pending" | "Confirmed" | "Shipped" | "Delivered" | "Cancelled" | "Returned";
export type PaymentStatus = "unpaid" | "paid" | "refund_due" | "refunded";

/** A product and quantity as a checkout took it from the cart. */
export interface CheckoutLine {
  productId: string;
  quantity: number;
}

export interface PaymentOrderTable {
  id: string;
  user_id: string | null;
  checkout_id: string;
  gateway: "razorpay" | "test";
  method: "card" | "upi";
  amount_paise: number;
  currency: Generated<string>;
  lines: ColumnType<CheckoutLine[], string, string>;
  status: Generated<"created" | "paid" | "released" | "refund_due">;
  payment_id: string | null;
  last_error: string | null;
  created_at: CreatedAt;
  paid_at: Date | string | null;
}

/** The delivery address as the order keeps it. */
export interface OrderAddress {
  street: string;
  floor: string;
  area: string;
  landmark: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phoneNumber: string;
}

export interface OrderTable {
  id: string;
  checkout_id: string;
  customer_id: string | null;
  customer_name: string;
  customer_email: string;
  customer_mobile: string;
  address: ColumnType<OrderAddress, string, string>;
  vendor_id: string;
  vendor_email: string;
  store_name: string;
  payment_method: PaymentMethod;
  payment_order_id: string | null;
  payment_status: PaymentStatus;
  status: OrderStatus;
  subtotal_paise: number;
  shipping_paise: Generated<number>;
  total_paise: number;
  commission_paise: number;
  carrier: string | null;
  tracking_number: string | null;
  /** The buyer's GSTIN when a business bought (named on the tax invoice); null for a consumer. */
  buyer_gstin: string | null;
  shipped_at: Date | string | null;
  delivered_at: Date | string | null;
  cancelled_at: Date | string | null;
  /** The gateway's refund id once a refund of this (paid, cancelled) order was accepted. */
  refund_id: string | null;
  /** Why the last refund attempt failed; cleared when one succeeds. */
  refund_error: string | null;
  refund_attempted_at: Date | string | null;
  refunded_at: Date | string | null;
  /** When the store marked a shipped parcel returned to origin (migration 0023). */
  returned_at: Generated<Date | string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OrderItemTable {
  order_id: string;
  position: number;
  product_id: string | null;
  name: string;
  category: string;
  subcategory: string | null;
  unit: string;
  mrp_paise: number;
  discount_percent: number;
  price_paise: number;
  quantity: number;
  line_paise: number;
  commission_bp: number;
  commission_paise: number;
}

export interface PasswordResetTable {
  user_id: string;
  code_hash: string;
  expires_at: Date | string;
  attempts: Generated<number>;
  sent_at: Date | string;
  sends: Generated<number>;
  window_started_at: Date | string;
}

export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_role: string;
  action: string;
  entity: string;
  entity_id: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
}

/** The admin's own profile; `title` is the admin's role as the profile shows it ("Admin"). */
export interface AdminProfileTable {
  user_id: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  phone: Generated<string>;
  username: Generated<string>;
  title: Generated<string>;
  department: Generated<string>;
  designation: Generated<string>;
  employee_id: Generated<string>;
  city: Generated<string>;
  pincode: Generated<string>;
  bank_name: Generated<string>;
  branch: Generated<string>;
  account_number: Generated<string>;
  ifsc: Generated<string>;
  updated_at: UpdatedAt;
}

export interface MediaVariantTable {
  media_id: string;
  width: number;
  variant_id: string;
}

/** How many listed products each category holds, kept by triggers (migration 0015). */
export interface ListedCountTable {
  category_id: string;
  products: number;
}

/** Two-step sign-in of an admin or a store (migration 0018): secrets encrypted, codes and tokens hashed. */
export interface TwoStepTable {
  user_id: string;
  secret: string | null;
  pending_secret: string | null;
  enabled_at: Date | string | null;
  /** bigint: postgres.js and PGlite answer it as text. */
  last_step: ColumnType<number | string, number | string | undefined, number | string>;
  failures: Generated<number>;
  window_started_at: Generated<Date>;
  updated_at: UpdatedAt;
}

export interface TwoStepRecoveryCodeTable {
  user_id: string;
  code_hash: string;
  used_at: Date | string | null;
}

export interface TwoStepChallengeTable {
  token_hash: string;
  user_id: string;
  purpose: "code" | "enrol";
  attempts: Generated<number>;
  expires_at: Date | string;
  created_at: CreatedAt;
}

/** A mail waiting to be sent, or sent (src/outbox/): written in the transaction of the event behind it. */
export interface OutboxTable {
  id: string;
  /** The same key enqueued twice stores one mail; null: no dedupe. */
  dedupe_key: string | null;
  recipient: string;
  /** A rendered mail's subject and text (null: a reference, rendered when sent). */
  subject: string | null;
  body_text: string | null;
  body_html: string | null;
  /** A reference's template (e.g. `order-placed`), rendered when the mail is sent; null: a rendered mail. */
  template: string | null;
  /** The reference's arguments (e.g. `{orderIds}`). */
  template_args: ColumnType<unknown, string | null | undefined, string | null>;
  /** [{filename, document}]: the documents to attach, made when the mail is sent. */
  attachments: ColumnType<unknown, string | undefined, string>;
  created_at: ColumnType<Date, Date | string, never>;
  next_attempt_at: ColumnType<Date, Date | string, Date | string>;
  /** A sender holds the mail until then; one that crashed lets go when it passes. */
  claimed_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  claim_token: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  last_attempt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Given up (it can never be sent, e.g. its orders are gone): never claimed again. */
  failed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The last serial a store used in a document series (INV, CN) in a financial year (2627 = 2026-27). */
export interface DocumentCounterTable {
  vendor_id: string;
  series: "INV" | "CN";
  fy: string;
  last_serial: number;
}

/** Who sold, as a tax invoice keeps it. */
export interface InvoiceSeller {
  name: string;
  address: string[];
  gstin: string;
  stateCode: string;
  stateName: string;
}

/** Who bought and where it went (the place of supply), as a tax invoice keeps it. */
export interface InvoiceBuyer {
  name: string;
  address: string[];
  stateName: string;
  stateCode: string;
  gstin: string | null;
}

/** A store's tax invoice for one order (src/invoices/). */
export interface InvoiceTable {
  id: string;
  order_id: string;
  vendor_id: string;
  fy: string;
  serial: number;
  number: string;
  /** The invoice date in India, YYYY-MM-DD. */
  issued_on: ColumnType<string, string, never>;
  issued_at: ColumnType<Date, Date | string, never>;
  seller: ColumnType<InvoiceSeller, string, never>;
  buyer: ColumnType<InvoiceBuyer, string, never>;
  place_of_supply: string;
  intra_state: boolean;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

export interface InvoiceLineTable {
  invoice_id: string;
  position: number;
  product_id: string | null;
  description: string;
  hsn_code: string;
  quantity: number;
  unit: string;
  unit_price_paise: number;
  discount_paise: number;
  gross_paise: number;
  gst_rate: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

/** A credit note against an invoice, in its own series. */
export interface CreditNoteTable {
  id: string;
  order_id: string;
  invoice_id: string;
  vendor_id: string;
  fy: string;
  serial: number;
  number: string;
  issued_on: ColumnType<string, string, never>;
  issued_at: ColumnType<Date, Date | string, never>;
  reason: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

export interface CreditNoteLineTable {
  credit_note_id: string;
  position: number;
  description: string;
  hsn_code: string;
  quantity: number;
  unit: string;
  unit_price_paise: number;
  gross_paise: number;
  gst_rate: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

/** bigint money columns: postgres.js answers a BigInt, PGlite text; the query modules make numbers of them. */
type BigMoney = ColumnType<number | string | bigint, number, number>;

export type LedgerEventKind = "delivery" | "reversal" | "settlement" | "adjustment";
export type LedgerEntryKind =
  | "sale"
  | "refund"
  | "cash_collected"
  | "commission"
  | "commission_gst"
  | "tcs_cgst"
  | "tcs_sgst"
  | "tcs_igst"
  | "tds"
  | "payout"
  | "adjustment";

/** What moved a store's balance (migration 0022): append-only, a correction is a new event. */
export interface LedgerEventTable {
  id: string;
  vendor_id: string;
  order_id: string | null;
  kind: LedgerEventKind;
  occurred_at: Date | string;
  /** When it may be settled (a delivery: after its return window). */
  available_at: Date | string;
  credit_note_id: string | null;
  note: Generated<string>;
}

/** One signed amount of an event, seen from the store (positive: owed to it). */
export interface LedgerEntryTable {
  id: ColumnType<number | string | bigint, never, never>;
  event_id: string;
  vendor_id: string;
  order_id: string | null;
  kind: LedgerEntryKind;
  amount_paise: number;
  basis: ColumnType<Record<string, unknown>, string | Record<string, unknown> | undefined, never>;
  created_at: Date | string;
}

export type SettlementStatus = "payable" | "paid" | "nothing_due";

/** A store's weekly statement. */
export interface SettlementTable {
  id: string;
  vendor_id: string;
  week_start: ColumnType<string, string, never>;
  week_ending: ColumnType<string, string, never>;
  opening_paise: BigMoney;
  lines_paise: BigMoney;
  net_payable_paise: BigMoney;
  closing_paise: BigMoney;
  status: SettlementStatus;
  utr: string | null;
  paid_at: Date | string | null;
  paid_by: string | null;
  generated_at: Date | string;
}

export interface SettlementRunTable {
  week_ending: ColumnType<string, string, never>;
  ran_at: Date | string;
  ran_by: string;
  statements: number;
}

export interface SettlementEventTable {
  event_id: string;
  settlement_id: string;
}

export interface PaymentIssueTable {
  id: string;
  settlement_id: string;
  vendor_id: string;
  raised_by: string | null;
  message: string;
  raised_at: Date | string;
  status: Generated<"open" | "answered">;
  answer: string | null;
  answered_by: string | null;
  answered_at: Date | string | null;
}

export type ReturnStatus =
  | "requested"
  | "accepted"
  | "rejected"
  | "escalated"
  | "received"
  | "refunded"
  | "closed";
export type ReturnReason = "damaged" | "defective" | "wrong_item" | "missing" | "not_as_described";
export type ReturnRefundMethod = "gateway" | "upi" | "bank";
export type ReturnRefundStatus = "none" | "due" | "refunded";
export type ReturnActor = "customer" | "vendor" | "admin" | "system";

/** A shopper's return request or claim on a delivered order (migration 0023). */
export interface ReturnTable {
  id: string;
  order_id: string;
  vendor_id: string;
  customer_id: string | null;
  status: ReturnStatus;
  reason: ReturnReason;
  comment: Generated<string>;
  refund_method: ReturnRefundMethod;
  refund_upi: string | null;
  refund_account_number: string | null;
  refund_ifsc: string | null;
  refund_account_name: string | null;
  requested_at: Date | string;
  respond_by: Date | string;
  accepted_at: Date | string | null;
  accepted_by: Exclude<ReturnActor, "customer"> | null;
  pickup_carrier: string | null;
  pickup_tracking: string | null;
  rejected_at: Date | string | null;
  reject_reason: string | null;
  escalate_by: Date | string | null;
  escalated_at: Date | string | null;
  escalation_comment: string | null;
  decided_at: Date | string | null;
  decided_by: string | null;
  admin_note: string | null;
  received_at: Date | string | null;
  restocked: boolean | null;
  refund_paise: number | null;
  refund_status: Generated<ReturnRefundStatus>;
  refund_id: string | null;
  refund_error: string | null;
  refund_attempted_at: Date | string | null;
  refunded_at: Date | string | null;
  credit_note_id: string | null;
  ledger_event_id: string | null;
  closed_at: Date | string | null;
  updated_at: Date | string;
}

export interface ReturnItemTable {
  return_id: string;
  order_id: string;
  position: number;
  product_id: string | null;
  name: string;
  quantity: number;
  refund_paise: number | null;
  open: Generated<boolean>;
}

export interface ReturnPhotoTable {
  return_id: string;
  position: number;
  media_id: string;
}

export interface ReturnEventTable {
  id: ColumnType<number | string | bigint, never, never>;
  return_id: string;
  status: string;
  actor_role: ReturnActor;
  actor_id: string | null;
  note: Generated<string>;
  at: Date | string;
}

export interface Database {
  media: MediaTable;
  vendors: VendorTable;
  categories: CategoryTable;
  subcategories: SubcategoryTable;
  units: NamedTable;
  attributes: NamedTable;
  products: ProductTable;
  product_photos: ProductPhotoTable;
  banners: BannerTable;
  cities: NamedTable;
  jobs: JobTable;
  commissions: CommissionTable;
  users: UserTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  login_locks: LoginLockTable;
  login_devices: LoginDeviceTable;
  addresses: AddressTable;
  cart_items: CartItemTable;
  wishlist_items: WishlistItemTable;
  post_offices: PostOfficeTable;
  payment_orders: PaymentOrderTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  password_resets: PasswordResetTable;
  audit_log: AuditLogTable;
  media_variants: MediaVariantTable;
  admin_profiles: AdminProfileTable;
  listed_counts: ListedCountTable;
  two_step: TwoStepTable;
  two_step_recovery_codes: TwoStepRecoveryCodeTable;
  two_step_challenges: TwoStepChallengeTable;
  outbox: OutboxTable;
  document_counters: DocumentCounterTable;
  invoices: InvoiceTable;
  invoice_lines: InvoiceLineTable;
  credit_notes: CreditNoteTable;
  credit_note_lines: CreditNoteLineTable;
  ledger_events: LedgerEventTable;
  ledger_entries: LedgerEntryTable;
  settlements: SettlementTable;
  settlement_runs: SettlementRunTable;
  settlement_events: SettlementEventTable;
  payment_issues: PaymentIssueTable;
  returns: ReturnTable;
  return_items: ReturnItemTable;
  return_photos: ReturnPhotoTable;
  return_events: ReturnEventTable;
}

export type DB = Kysely<Database>;
export type ProductRow = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
