/** The storefront chrome: header (logo, Deliver to, search, icons, Become a Seller, mobile menu), footer. */
import { type ReactNode, useContext } from "react";
import { IslandRegistry } from "./island.tsx";
import CartBadge, { CartCountBadge } from "../../islands/CartBadge.tsx";
import DeliverToDialog from "../../islands/DeliverToDialog.tsx";
import { geocoderUrl } from "../customers/addresses/geocoder.ts";
import SessionCheck from "../../islands/SessionCheck.tsx";
import FlashMessage from "../../islands/FlashMessage.tsx";
import {
  CartIcon,
  HeartIcon,
  MenuIcon,
  PinIcon,
  ReturnIcon,
  SearchIcon,
  ShieldIcon,
  StoreIcon,
  TruckIcon,
  UserIcon,
  WalletIcon,
} from "./icons.tsx";
import { asset } from "./assets.ts";
import { renderedOnce } from "./once.tsx";
import { Personal, useViewer, type Viewer } from "./viewer.tsx";

export const SUPPORT_EMAIL = "support@swiftcart.in";

/** Who is looking, as the header tells them apart: a store or the admin may browse the storefront too. */
type Seat = "visitor" | "customer" | "vendor" | "admin";
const seatOf = (viewer: Viewer): Seat => viewer.user?.role ?? "visitor";

/**
 * The account icon's page (the login page for a visitor) and, for a store or the admin, their panel: they
 * cannot shop, so the header says who is signed in and leads to their own pages instead.
 */
export const seats: Record<Seat, {
  account: { href: string; label: string };
  /** `who` says who is signed in; `short`, the same on a phone's narrow header. */
  panel?: { href: string; label: string; who: string; short: string };
}> = {
  visitor: { account: { href: "/login-customer", label: "Sign in" } },
  customer: { account: { href: "/account", label: "Account" } },
  vendor: {
    account: { href: "/vendor-profile", label: "Store profile" },
    panel: { href: "/vendor-dashboard", label: "Vendor panel", who: "Signed in as store", short: "Store" },
  },
  admin: {
    account: { href: "/panel/profile", label: "Admin profile" },
    panel: { href: "/admin", label: "Admin panel", who: "Signed in as admin", short: "Admin" },
  },
};

/** The name the header shows for a store (its store's) or the admin. */
export const shownName = (user: NonNullable<Viewer["user"]>) =>
  (user.role === "vendor" && user.storeName) || user.name;

