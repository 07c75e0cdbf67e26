/** A panel page's frame: its title and actions, sections as white cards, and notices. */
import type { ReactNode } from "react";
import { PanelIcon } from "./icons.tsx";

export interface PanelPageProps {
  /** The page's one <h1>. */
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or links at the title's right, e.g. Add Product. */
  actions?: ReactNode;
  children?: ReactNode;
}

export function PanelPage({ title, description, actions, children }: PanelPageProps) {
  return (
    <>
      <header className="panel-page-head">
        <div>
          <h1>{title}</h1>
          {description && <p className="panel-page-description">{description}</p>}
        </div>
        {actions && <div className="panel-page-actions">{actions}</div>}
      </header>
      {children}
    </>
  );
}

/** A titled white card; `id` also labels it for screen readers. */
export function PanelSection(
  { id, title, actions, children, className }: {
    id: string;
    title: string;
    actions?: ReactNode;
    children?: ReactNode;
    className?: string;
  },
) {
  return (
    <section className={`panel-section${className ? ` ${className}` : ""}`} aria-labelledby={`${id}-title`}>
      <header className="panel-section-head">
        <h2 id={`${id}-title`}>{title}</h2>
        {actions}
      </header>
      {children}
    </section>
  );
}

export type NoticeTone = "info" | "warning" | "danger" | "success";

/** A notice across the page: approval awaited, a store switched off, a saved change. */
export function PanelNotice(
  { tone, title, children, testId }: {
    tone: NoticeTone;
    title?: string;
    children?: ReactNode;
    testId?: string;
  },
) {
  return (
    <div className={`panel-notice panel-notice-${tone}`} data-testid={testId}>
      {tone !== "info" && tone !== "success" && <PanelIcon name="alert" />}
      <p>
        {title && <strong>{title}.</strong>} {children}
      </p>
    </div>
  );
}
