/** Returns and claims as the API names them: a request's JSON, the bodies of its steps, its lists' queries. */
import { z } from "@hono/zod-openapi";
import { PageQuery } from "../core/http.ts";
import { toRupees } from "../core/money.ts";
import {
  ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  MAX_RETURN_PHOTOS,
  REASON_LABELS,
  RETURN_REASONS,
  RETURN_STATUSES,
  UPI_PATTERN,
} from "./returns.rules.ts";
import type { ReturnView } from "./returns.service.ts";

const ID_EXAMPLE = "6740f1a2c3d4e5f6a7b8c9d0";
const MEDIA_EXAMPLE = "b3f1c2d4e5a6978812345678";
const AT_EXAMPLE = "2026-11-26T10:30:00.000Z";

export const COMMENT_MAX = 1000;
export const NOTE_MIN = 3;
export const NOTE_MAX = 1000;
export const CARRIER_MAX = 80;
export const TRACKING_MAX = 60;
export const REJECT_MAX = 500;
export const MAX_RETURN_QUANTITY = 1000;

export const RETURN_ACTIONS = [
  "photos",
  "accept",
  "reject",
  "receive",
  "escalate",
  "decide",
  "refund",
  "refund_by_transfer",
] as const;

export const BAD_REASON = `must be one of ${RETURN_REASONS.join(", ")}.`;
export const BAD_UPI = "must be a UPI ID, a handle, @ and the provider (e.g. priya.sharma@okhdfc).";
export const BAD_IFSC =
  "must be an IFSC code: 4 letters, a zero, then 6 letters or digits (e.g. HDFC0001234).";
export const BAD_ACCOUNT_NUMBER = "must be the bank account number, 9 to 18 digits.";
export const BAD_ACCOUNT_NAME = "must be the account holder's name, 2 to 100 characters.";
export const BAD_QUANTITY = `must be a whole number from 1 to ${MAX_RETURN_QUANTITY}.`;
export const BAD_UTR = "must be the transfer's UTR: 12 to 22 letters and digits.";
export const UTR_PATTERN = /^[A-Z0-9]{12,22}$/;

const reasonList = RETURN_REASONS.map((r) => `\`${r}\` (${REASON_LABELS[r]})`).join(", ");

const text = (min: number, max: number) => {
  const error = min > 0 ? `must be ${min} to ${max} characters.` : `must be at most ${max} characters.`;
  return z.string({ error }).trim().min(min, { error }).max(max, { error });
};

const at = (description: string) => z.string().nullable().openapi({ description, example: AT_EXAMPLE });

// ---- Where a cash-on-delivery refund goes ----

export const UpiRefundTo = z.strictObject({
  upi: z.string({ error: BAD_UPI }).trim().regex(UPI_PATTERN, { error: BAD_UPI }).openapi({
    description: "The shopper's UPI ID",
    example: "priya.sharma@okhdfc",
  }),
}).openapi("ReturnRefundToUpi", { description: "A cash-on-delivery refund paid to the shopper's UPI ID." });

export const BankRefundTo = z.strictObject({
  accountNumber: z.string({ error: BAD_ACCOUNT_NUMBER }).trim().regex(ACCOUNT_NUMBER_PATTERN, {
    error: BAD_ACCOUNT_NUMBER,
  }).openapi({
    description:
      "The bank account number, 9 to 18 digits (shown masked, `XXXXXX1234`, to anyone but the admin)",
    example: "50100123456789",
  }),
  ifsc: z.string({ error: BAD_IFSC }).trim().toUpperCase().regex(IFSC_PATTERN, { error: BAD_IFSC }).openapi({
    description: "The branch's IFSC code (stored in capitals): 4 letters, a zero, 6 letters or digits",
    example: "HDFC0001234",
  }),
  accountName: z.string({ error: BAD_ACCOUNT_NAME }).trim().min(2, { error: BAD_ACCOUNT_NAME }).max(100, {
    error: BAD_ACCOUNT_NAME,
  }).openapi({ description: "The account holder's name", example: "Priya Sharma" }),
}).openapi("ReturnRefundToBank", {
  description: "A cash-on-delivery refund paid to the shopper's bank account.",
});

