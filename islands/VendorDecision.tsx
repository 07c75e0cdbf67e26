/**
 * The admin's store controls on /panel/vendor and /vendordetails/{id}: the Vendor Active
 * Status toggle and the Vendor Account Approval badge. Each opens a small dialog that asks for a reason
 * (required to reject or switch off, a note otherwise), then changes the store ON THE SERVER
 * (PATCH /api/vendor/{id}); the store is emailed. Nothing is kept in the browser.
 */
import { useState } from "react";
import { island } from "../src/ui/island.tsx";
import { APPROVAL_LABELS, type ApprovalState } from "../src/vendors/stores/decision-rules.ts";
import { useHydrated } from "./_forms.tsx";
import { type Decision, DecisionDialog } from "./_vendor-decision.tsx";

interface Props {
  storeId: string;
  storeName: string;
  /** Which control this is: the toggle or the badge. */
  control: "active" | "approval";
  active: boolean;
  approval: ApprovalState;
}

const BADGE_CLASS: Record<ApprovalState, string> = {
  pending: "status-pending",
  approved: "status-approved",
  rejected: "status-rejected",
};

/** What the dialog offers for each control and state. */
function choicesOf(control: Props["control"], active: boolean, approval: ApprovalState): Decision[] {
  if (control === "active") return [active ? "deactivate" : "activate"];
  return approval === "approved" ? ["reject"] : ["approve", "reject"];
}

function VendorDecision({ storeId, storeName, control, active: wasActive, approval: wasApproval }: Props) {
  const hydrated = useHydrated();
  const [active, setActive] = useState(wasActive);
  const [approval, setApproval] = useState(wasApproval);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState("");

  function decided(store: { activeStatus: boolean; accountApproval: boolean }, decision: Decision) {
    setActive(store.activeStatus);
    setApproval(store.accountApproval ? (decision === "reject" ? "rejected" : approval) : "approved");
    setOpen(false);
    setDone(DONE[decision]);
  }

  const dialog = open && (
    <DecisionDialog
      storeId={storeId}
      storeName={storeName}
      choices={choicesOf(control, active, approval)}
      onDone={decided}
      onClose={() => setOpen(false)}
    />
  );

  if (control === "active") {
    return (
      <div className="vendor-control">
        <button
          type="button"
          role="switch"
          aria-checked={active}
          className={`vendor-switch${active ? " is-on" : ""}`}
          disabled={!hydrated}
          onClick={() => setOpen(true)}
          aria-label={`${storeName}: ${active ? "Active" : "Inactive"}. Switch ${active ? "off" : "on"}`}
          data-testid="vendor-active"
        >
          <span className="vendor-switch-track" aria-hidden="true">
            <span className="vendor-switch-knob" />
          </span>
          <span className="vendor-switch-label">{active ? "Active" : "Inactive"}</span>
        </button>
        <p className="vendor-control-done" role="status">{done}</p>
        {dialog}
      </div>
    );
  }
  return (
    <div className="vendor-control">
      <button
        type="button"
        className={`status-badge vendor-approval ${BADGE_CLASS[approval]}`}
        disabled={!hydrated}
        onClick={() => setOpen(true)}
        aria-label={`${storeName}: ${APPROVAL_LABELS[approval]}. Decide`}
        data-testid="vendor-approval"
      >
        {APPROVAL_LABELS[approval]}
      </button>
      <p className="vendor-control-done" role="status">{done}</p>
      {dialog}
    </div>
  );
}

const DONE: Record<Decision, string> = {
  approve: "Approved; the store is emailed.",
  reject: "Rejected; the store is emailed.",
  activate: "Switched on; the store is emailed.",
  deactivate: "Switched off; the store is emailed.",
};

export default island("VendorDecision", VendorDecision);
