import { ReturnIcon, ShieldIcon, TruckIcon, WalletIcon } from "../icons.tsx";

/** Why sign up: the store's promises beside the login and sign-up forms (wide screens only). */
export function AuthAside() {
  return (
    <aside className="auth-aside" aria-label="Why shop with SwiftCart">
      <h2>Shop from stores near you</h2>
      <ul>
        <li>
          <TruckIcon /> Delivery in 12–24 hours
        </li>
        <li>
          <ShieldIcon /> Free shipping on every order
        </li>
        <li>
          <WalletIcon /> Card, UPI or cash on delivery
        </li>
        <li>
          <ReturnIcon /> Damage claims within 7 days
        </li>
      </ul>
    </aside>
  );
}
