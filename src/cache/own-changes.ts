/**
 * A write that read its own entries of the catalogue log inside its transaction
 * (catalogue/catalogue-log.queries.ts) hands them here once it has committed (`committedWithChanges` of
 * core/page-cache.ts, a hook the app installs), and the cache of the app that answers the request applies
 * them at once, and posts them to the process's other server threads (sharing.ts). Its answer then need
 * not wait for a read of the log (page-cache.ts, `afterWrite`): in a sale, that read queued behind the one
 * in flight cost every checkout one or two more waits on the database.
 *
 * The request's scope is carried by AsyncLocalStorage (the page cache's middleware opens it around each
 * write request): a checkout committed in a group with others gets its entries back in its own request.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { LoggedChange } from "../core/page-cache.ts";

export interface WriteScope {
  /** Applies committed entries of the log to the request's cache. */
  apply(changes: LoggedChange[]): void;
  /** The request's writes to the catalogue were all applied through `apply`. */
  applied: boolean;
}

const scopes = new AsyncLocalStorage<WriteScope>();

/** Runs a write request's handler in a scope of its own. */
export const inWriteScope = <T>(scope: WriteScope, handle: () => Promise<T>): Promise<T> =>
  scopes.run(scope, handle);

/**
 * The request's write has committed, and these are its log entries (with any committed meanwhile): they
 * are applied now, and the answer does not wait for a read of the log. Only for a request's last write to
 * the catalogue: a write after it would go unread.
 */
export function committedWithChanges(changes: LoggedChange[]): void {
  const scope = scopes.getStore();
  if (!scope) return;
  scope.apply(changes);
  scope.applied = true;
}