export const RefundToSchema = z.union([UpiRefundTo, BankRefundTo]).openapi({
  description: "Where a cash-on-delivery order's refund goes: a UPI ID, or a bank account",
  example: { upi: "priya.sharma@okhdfc" },
});

// ---- A request as every reader sees it ----

/** Where the refund goes as a reader sees it: the account number masked (`XXXXXX1234`) except for the admin. */
const RefundToShown = z.union([
  z.object({
    upi: z.string().openapi({ description: "The shopper's UPI ID", example: "priya.sharma@okhdfc" }),
  }).openapi("ReturnRefundToUpiShown", { description: "The refund goes to this UPI ID." }),
  z.object({
    accountNumber: z.string().openapi({
      description: "The account number: whole for the admin, who pays it; masked for the shopper",
      example: "XXXXXXXXXX6789",
    }),
    ifsc: z.string().openapi({ description: "The branch's IFSC code", example: "HDFC0001234" }),
    accountName: z.string().openapi({ description: "The account holder's name", example: "Priya Sharma" }),
  }).openapi("ReturnRefundToBankShown", { description: "The refund goes to this bank account." }),
]);

export const ReturnItemSchema = z.object({
  productId: z.string().nullable().openapi({
    description: "The product of the line (null if it has since been deleted)",
    example: ID_EXAMPLE,
  }),
  position: z.number().int().openapi({ description: "The line's place in the order, from 0", example: 0 }),
  name: z.string().openapi({ description: "The product's name as it was sold", example: "Redmi Note 13 5G" }),
  quantity: z.number().int().openapi({ description: "Units returned or claimed", example: 1 }),
  refund: z.number().nullable().openapi({
    description: "What these units refund, rupees (null until the refund is due)",
    example: 17999.1,
  }),
}).openapi("ReturnItem", {
  description: "One line of an order, and how many of its units a request takes back.",
});

export const ReturnStepSchema = z.object({
  status: z.string().openapi({ description: "The request's status after this step", example: "requested" }),
  actor: z.enum(["customer", "vendor", "admin", "system"]).openapi({
    description: "Who took the step (`system`: the scheduled job, e.g. an automatic acceptance)",
    example: "customer",
  }),
  note: z.string().openapi({
    description: "What was said with it (may be empty)",
    example: "The screen is cracked.",
  }),
  at: z.string().openapi({ description: "When (ISO 8601)", example: AT_EXAMPLE }),
}).openapi("ReturnStep", { description: "One step of a request, for the order page's timeline." });

export const ReturnRefundSchema = z.object({
  method: z.enum(["gateway", "upi", "bank"]).openapi({
    description:
      "`gateway`: back through the payment gateway (card or UPI paid online); `upi` or `bank`: a " +
      "cash-on-delivery refund paid by the admin by transfer",
    example: "gateway",
  }),
  amount: z.number().nullable().openapi({
    description: "The refund, rupees: exactly the returned lines' share of what was paid (null until due)",
    example: 17999.1,
  }),
  status: z.enum(["none", "due", "refunded"]).openapi({
    description: "`none` until the request is accepted and received (or a missing item's claim accepted), " +
      "`due` until the money is sent, then `refunded`",
    example: "due",
  }),
  id: z.string().nullable().openapi({
    description: "The gateway's refund id, or the transfer's UTR (null until refunded)",
    example: "rfnd_NQk3s9yZ1a2b3c",
  }),
  error: z.string().nullable().openapi({
    description: "Why the last gateway attempt failed (null when none did); the admin retries it",
    example: "The payment gateway is unavailable.",
  }),
  refundedAt: at("When it was refunded (ISO 8601; null until then)"),
  to: RefundToShown.nullable().openapi({
    description: "Cash on delivery: where the refund goes (the account number masked except for the admin; " +
      "absent for the store: null). Null for a gateway refund",
    example: { upi: "priya.sharma@okhdfc" },
  }),
}).openapi("ReturnRefund", {
  description: "The refund of a request: how, how much, and whether it was sent.",
});

