/**
 * The shared look of the policy and information pages: breadcrumb, title, summary, last-updated date, an
 * optional strip of key facts, a table of contents (sticky beside the text on desktop, at the top on phones)
 * and numbered sections with anchors, then links to related pages.
 */
import type { ReactNode } from "react";
import { Layout } from "../ui/Layout.tsx";
import { formatDate } from "./company.ts";

export interface ContentSection {
  /** Anchor id: stable, because other pages and support replies link to it. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface RelatedLink {
  href: string;
  label: string;
  description: string;
}

export interface KeyFact {
  value: string;
  label: string;
}

interface ContentPageProps {
  title: string;
  summary: ReactNode;
  /** ISO date; omitted on pages that are not policies. */
  updated?: string;
  facts?: KeyFact[];
  sections: ContentSection[];
  related?: RelatedLink[];
}

export function Breadcrumb({ title }: { title: string }) {
  return (
    <nav className="content-breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <a href="/">Home</a>
        </li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}

export function KeyFacts({ facts }: { facts: KeyFact[] }) {
  return (
    <ul className="content-facts" aria-label="At a glance">
      {facts.map((fact) => (
        <li key={fact.label}>
          <strong>{fact.value}</strong>
          <span>{fact.label}</span>
        </li>
      ))}
    </ul>
  );
}

export function RelatedPages({ links }: { links: RelatedLink[] }) {
  return (
    <section className="content-related" aria-labelledby="related-heading">
      <h2 id="related-heading">Related pages</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>
              <strong>{link.label}</strong>
              <span>{link.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A highlighted note inside a section: "info" for tips, "warning" for deadlines people must not miss. */
export function Callout({ tone = "info", children }: { tone?: "info" | "warning"; children: ReactNode }) {
  return <div className={`content-callout content-callout-${tone}`}>{children}</div>;
}

export function ContentPage({ title, summary, updated, facts, sections, related }: ContentPageProps) {
  return (
    <Layout>
      <Breadcrumb title={title} />
      <article className="content-page">
        <header className="content-hero">
          <h1>{title}</h1>
          <div className="content-lead">{summary}</div>
          {updated && (
            <p className="content-updated">
              Last updated: <time dateTime={updated}>{formatDate(updated)}</time>
            </p>
          )}
        </header>
        {facts && <KeyFacts facts={facts} />}
        <div className="content-layout">
          <nav className="content-toc" aria-labelledby="toc-heading">
            <h2 id="toc-heading">On this page</h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="content-body">
            {sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`}>{section.title}</h2>
                {section.content}
              </section>
            ))}
          </div>
        </div>
        {related && <RelatedPages links={related} />}
      </article>
    </Layout>
  );
}
