/**
 * An order's status timeline (src/orders/timeline.ts) as the shopper's, the store's and the admin's order
 * pages show it: done steps with their moment in India time, then the steps still to come. Styled by the
 * storefront's and the panel's stylesheets alike (`.order-timeline`).
 */
import type { TimelineEvent } from "../orders/timeline.ts";

export function OrderTimeline({ events }: { events: TimelineEvent[] }) {
  return (
    <ol className="order-timeline" data-testid="order-timeline">
      {events.map((event) => (
        <li
          key={`${event.step}-${event.done}`}
          className={event.done ? "is-done" : "is-next"}
          data-step={event.step}
        >
          <strong>{event.label}</strong>
          {event.at && event.when && <time dateTime={event.at}>{event.when}</time>}
          {!event.done && !event.at && <span className="muted">Not yet</span>}
          {event.note && <small>{event.note}</small>}
        </li>
      ))}
    </ol>
  );
}