export const ReturnSchema = z.object({
  _id: z.string().openapi({ description: "The request's id", example: ID_EXAMPLE }),
  number: z.string().openapi({ description: "The short number pages show", example: "RA7B8C9D0" }),
  orderId: z.string().openapi({ description: "The order it is about", example: ID_EXAMPLE }),
  vendorId: z.string().openapi({ description: "The store that sold the order", example: ID_EXAMPLE }),
  storeName: z.string().openapi({ description: "The store's name", example: "Sharma Electronics" }),
  customerName: z.string().openapi({ description: "The shopper's name", example: "Priya Sharma" }),
  status: z.enum(RETURN_STATUSES).openapi({
    description: "`requested` (waiting on the store, 2 days), `accepted` (pickup on its way, or a missing " +
      "item's refund due), `rejected` (the shopper may escalate within 7 days), `escalated` (waiting on the " +
      "admin), `received` (back at the store, refund due), `refunded`, `closed` (a rejection not escalated, " +
      "or upheld by the admin)",
    example: "requested",
  }),
  reason: z.enum(RETURN_REASONS).openapi({ description: `Why: ${reasonList}`, example: "damaged" }),
  comment: z.string().openapi({ description: "The shopper's words", example: "The screen is cracked." }),
  items: z.array(ReturnItemSchema).openapi({ description: "The lines and units returned or claimed" }),
  photos: z.array(z.string()).openapi({
    description: `Media ids of the shopper's photos, at most ${MAX_RETURN_PHOTOS} (GET /media/{id})`,
    example: [MEDIA_EXAMPLE],
  }),
  paymentMethod: z.enum(["cod", "card", "upi"]).openapi({
    description: "How the order was paid",
    example: "upi",
  }),
  refund: ReturnRefundSchema,
  requestedAt: z.string().openapi({ description: "When it was requested (ISO 8601)", example: AT_EXAMPLE }),
  respondBy: z.string().openapi({
    description:
      "When the store's answer is due (ISO 8601); unanswered by then, it is accepted automatically",
    example: "2026-11-28T10:30:00.000Z",
  }),
  acceptedAt: at("When it was accepted (ISO 8601; null if not)"),
  acceptedBy: z.enum(["vendor", "admin", "system"]).nullable().openapi({
    description:
      "Who accepted it: the store, the admin on escalation, or the scheduled job (null if not accepted)",
    example: "vendor",
  }),
  pickup: z.object({
    carrier: z.string().openapi({ description: "The reverse pickup's courier", example: "Delhivery" }),
    trackingNumber: z.string().openapi({ description: "Its tracking number", example: "DLV1234567890" }),
  }).nullable().openapi({
    description: "The reverse pickup the store arranged (null without one, e.g. a missing item)",
    example: { carrier: "Delhivery", trackingNumber: "DLV1234567890" },
  }),
  rejectedAt: at("When the store rejected it (ISO 8601; null if not)"),
  rejectReason: z.string().nullable().openapi({
    description: "The store's reason for rejecting it, which the shopper sees (null if not rejected)",
    example: "The seal on the box is intact and the phone shows no damage in the photos.",
  }),
  escalateBy: at("The last moment the shopper may escalate the rejection (ISO 8601; null unless rejected)"),
  escalatedAt: at("When the shopper escalated it to SwiftCart (ISO 8601; null if not)"),
  escalationComment: z.string().nullable().openapi({
    description: "What the shopper said on escalating (null if not escalated)",
    example: "The crack is visible in the second photo.",
  }),
  decidedAt: at("When the admin decided the escalation (ISO 8601; null if not)"),
  adminNote: z.string().nullable().openapi({
    description: "The admin's note with the decision (null if not decided)",
    example: "The photos show the damage; the store takes the phone back.",
  }),
  receivedAt: at("When the store received the goods back (ISO 8601; null if not)"),
  restocked: z.boolean().nullable().openapi({
    description: "Whether the store put the goods back in stock (null until received)",
    example: true,
  }),
  closedAt: at("When it was closed without a refund (ISO 8601; null if not)"),
  creditNote: z.string().nullable().openapi({
    description: "The credit note issued for the refund, where the order had a tax invoice (null otherwise)",
    example: "CN/2026-27/000012",
  }),
  steps: z.array(ReturnStepSchema).openapi({ description: "Every step so far, oldest first" }),
  actions: z.array(z.enum(RETURN_ACTIONS)).openapi({
    description:
      "What the caller may do with it now (the pages show these buttons; the API enforces the same)",
    example: ["accept", "reject"],
  }),
}).openapi("Return", {
  description: "A shopper's return request or claim on lines of a delivered order, as its reader sees it " +
    "(bank details whole only for the admin).",
});
export type ReturnJson = z.infer<typeof ReturnSchema>;

