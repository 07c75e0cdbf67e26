/** Who made a change, as the audit trail records it, and the signed-in account as that actor. */
import { currentUser } from "../auth/guard.ts";
import type { AppContext } from "../core/http.ts";

/** The account behind a write: its id and role (the trail keeps both). */
export interface Actor {
  id: string;
  role: string;
}

/** The signed-in account as the audit trail's actor; a visitor is refused (401). */
export function auditActor(c: AppContext): Actor {
  const { id, role } = currentUser(c);
  return { id, role };
}
