/** An order's or a store's status as a badge: Pending amber, Approved/Confirmed green, others grey. */
import { statusTone } from "../../orders/status.ts";

export function StatusBadge({ status }: { status: string }) {
  return <span className={`status-badge status-${statusTone(status)}`} data-testid="status">{status}</span>;
}
