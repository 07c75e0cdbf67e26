/**
 * The frame of the vendor's and the admin's sign-in and password reset pages: the form in a card, and
 * beside it what the area is for (each area passes its own lines).
 */
import type { ComponentType, ReactNode } from "react";
import { Layout } from "./Layout.tsx";

export interface AuthAside {
  /** The aside's accessible name. */
  label: string;
  heading: string;
  points: [ComponentType, string][];
}

export interface AuthPageProps {
  title: string;
  lead: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthFrame({ aside, title, lead, children, footer }: AuthPageProps & { aside: AuthAside }) {
  return (
    <Layout>
      <div className="auth-page">
        <aside className="auth-aside" aria-label={aside.label}>
          <h2>{aside.heading}</h2>
          <ul>
            {aside.points.map(([Icon, text]) => (
              <li key={text}>
                <Icon /> {text}
              </li>
            ))}
          </ul>
        </aside>
        <section className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title">{title}</h1>
          <p className="muted">{lead}</p>
          {children}
          {footer && <p className="auth-switch">{footer}</p>}
        </section>
      </div>
    </Layout>
  );
}
