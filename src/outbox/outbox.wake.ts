/**
 * The in-process nudge after a mail is enqueued: the job runner (src/jobs/) listens and sends within a second
 * or two instead of waiting for its next round. Nothing listens unless a runner was started (tests that do
 * not start one leave no timers behind). Never blocks the caller: it only schedules.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Called by enqueueMail; the listeners decide when to look (the row is visible once its transaction commits). */
export function wakeOutbox(): void {
  for (const listener of listeners) listener();
}

/** The runner's subscription; returns the unsubscribe. */
export function onOutboxWake(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
