/**
 * The API reference page, rendered on the server from the generated contract (no CDN, no script): the
 * document's intro (servers, licence, contact, how to sign in), operations grouped by tag, then every
 * schema with its fields. Headings go h1 (the API), h2 (a tag), h3 (an operation), h4 (its parts).
 */
import {
  groupByTag,
  type Json,
  type Operation,
  operationsOf,
  resolve,
  SCHEMA_PREFIX,
  schemaAnchor,
  schemasSent,
  tagAnchor,
} from "./model.ts";
import { MethodBadge, Prose, Text } from "./text.tsx";
import { type Marks, SchemaBody } from "./schema.tsx";
import { OperationCard } from "./operation.tsx";
import { renderDocument } from "../ui/render.tsx";
import { asset } from "../ui/assets.ts";

function SchemaCard(
  { name, schema, doc, usedBy, marks }: {
    name: string;
    schema: Json;
    doc: Json;
    usedBy: Operation[];
    marks: Marks;
  },
) {
  return (
    <article className="docs-schema" id={schemaAnchor(name)} aria-labelledby={`${schemaAnchor(name)}-title`}>
      <h3 id={`${schemaAnchor(name)}-title`}>
        {name}
        <a className="docs-anchor" href={`#${schemaAnchor(name)}`} aria-label={`Link to schema ${name}`}>#</a>
      </h3>
      {schema.description && (
        <p className="docs-desc">
          <Text>{schema.description}</Text>
        </p>
      )}
      <SchemaBody schema={schema} doc={doc} marks={marks} showType />
      {usedBy.length > 0 && (
        <p className="docs-used-by">
          Used by {usedBy.map((o, i) => (
            <span key={o.anchor}>
              {i > 0 && ", "}
              <a href={`#${o.anchor}`}>{o.method.toUpperCase()} {o.path}</a>
            </span>
          ))}
        </p>
      )}
    </article>
  );
}

