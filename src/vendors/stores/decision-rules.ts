/**
 * The admin's decisions on a store as the browser knows them too (islands/_vendor-decision.tsx): import-free,
 * so the island bundles no server code.
 */
export const REASON_REQUIRED =
  "reason: say why the store is rejected or switched off; the store is told by email.";
export const REASON_MAX = 500;

/** Where a store stands with the admin: waiting, approved, or refused (and waiting again). */
export const APPROVAL_STATES = ["pending", "approved", "rejected"] as const;
export type ApprovalState = typeof APPROVAL_STATES[number];

/** The badge's words: 'Pending' / 'Approved'; 'Rejected' for a refused store. */
export const APPROVAL_LABELS: Record<ApprovalState, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};
