/**
 * The outbox: mails written in the same transaction as the event behind them (an order placed, shipped, …)
 * and sent after commit by the background job (src/jobs/). A rolled-back transaction leaves no mail; a mail
 * server that is down only delays them.
 */

/** A document attached to a mail, made when the mail is sent (so the row stays small). */
export type OutboxDocument =
  | { type: "invoice"; orderId: string }
  | { type: "credit-note"; orderId: string; number: string };

export interface OutboxAttachment {
  /** The file name the recipient sees, e.g. `invoice-LM-2627-0001.pdf`. */
  filename: string;
  document: OutboxDocument;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  /**
   * A unique dedupe key (e.g. `order-shipped:<orderId>`): enqueueing the same key again stores nothing more,
   * so an event handled twice still sends one mail.
   */
  key?: string;
}

/**
 * A mail by reference: the outbox renders it when it sends it (the wiring's `MailRenderer`), from the rows
 * its arguments name, so the event's transaction writes a few bytes instead of the whole mail (e.g.
 * `{ template: "order-placed", args: { orderIds } }`). The recipient is stored as it is small.
 */
export interface OutboxReference {
  to: string;
  template: string;
  args: Record<string, unknown>;
  attachments?: OutboxAttachment[];
  /** As `OutboxMail.key`. */
  key?: string;
}

/** A mail as written to the outbox: rendered, or a reference rendered when sent. */
export type OutboxEntry = OutboxMail | OutboxReference;

export const isReference = (mail: OutboxEntry): mail is OutboxReference => "template" in mail;

/** What a reference renders to when it is sent. */
export interface RenderedMail {
  subject: string;
  text: string;
  html?: string;
  /** Overrides the stored recipient. */
  to?: string;
}

/**
 * Thrown by a renderer when a reference can never be rendered (its orders are gone): the mail is given up,
 * with this message as its error, instead of being tried again.
 */
export class MailGone extends Error {
  override name = "MailGone";
}

/** What a document becomes when its mail is sent. */
export interface ResolvedAttachment {
  filename: string;
  content: Uint8Array;
}
