/**
 * The store's and the admin's order pages' tax documents: the invoice (issued when the order ships) and its
 * credit notes, each a PDF link (the order's API answers them to the store that sold it and the admin).
 */
import { formatRupees } from "../../core/money.ts";
import type { OrderJson } from "../../orders/orders.json.ts";
import { creditNoteHref, documentsOf, invoiceHref } from "../../orders/order-page/order-page.service.ts";
import { orderDay } from "../../orders/timeline.ts";
import { PanelSection } from "./PanelPage.tsx";

export function OrderDocuments({ order }: { order: OrderJson }) {
  const { invoice, creditNotes } = documentsOf(order);
  return (
    <PanelSection id="order-documents" title="Documents">
      <ul className="order-documents" data-testid="order-documents">
        {invoice
          ? (
            <li>
              <a href={invoiceHref(order._id)} download data-testid="invoice-link">
                Tax invoice <span className="mono">{invoice.number}</span>
              </a>
              <small className="muted">{orderDay(invoice.date)}</small>
            </li>
          )
          : (
            <li className="muted" data-testid="invoice-pending">
              {order.status === "Cancelled" && !order.shippedAt
                ? "No invoice: cancelled before it shipped"
                : "Invoice: issued when the order ships"}
            </li>
          )}
        {creditNotes.map((note) => (
          <li key={note.number}>
            <a href={creditNoteHref(order._id, note.number)} download data-testid="credit-note-link">
              Credit note <span className="mono">{note.number}</span>
            </a>
            <small className="muted">{orderDay(note.date)} · {formatRupees(note.amount)}</small>
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}