function Contents({ groups, schemaNames }: { groups: [string, Operation[]][]; schemaNames: string[] }) {
  return (
    <>
      {groups.map(([tag, ops]) => (
        <div key={tag} className="docs-nav-group">
          <a className="docs-nav-tag" href={`#${tagAnchor(tag)}`}>{tag}</a>
          <ul>
            {ops.map((o) => (
              <li key={o.anchor}>
                <a href={`#${o.anchor}`}>
                  <MethodBadge method={o.method} /> <span>{o.path}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {schemaNames.length > 0 && (
        <div className="docs-nav-group">
          <a className="docs-nav-tag" href="#schemas">Schemas</a>
          <ul>
            {schemaNames.map((name) => (
              <li key={name}>
                <a href={`#${schemaAnchor(name)}`}>{name}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** Servers, licence, contact and the ways to sign in, as a short list of facts; only what the document says. */
function About({ doc }: { doc: Json }) {
  const servers: Json[] = doc.servers ?? [];
  const { license, contact, termsOfService } = doc.info ?? {};
  const schemes = Object.entries((doc.components?.securitySchemes ?? {}) as Json).map(([name, s]) =>
    [name, resolve(doc, s) ?? {}] as const
  );
  return (
    <dl className="docs-about">
      <div>
        <dt>Format</dt>
        <dd>OpenAPI {doc.openapi}</dd>
      </div>
      {servers.length > 0 && (
        <div>
          <dt>{servers.length > 1 ? "Servers" : "Server"}</dt>
          {servers.map((server) => (
            <dd key={server.url}>
              <code>{server.url}</code>
              {server.description && (
                <>
                  {" — "}
                  <Text>{server.description}</Text>
                </>
              )}
            </dd>
          ))}
        </div>
      )}
      {schemes.length > 0 && (
        <div>
          <dt>Signing in</dt>
          {schemes.map(([name, scheme]) => (
            <dd key={name}>
              <code>{name}</code>
              {scheme.in && scheme.name
                ? (
                  <>
                    {` (${scheme.type === "apiKey" ? "" : `${scheme.type}, `}${scheme.in} `}
                    <code>{scheme.name}</code>)
                  </>
                )
                : ` (${[scheme.type, scheme.scheme].filter(Boolean).join(" ")})`}
              {scheme.description && (
                <>
                  {": "}
                  <Text>{scheme.description}</Text>
                </>
              )}
            </dd>
          ))}
        </div>
      )}
      {license?.name && (
        <div>
          <dt>Licence</dt>
          <dd>
            {license.url ? <a href={license.url}>{license.name}</a> : license.name}
            {license.identifier && (
              <>
                {" "}
                (<code>{license.identifier}</code>)
              </>
            )}
          </dd>
        </div>
      )}
      {termsOfService && (
        <div>
          <dt>Terms</dt>
          <dd>
            <a href={termsOfService}>{termsOfService}</a>
          </dd>
        </div>
      )}
      {(contact?.name || contact?.email || contact?.url) && (
        <div>
          <dt>Contact</dt>
          <dd>
            {contact.name}
            {contact.email && (
              <>
                {contact.name && ": "}
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </>
            )}
            {contact.url && (
              <>
                {(contact.name || contact.email) && " · "}
                <a href={contact.url}>{contact.url}</a>
              </>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}

function TagSection(
  { id, title, description, operations, doc }: {
    id: string;
    title: string;
    description?: string;
    operations: Operation[];
    doc: Json;
  },
) {
  return (
    <section className="docs-tag" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {description && (
        <p className="docs-desc">
          <Text>{description}</Text>
        </p>
      )}
      {operations.map((operation) => (
        <OperationCard
          key={operation.anchor}
          operation={operation}
          doc={doc}
        />
      ))}
    </section>
  );
}

export function ApiReference({ doc }: { doc: Json }) {
  const operations = operationsOf(doc);
  const webhooks = operationsOf(doc, "webhooks");
  const groups = groupByTag(doc, operations);
  if (webhooks.length) groups.push(["Webhooks", webhooks]);
  const schemas = Object.entries((doc.components?.schemas ?? {}) as Json).sort(([a], [b]) =>
    a.localeCompare(b)
  );
  const tagInfo = new Map<string, string>((doc.tags ?? []).map((t: Json) => [t.name, t.description]));
  const all = [...operations, ...webhooks];
  const texts = new Map(all.map((o) => [o, JSON.stringify(o.op)]));
  const mentions = (o: Operation, name: string) => texts.get(o)!.includes(`"${SCHEMA_PREFIX}${name}"`);
  const sent = schemasSent(doc);
  const schemaNames = schemas.map(([n]) => n);
  return (
    <div className="docs">
      <a className="skip-link" href="#docs-content">Skip to the reference</a>
      <header className="docs-top">
        <a href="/" className="docs-logo">
          <img src={asset("/static/logo.svg")} alt="SwiftCart home" width="148" height="36" />
        </a>
        <span className="docs-top-title">API reference</span>
        <nav className="docs-top-links" aria-label="Machine-readable contract">
          <a href="/openapi.yaml">openapi.yaml</a>
          <a href="/openapi.json">openapi.json</a>
        </nav>
      </header>
      <div className="docs-layout">
        <aside className="docs-sidebar">
          <nav aria-label="API contents">
            <Contents groups={groups} schemaNames={schemaNames} />
          </nav>
        </aside>
        <main className="docs-main" id="docs-content">
          <section className="docs-intro">
            <h1>
              {doc.info?.title} <span className="docs-version">v{doc.info?.version}</span>
            </h1>
            {doc.info?.summary && (
              <p>
                <Text>{doc.info.summary}</Text>
              </p>
            )}
            <Prose text={doc.info?.description} />
            <About doc={doc} />
            <details className="docs-toc">
              <summary>Contents</summary>
              <nav aria-label="API contents (compact)">
                <Contents groups={groups} schemaNames={schemaNames} />
              </nav>
            </details>
          </section>
          {groups.map(([tag, ops]) => (
            <TagSection
              key={tag}
              id={tag === "Webhooks" && ops === webhooks ? "webhooks" : tagAnchor(tag)}
              title={tag}
              description={tagInfo.get(tag) ??
                (ops === webhooks ? "Calls this API makes to yours when something happens." : undefined)}
              operations={ops}
              doc={doc}
            />
          ))}
          {schemas.length > 0 && (
            <section className="docs-tag" id="schemas" aria-labelledby="schemas-title">
              <h2 id="schemas-title">Schemas</h2>
              <p className="docs-desc">
                The shapes of the bodies above. In an answer every field is present unless marked optional; a
                request body marks its required fields. Nullable fields say so in their type.
              </p>
              {schemas.map(([name, schema]) => (
                <SchemaCard
                  key={name}
                  name={name}
                  schema={schema as Json}
                  doc={doc}
                  usedBy={all.filter((o) => mentions(o, name))}
                  marks={sent.has(name) ? "request" : "response"}
                />
              ))}
            </section>
          )}
        </main>
      </div>
    </div>
  );
}

/** The whole /docs page for a document. */
export function renderApiReference(doc: Json): string {
  return renderDocument(<ApiReference doc={doc} />, {
    title: "API reference",
    description: doc.info?.summary ??
      "The SwiftCart marketplace HTTP API: every call, who may make it, what to send and what comes back.",
  });
}
