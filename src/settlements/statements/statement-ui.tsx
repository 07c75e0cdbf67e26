/** What the store's Payments and statement pages share: a statement's status as a badge. */
import type { SettlementStatus } from "../../../db/database.ts";
import { STATEMENT_STATUS_LABELS } from "./statement.service.ts";

const TONE: Record<SettlementStatus, string> = { paid: "approved", payable: "pending", nothing_due: "other" };

/** Paid green, Payable amber, Nothing due grey (the panels' badge colours). */
export function PaymentsStatus({ status }: { status: SettlementStatus }) {
  return (
    <span className={`status-badge status-${TONE[status]}`} data-testid="statement-status">
      {STATEMENT_STATUS_LABELS[status]}
    </span>
  );
}
