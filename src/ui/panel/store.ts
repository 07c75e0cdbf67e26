/** The store of the vendor a panel page serves; a vendor account without one is refused, never guessed. */
import type { SessionUser } from "../../auth/sessions/sessions.queries.ts";
import { NO_STORE } from "../../auth/guard.ts";
import { AppError } from "../../core/errors.ts";

export function storeIdOf(user: SessionUser): string {
  if (!user.vendor_id) throw new AppError(403, NO_STORE);
  return user.vendor_id;
}
