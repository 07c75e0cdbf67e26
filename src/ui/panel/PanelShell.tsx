/**
 * The chrome of a panel (vendor area, admin panel): a skip link, the sidebar built from data, a top bar with
 * who is signed in and Sign Out, notices, then the page. On phones and tablets the sidebar folds into a menu
 * in the top bar: a <details> element, so it needs no script.
 */
import type { ReactNode } from "react";
import { SignOutForm } from "./SignOutForm.tsx";
import FlashMessage from "../../../islands/FlashMessage.tsx";
import { asset } from "../assets.ts";
import { PanelIcon, type PanelIconName } from "./icons.tsx";

export interface NavItem {
  href: string;
  label: string;
  icon?: PanelIconName;
  /** Other pages that belong to this item, e.g. the product form under Products (a path or its prefix). */
  also?: string[];
}

/** A run of sidebar links, optionally under a heading that is not a link (e.g. Orders Management). */
export interface NavGroup {
  heading?: string;
  items: NavItem[];
}

export interface PanelShellProps {
  /** The panel's name beside the logo, e.g. "Seller Hub"; also names its menu. */
  area: string;
  /** Where the logo leads: the panel's first page. */
  home: string;
  nav: NavGroup[];
  /** The page shown, to mark its sidebar link. */
  url: URL;
  /** Who is signed in: a caption ("Store") and a name ("Phone Bazaar"). */
  account: { caption: string; name: string };
  /** The sign-out call, and where the browser goes after it. */
  signOut: { path: string; to: string };
  /** Shown above every page of the panel, e.g. the store's approval notice. */
  notices?: ReactNode;
  /** A badge in the top bar, e.g. the admin panel's 'Admin' linking to its dashboard. */
  badge?: { label: string; href: string };
  /** Whether a sign-in's one-shot message may wait for this page (islands/_flash.ts): only then its island. */
  flash?: boolean;
  children?: ReactNode;
}

export const MAIN_ID = "panel-main";

export function isCurrent(item: NavItem, path: string): boolean {
  if (path === item.href) return true;
  return (item.also ?? []).some((other) => path === other || path.startsWith(`${other}/`));
}

function Nav({ area, nav, path, id }: { area: string; nav: NavGroup[]; path: string; id: string }) {
  return (
    <nav className="panel-nav" aria-label={`${area} menu`} id={id}>
      {nav.map((group, g) => (
        <div className="panel-nav-group" key={group.heading ?? g}>
          {group.heading && <p className="panel-nav-heading">{group.heading}</p>}
          <ul>
            {group.items.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={isCurrent(item, path) ? "page" : undefined}>
                  {item.icon && <PanelIcon name={item.icon} />}
                  <span>{item.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function Brand({ area, home }: { area: string; home: string }) {
  return (
    <a className="panel-brand" href={home}>
      <img src={asset("/static/logo.svg")} alt="SwiftCart" width="118" height="29" />
      <span>{area}</span>
    </a>
  );
}

export function PanelShell(
  { area, home, nav, url, account, signOut, notices, badge, flash = false, children }: PanelShellProps,
) {
  return (
    <div className="panel-app">
      <a className="skip-link" href={`#${MAIN_ID}`}>Skip to content</a>
      <aside className="panel-sidebar">
        <Brand area={area} home={home} />
        <Nav area={area} nav={nav} path={url.pathname} id="panel-nav" />
      </aside>
      <div className="panel-body">
        <header className="panel-topbar">
          <details className="panel-menu">
            <summary>
              <PanelIcon name="menu" />
              <span>Menu</span>
            </summary>
            <div className="panel-menu-sheet">
              <p className="panel-menu-account">
                <small>{account.caption}</small> <strong>{account.name}</strong>
              </p>
              <Nav area={area} nav={nav} path={url.pathname} id="panel-nav-compact" />
            </div>
          </details>
          <div className="panel-topbar-brand">
            <Brand area={area} home={home} />
          </div>
          <div className="panel-account">
            {badge && <a className="panel-badge" href={badge.href} data-testid="panel-badge">{badge.label}
            </a>}
            <p className="panel-account-name">
              <small>{account.caption}</small>
              <strong>{account.name}</strong>
            </p>
            <SignOutForm path={signOut.path} />
          </div>
        </header>
        <main className="panel-main" id={MAIN_ID} tabIndex={-1}>
          {notices}
          {children}
        </main>
        {flash && <FlashMessage />}
      </div>
    </div>
  );
}