const rupeesOrNull = (paise: number | null) => paise === null ? null : toRupees(paise);

/** A request as the API shows it: amounts in rupees. */
export function toReturnJson(view: ReturnView): ReturnJson {
  const { id, items, refund, ...rest } = view;
  return {
    _id: id,
    ...rest,
    items: items.map(({ refundPaise, ...item }) => ({ ...item, refund: rupeesOrNull(refundPaise) })),
    refund: {
      method: refund.method,
      amount: rupeesOrNull(refund.paise),
      status: refund.status,
      id: refund.id,
      error: refund.error,
      refundedAt: refund.refundedAt,
      to: refund.to,
    },
  };
}

// ---- Answers ----

const message = (example: string) =>
  z.string().openapi({ description: "What happened, to show the user", example });

export const ReturnAnswer = z.object({
  message: message("Your return request has been sent to the store."),
  return: ReturnSchema,
}).openapi("ReturnAnswer", { description: "The request after the step just taken." });

export const ReturnListSchema = z.object({
  returns: z.array(ReturnSchema).openapi({ description: "A page of requests" }),
  total: z.number().int().openapi({
    description: "Requests matching the filters, across pages",
    example: 12,
  }),
  page: z.number().int().openapi({ description: "The page shown (1-based)", example: 1 }),
  limit: z.number().int().openapi({ description: "Rows per page", example: 100 }),
}).openapi("ReturnPage", { description: "A page of return requests." });

export const OrderReturnsSchema = z.object({
  returns: z.array(ReturnSchema).openapi({ description: "The order's requests, oldest first" }),
}).openapi("OrderReturns", { description: "Every return request of one order." });

// ---- Parameters and queries ----

export const ReturnIdParam = z.object({
  id: z.string().min(1).max(64).openapi({
    param: { name: "id", in: "path" },
    description: "The return request's id",
    example: ID_EXAMPLE,
  }),
});

export const ReturnListQuery = PageQuery.extend({
  status: z.enum(RETURN_STATUSES).optional().openapi({
    description: "Only requests in this status",
    example: "requested",
  }),
  reason: z.enum(RETURN_REASONS).optional().openapi({
    description: "Only requests for this reason",
    example: "damaged",
  }),
});

// ---- Bodies ----

export const RequestReturnBody = z.strictObject({
  items: z.array(
    z.strictObject({
      productId: z.string({ error: "must be the product id of a line of the order." }).trim().min(1).max(64)
        .openapi({ description: "The product of the order's line", example: ID_EXAMPLE }),
      quantity: z.number({ error: BAD_QUANTITY }).int({ error: BAD_QUANTITY }).min(1, { error: BAD_QUANTITY })
        .max(MAX_RETURN_QUANTITY, { error: BAD_QUANTITY }).openapi({
          description: "Units of it to return, at most those delivered and not already returned",
          example: 1,
        }),
    }).openapi("ReturnRequestItem", { description: "A line of the order and how many of its units." }),
    { error: "must list the lines to return." },
  ).min(1, { error: "must list at least one line to return." }).max(100).openapi({
    description: "The lines and units to return (each line at most once, with no other open request on it)",
  }),
  reason: z.enum(RETURN_REASONS, { error: BAD_REASON }).openapi({
    description: `Why: ${reasonList}`,
    example: "damaged",
  }),
  comment: text(0, COMMENT_MAX).default("").openapi({
    description: `What is wrong, in the shopper's words (at most ${COMMENT_MAX} characters)`,
    example: "The screen is cracked.",
  }),
  refundTo: RefundToSchema.optional().openapi({
    description: "Cash-on-delivery orders only, and required for them: where the refund goes, a UPI ID " +
      "(`{upi}`) or a bank account (`{accountNumber, ifsc, accountName}`)",
    example: { upi: "priya.sharma@okhdfc" },
  }),
}).openapi("ReturnRequest", {
  description: "A shopper's request to return, or claim for, lines of a delivered order, within 7 days of " +
    "its delivery.",
});

