/**
 * /cart and /wishlist for a store or the admin: only a customer buys, so rather than an empty cart the page
 * says who is signed in and leads to their panel, as the header and the product page's buttons do.
 */
import { seats, shownName } from "./Layout.tsx";
import { useViewer } from "./viewer.tsx";

/** Whether the signed-in account is a store or the admin (a page then shows `NotCustomer`). */
export const isNotCustomer = (user: { role: string } | null | undefined) =>
  user !== null && user !== undefined && user.role !== "customer";

export function NotCustomer() {
  const user = useViewer().user;
  const panel = user && user.role !== "customer" ? seats[user.role].panel : undefined;
  if (!user || !panel) return null;
  return (
    <div className="empty-state not-customer" data-testid="not-customer">
      <p className="empty-title">{`${panel.who} ${shownName(user)}: sign in as a customer to buy`}</p>
      <a className="btn btn-primary" href={panel.href}>{panel.label}</a>
    </div>
  );
}
