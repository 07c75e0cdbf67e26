import type { ReactNode } from "react";
import { Layout } from "../Layout.tsx";
import { AuthAside } from "./AuthAside.tsx";

/** A path that carries where the customer was going (`next`), when that is not the home page. */
export const withNext = (path: string, next: string) =>
  next === "/" ? path : `${path}?next=${encodeURIComponent(next)}`;

/** The customer's log-in and sign-up pages: the store's promises beside a card with a form. */
export function CustomerAuthPage(
  { title, lead, footer, children }: { title: string; lead: string; footer: ReactNode; children: ReactNode },
) {
  return (
    <Layout>
      <div className="auth-page">
        <AuthAside />
        <section className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title">{title}</h1>
          <p className="muted">{lead}</p>
          {children}
          <p className="auth-switch">{footer}</p>
        </section>
      </div>
    </Layout>
  );
}