export const AcceptReturnBody = z.strictObject({
  carrier: text(1, CARRIER_MAX).optional().openapi({
    description: "The reverse pickup's courier (required unless the claim is for a missing item)",
    example: "Delhivery",
  }),
  trackingNumber: text(1, TRACKING_MAX).optional().openapi({
    description: "The reverse pickup's tracking number (required unless the claim is for a missing item)",
    example: "DLV1234567890",
  }),
}).openapi("AcceptReturn", {
  description: "The store accepts a request, with the reverse pickup it arranged; a missing item's claim " +
    "needs none and goes straight to the refund.",
});

export const RejectReturnBody = z.strictObject({
  reason: text(NOTE_MIN, REJECT_MAX).openapi({
    description: `Why the store rejects it; the shopper sees it (${NOTE_MIN} to ${REJECT_MAX} characters)`,
    example: "The seal on the box is intact and the phone shows no damage in the photos.",
  }),
}).openapi("RejectReturn", { description: "The store rejects a request, with a reason the shopper sees." });

export const ReceiveReturnBody = z.strictObject({
  restock: z.boolean({ error: "must be true or false." }).openapi({
    description: "Whether the goods are resaleable and go back to stock",
    example: true,
  }),
}).openapi("ReceiveReturn", {
  description: "The store has the goods back; whether they go back to stock. The refund becomes due.",
});

export const EscalateReturnBody = z.strictObject({
  comment: text(NOTE_MIN, NOTE_MAX).openapi({
    description: `Why the shopper disagrees with the rejection (${NOTE_MIN} to ${NOTE_MAX} characters)`,
    example: "The crack is visible in the second photo.",
  }),
}).openapi("EscalateReturn", { description: "The shopper asks SwiftCart to decide a rejected request." });

export const DecideReturnBody = z.strictObject({
  approve: z.boolean({ error: "must be true (the store takes it back) or false (the rejection stands)." })
    .openapi({
      description: "true: the request is accepted as if the store had; false: the rejection stands and the " +
        "request is closed",
      example: true,
    }),
  note: text(0, NOTE_MAX).default("").openapi({
    description: "The decision's reason, which the shopper and the store see: required to uphold the " +
      `rejection (at least ${NOTE_MIN} characters), optional to approve (at most ${NOTE_MAX})`,
    example: "The photos show the damage; the store takes the phone back.",
  }),
}).openapi("DecideReturn", { description: "The admin's final decision on an escalated request." });

export const TransferRefundBody = z.strictObject({
  reference: z.string({ error: BAD_UTR }).trim().toUpperCase().regex(UTR_PATTERN, { error: BAD_UTR }).openapi(
    {
      description:
        "The UTR of the UPI or bank transfer that paid the shopper: 12 to 22 letters and digits, " +
        "stored in capitals",
      example: "HDFCN26112912345",
    },
  ),
}).openapi("ReturnTransferRefund", {
  description: "Records that the admin paid a cash-on-delivery return's refund by UPI or bank transfer.",
});

/** A repeated multipart field arrives as one value when sent once: always a list here. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => value === undefined ? value : [value].flat(), z.array(item));

const PhotoFile = z.custom<File>((value) => value instanceof File, { error: "must be a file." })
  .openapi({ type: "string", format: "binary", description: "A JPEG, PNG or WebP image of at most 10 MB" });

export const ReturnPhotoUpload = z.object({
  photos: repeated(PhotoFile).openapi({
    description:
      `Photos of the problem, 1 to ${MAX_RETURN_PHOTOS} per request in all. Repeat the field once ` +
      "per file. Judged by their bytes, stored as WebP.",
  }),
}).strict().openapi("ReturnPhotoUpload", {
  description: "Photos for a return request, as multipart/form-data.",
});