function SearchForm({ id, defaultValue }: { id: string; defaultValue?: string }) {
  return (
    <form className="search" action="/products" method="get" role="search">
      <label htmlFor={id} className="visually-hidden">Search products</label>
      <input
        id={id}
        name="search"
        type="search"
        placeholder="Search for products and brands"
        defaultValue={defaultValue}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      <button type="submit" aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}

/**
 * 'Deliver to': a link that opens the location dialog where the DeliverToDialog island is on the
 * page, and otherwise leads home, which opens it. The mobile menu is rendered once for everyone, so its
 * copy cannot show this viewer's location.
 */
function DeliverTo({ className, label }: { className: string; label: string | null }) {
  return (
    <a href="/#choose-location" className={className} data-deliver-to aria-haspopup="dialog">
      <PinIcon />
      <span>
        <small>Deliver to</small>
        <strong>{label ?? "Select location"}</strong>
      </span>
    </a>
  );
}

/**
 * The location dialog's island, after the page's content: pages that already ship islands (home, the
 * product page, every page of a signed-in customer) get it; plain listing pages stay free of script.
 */
function LocationDialog() {
  const registry = useContext(IslandRegistry);
  if (!registry?.size) return null;
  return <Personal render={ViewersLocationDialog} props={{}} />;
}

/** The dialog with this viewer's location (a personal part: the page cache renders it per request). */
function ViewersLocationDialog() {
  const viewer = useViewer();
  return (
    <DeliverToDialog
      label={viewer.deliveryLocation}
      userId={viewer.user?.id ?? null}
      canDetect={geocoderUrl() !== undefined}
    />
  );
}

/**
 * The mobile menu repeats the header's links; it needs no script: a <details> element. A store or
 * the admin gets its profile and panel in place of the account and 'Become a Seller'.
 */
const mobileMenu = renderedOnce((seat: Seat) => {
  const { account, panel } = seats[seat];
  return (
    <>
      <summary aria-label="Menu">
        <MenuIcon />
      </summary>
      <nav aria-label="Menu">
        <DeliverTo className="deliver-to deliver-to-menu" label={null} />
        <a href="/">
          <StoreIcon /> Home
        </a>
        <a href="/wishlist">
          <HeartIcon /> Wishlist
        </a>
        <a href="/cart">
          <CartIcon /> Cart
        </a>
        <a href={account.href}>
          <UserIcon /> {account.label}
        </a>
        {panel
          ? <a href={panel.href} className="btn btn-seller">{panel.label}</a>
          : <a href="/store" className="btn btn-seller">Become a Seller</a>}
      </nav>
    </>
  );
});

/** The mobile menu for this viewer (a personal part: a store's differs from a shopper's). */
function ViewersMenu() {
  return <details className="mobile-menu" dangerouslySetInnerHTML={mobileMenu(seatOf(useViewer()))} />;
}

/** The account icon and 'Become a Seller'; for a store or the admin, who is signed in and their panel. */
function AccountLinks({ seat, name }: { seat: Seat; name: string }) {
  const { account, panel } = seats[seat];
  if (!panel) {
    return (
      <>
        <a href={account.href} className="icon-link" aria-label={account.label} title={account.label}>
          <UserIcon />
        </a>
        <a href="/store" className="btn btn-seller">Become a Seller</a>
      </>
    );
  }
  return (
    <>
      <a href={account.href} className="header-who" title={account.label} data-testid="header-who">
        <UserIcon />
        <span>
          <small>
            <span className="header-who-long">{panel.who}</span>
            <span className="header-who-short">{panel.short}</span>
          </small>
          <strong>{name}</strong>
        </span>
      </a>
      <a href={panel.href} className="btn btn-seller btn-panel">{panel.label}</a>
    </>
  );
}

/** This viewer's account links (a personal part). */
function ViewersAccount() {
  const viewer = useViewer();
  return <AccountLinks seat={seatOf(viewer)} name={viewer.user ? shownName(viewer.user) : ""} />;
}

interface HeaderProps {
  search?: string;
  /** Items in the cart as the page knows them; the viewer's count when unset. */
  cartCount?: number;
  /** Something on the page can change the cart: hydrate the badge so it follows along. */
  liveCart: boolean;
}

/** This viewer's delivery location (a personal part: the page cache renders it per request). */
function ViewersDeliverTo() {
  return <DeliverTo className="deliver-to deliver-to-bar" label={useViewer().deliveryLocation} />;
}

/** This viewer's cart count (a personal part). */
function ViewersCartBadge({ cartCount: pageCount, liveCart: pageChangesCart }: Omit<HeaderProps, "search">) {
  const viewer = useViewer();
  const cartCount = pageCount ?? viewer.cartCount;
  return pageChangesCart || viewer.user !== null
    ? <CartBadge initialCount={cartCount} />
    : <CartCountBadge count={cartCount} />;
}

/**
 * Outside its personal parts the header is the same for everyone signed in: the page cache renders pages
 * for signed-in shoppers once, and the parts (who is signed in among them) per request.
 */
function Header({ search, cartCount, liveCart }: HeaderProps) {
  return (
    <header className="site-header">
      <div className="container header-row">
        <Personal render={ViewersMenu} props={{}} />
        <a className="logo" href="/" aria-label="SwiftCart home">
          <img src={asset("/static/logo.svg")} alt="SwiftCart" width="148" height="36" />
        </a>
        <Personal render={ViewersDeliverTo} props={{}} />
        <div className="header-search">
          <SearchForm id="header-search" defaultValue={search} />
        </div>
        <nav className="header-icons" aria-label="Your shortcuts">
          <a href="/wishlist" className="icon-link icon-wishlist" aria-label="Wishlist" title="Wishlist">
            <HeartIcon />
          </a>
          <a href="/cart" className="icon-link" aria-label="Cart" title="Cart">
            <CartIcon />
            <Personal render={ViewersCartBadge} props={{ cartCount, liveCart }} />
          </a>
          <Personal render={ViewersAccount} props={{}} />
        </nav>
      </div>
    </header>
  );
}

const promises: { icon: ReactNode; title: string; text: string; href?: string }[] = [
  { icon: <TruckIcon />, title: "Delivery in 12–24 hours", text: "From stores near you" },
  { icon: <ShieldIcon />, title: "Free shipping", text: "On every order, no minimum" },
  { icon: <WalletIcon />, title: "Pay your way", text: "Card, UPI or cash on delivery" },
  { icon: <ReturnIcon />, title: "Easy returns", text: "Damage claims within 7 days", href: "/return" },
];

const footerColumns: { heading: string; links: [string, string][] }[] = [
  {
    heading: "SwiftCart",
    links: [
      ["/", "Home"],
      ["/about", "About Us"],
      ["/career", "Careers"],
      ["/contactus", "Contact Us"],
      ["/cities", "Cities We Serve"],
    ],
  },
  {
    heading: "Policies",
    links: [
      ["/privacy", "Privacy Policy"],
      ["/termsofuse", "Terms of Use"],
      ["/return", "Return & Cancellation"],
      ["/shipping", "Shipping Policy"],
    ],
  },
  {
    heading: "Sell with us",
    links: [
      ["/store", "Become a Supplier"],
      ["/vendor-policy", "Vendor Policy"],
      ["/vendor-login", "Vendor Login"],
      ["/service-centers", "Brand Service Centres"],
    ],
  },
];

const footerContent = renderedOnce((year: string) => (
  <>
    <div className="promise-strip">
      <div className="container">
        <ul className="promise-list">
          {promises.map((p) => (
            <li key={p.title}>
              {p.icon}
              <span>
                <strong>{p.href ? <a href={p.href}>{p.title}</a> : p.title}</strong>
                <small>{p.text}</small>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
    <div className="container footer-grid">
      {footerColumns.map((column) => (
        <nav key={column.heading} aria-label={column.heading}>
          <h2>{column.heading}</h2>
          <ul>
            {column.links.map(([href, label]) => (
              <li key={href}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
      <div>
        <h2>Stay in touch</h2>
        <ul>
          <li>
            <a href="/twitter">Twitter</a>
          </li>
          <li>
            <a href="/linkedin">LinkedIn</a>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </li>
        </ul>
      </div>
    </div>
    <div className="container">
      <div className="footer-bottom">
        <p>© {year} SwiftCart Marketplace Pvt. Ltd.</p>
        <p>Prices in INR, inclusive of GST.</p>
      </div>
    </div>
  </>
));

function Footer() {
  return (
    <footer
      className="site-footer"
      dangerouslySetInnerHTML={footerContent(String(new Date().getFullYear()))}
    />
  );
}

interface LayoutProps {
  children: ReactNode;
  /** The search text, kept in the header's search box. */
  search?: string;
  cartCount?: number;
  /**
   * Set on pages whose islands change the cart (product page): only they pay for the badge's script, so a
   * page with no island of its own ships no JavaScript at all.
   */
  liveCart?: boolean;
}

export const personalParts = {
  ViewersLocationDialog,
  ViewersDeliverTo,
  ViewersCartBadge,
  ViewersMenu,
  ViewersAccount,
};

export function Layout({ children, search, cartCount, liveCart = false }: LayoutProps) {
  const viewer = useViewer();
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <Header search={search} cartCount={cartCount} liveCart={liveCart} />
      <main id="main" className="container" tabIndex={-1}>{children}</main>
      <Footer />
      <LocationDialog />
      {viewer.user && <SessionCheck />}
      {viewer.user && <FlashMessage />}
    </>
  );
}
