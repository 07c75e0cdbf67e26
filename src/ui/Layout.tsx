/** The storefront chrome of spec 2.2: header (logo, Deliver to, search, icons, Become a Seller, mobile menu), footer. */
import type { ReactNode } from "react";
import CartBadge from "../../islands/CartBadge.tsx";
import { CartIcon, HeartIcon, MenuIcon, PinIcon, SearchIcon, UserIcon } from "./icons.tsx";
import { asset } from "./assets.ts";

export const SUPPORT_EMAIL = "support@swiftcart.in";

function SearchForm({ id, defaultValue }: { id: string; defaultValue?: string }) {
  return (
    <form className="search" action="/products" method="get" role="search">
      <label htmlFor={id} className="visually-hidden">Search products</label>
      <input id={id} name="search" type="search" placeholder="Search mobiles, laptops, groceries…" defaultValue={defaultValue} autoComplete="off" />
      <button type="submit" aria-label="Search"><SearchIcon /></button>
    </form>
  );
}

function Header({ search }: { search?: string }) {
  return (
    <header className="site-header">
      <div className="container header-row">
        <a className="logo" href="/" aria-label="SwiftCart home">
          <img src={asset("/static/logo.svg")} alt="SwiftCart" width="148" height="36" />
        </a>
        <button type="button" className="deliver-to" data-deliver-to aria-haspopup="dialog">
          <PinIcon />
          <span>
            <small>Deliver to</small>
            <strong>Select location</strong>
          </span>
        </button>
        <div className="header-search">
          <SearchForm id="header-search" defaultValue={search} />
        </div>
        <nav className="header-icons" aria-label="Shortcuts">
          <a href="/wishlist" className="icon-link" aria-label="Wishlist"><HeartIcon /></a>
          <a href="/cart" className="icon-link" aria-label="Cart">
            <CartIcon />
            <CartBadge initialCount={0} />
          </a>
          <a href="/login-customer" className="icon-link" aria-label="Sign in"><UserIcon /></a>
          <a href="/store" className="btn btn-seller">Become a Seller</a>
        </nav>
        <details className="mobile-menu">
          <summary aria-label="Menu"><MenuIcon /></summary>
          <nav aria-label="Mobile menu">
            <SearchForm id="mobile-search" defaultValue={search} />
            <a href="/">Home</a>
            <a href="/wishlist">Wishlist</a>
            <a href="/cart">Cart</a>
            <a href="/login-customer">Sign in</a>
            <a href="/store" className="btn btn-seller">Become a Seller</a>
          </nav>
        </details>
      </div>
    </header>
  );
}

const footerColumns: { heading: string; links: [string, string][] }[] = [
  {
    heading: "SwiftCart",
    links: [["/", "Home"], ["/about", "About Us"], ["/career", "Careers"], ["/contactus", "Contact Us"], ["/cities", "Cities We Serve"]],
  },
  {
    heading: "Policies",
    links: [["/privacy", "Privacy Policy"], ["/termsofuse", "Terms of Use"], ["/return", "Return & Cancellation"], ["/shipping", "Shipping Policy"]],
  },
  {
    heading: "Sell with us",
    links: [["/store", "Become a Supplier"], ["/vendor-policy", "Vendor Policy"], ["/vendor-login", "Vendor Login"], ["/service-centers", "Brand Service Centres"]],
  },
];

function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2>{column.heading}</h2>
            <ul>
              {column.links.map(([href, label]) => <li key={href}><a href={href}>{label}</a></li>)}
            </ul>
          </nav>
        ))}
        <div>
          <h2>Stay in touch</h2>
          <ul>
            <li><a href="/twitter">Twitter</a></li>
            <li><a href="/linkedin">LinkedIn</a></li>
            <li><a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a></li>
          </ul>
          <p className="footer-note">Delivery in 12–24 hours · Free shipping · Pay by card, UPI or cash on delivery</p>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>© {new Date().getFullYear()} SwiftCart Marketplace Pvt. Ltd. · Prices in INR, inclusive of GST.</p>
      </div>
    </footer>
  );
}

export function Layout({ children, search }: { children: ReactNode; search?: string }) {
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <Header search={search} />
      <main id="main" className="container">{children}</main>
      <Footer />
    </>
  );
}
