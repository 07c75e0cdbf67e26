/**
 * One operation on /docs: who may call it, its parameters, its request body (fields with their rules and
 * an example) and every answer it may give (status, body, headers, example), errors included.
 */
import { accessOf, type Json, type Operation, resolve } from "./model.ts";
import { CodeBlock, MethodBadge, PathText, Text } from "./text.tsx";
import { Field, type Marks, sampleOf, SchemaBody, TypeText } from "./schema.tsx";

/** "Who may call": Public, or the credentials it needs (any one line of them), plus a role. */
function AccessLine({ op, doc }: { op: Json; doc: Json }) {
  const access = accessOf(doc, op);
  return (
    <p className="docs-access">
      <span className="docs-access-label">Who may call:</span>
      {access.isPublic && <span className="docs-access-item docs-access-public">Public</span>}
      {access.alternatives.map((needs, i) => (
        <span key={i} className="docs-access-item docs-access-session">
          {access.isPublic || i > 0 ? "or " : ""}
          {needs.map((need, j) => (
            <span key={need.scheme}>
              {j > 0 && " and "}
              {need.label}
              {need.key && (
                <>
                  {` (${need.place} `}
                  <code>{need.key}</code>
                  {")"}
                </>
              )}
              {need.scopes && ` (scopes ${need.scopes.join(", ")})`}
            </span>
          ))}
        </span>
      ))}
      {access.roles.length > 0 && (
        <span className="docs-access-item docs-access-role">
          Role: {access.roles.map((role, i) => (
            <span key={role}>
              {i > 0 && " or "}
              <strong>{role}</strong>
            </span>
          ))}
        </span>
      )}
    </p>
  );
}

function Parameters({ op, doc }: { op: Json; doc: Json }) {
  const parameters = (op.parameters ?? []).map((p: Json) => resolve(doc, p)).filter(Boolean) as Json[];
  if (!parameters.length) return null;
  return (
    <>
      <h4>Parameters</h4>
      <ul className="docs-fields">
        {parameters.map((p) => (
          <Field
            key={p.in + p.name}
            name={p.name}
            schema={p.schema ?? (Object.values(p.content ?? {})[0] as Json | undefined)?.schema ?? {}}
            doc={doc}
            marks="request"
            location={p.in}
            required={p.required}
            description={p.description}
            example={p.example ?? firstExample(doc, p.examples)}
            deprecated={p.deprecated}
          />
        ))}
      </ul>
    </>
  );
}

/** The value of the first entry of an `examples` map (Example objects, maybe referenced). */
function firstExample(doc: Json, examples?: Json): unknown {
  const first = Object.values(examples ?? {})[0];
  return first === undefined ? undefined : resolve(doc, first)?.value;
}

/** Characters of JSON an example may take to be shown inline rather than folded. */
const SHORT_EXAMPLE = 80;

/** The examples a media type gives, or one sample built from its schema when asked to. */
function Examples(
  { media, doc, what, marks, build }: { media: Json; doc: Json; what: string; marks: Marks; build: boolean },
) {
  const named = Object.entries((media.examples ?? {}) as Json).map(([name, e]) => {
    const example = resolve(doc, e) ?? {};
    return { title: example.summary ?? name, value: example.value ?? example.externalValue };
  });
  const given = media.example !== undefined ? [{ title: "", value: media.example }] : named;
  const examples = given.length || !build
    ? given
    : [{ title: "", value: sampleOf(media.schema, doc, marks) }];
  return (
    <>
      {examples.map(({ title, value }, i) => {
        const label = `Example ${what}${title ? `: ${title}` : ""}`;
        const oneLine = JSON.stringify(value) ?? "";
        // A short example reads best on one line; a long one folds away in a scrolling box.
        return oneLine.length <= SHORT_EXAMPLE
          ? (
            <p key={i} className="docs-facts docs-example-inline">
              {label} <code>{oneLine}</code>
            </p>
          )
          : (
            <details key={i} className="docs-example">
              <summary>{label}</summary>
              <CodeBlock label={label} value={value} />
            </details>
          );
      })}
    </>
  );
}

/** A body's content type and schema: a link to a named schema, or the fields of an inline one. */
function MediaType({ type, media, doc, marks }: { type: string; media: Json; doc: Json; marks: Marks }) {
  const schema: Json | undefined = media.schema;
  const inline = schema && !schema.$ref;
  return (
    <>
      <p className="docs-media">
        <code>{type}</code>
        {schema && (
          <span className="docs-type">
            <TypeText schema={schema} />
          </span>
        )}
      </p>
      {inline && schema.description && (
        <p className="docs-field-desc">
          <Text>{schema.description}</Text>
        </p>
      )}
      {inline && <SchemaBody schema={schema} doc={doc} marks={marks} expandRefs={marks === "request"} />}
    </>
  );
}

function RequestBody({ op, doc, anchor }: { op: Json; doc: Json; anchor: string }) {
  const body = resolve(doc, op.requestBody);
  if (!body) return null;
  const content = Object.entries((body.content ?? {}) as Json);
  return (
    <>
      <h4 id={`${anchor}-body`}>
        Request body {body.required
          ? <span className="docs-required">required</span>
          : <span className="docs-optional">optional</span>}
      </h4>
      <div className="docs-body">
        {body.description && (
          <p className="docs-field-desc">
            <Text>{body.description}</Text>
          </p>
        )}
        {content.map(([type, media]) => (
          <div key={type} className="docs-body-media">
            <MediaType type={type} media={media} doc={doc} marks="request" />
            <NamedSchemaFields schema={media.schema} doc={doc} />
            <Examples media={media} doc={doc} what="request body" marks="request" build={/json/.test(type)} />
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * A request body that names a schema: its fields are repeated here, required ones marked, since what to
 * send is the first thing a caller looks for; the schema's own entry below has the same list.
 */
function NamedSchemaFields({ schema, doc }: { schema?: Json; doc: Json }) {
  if (!schema?.$ref) return null;
  const named = resolve(doc, schema) ?? {};
  return (
    <>
      {named.description && (
        <p className="docs-field-desc">
          <Text>{named.description}</Text>
        </p>
      )}
      <SchemaBody schema={named} doc={doc} marks="request" expandRefs />
    </>
  );
}

function statusClass(status: string) {
  return `docs-status docs-status-${/^[1-5]/.test(status) ? status[0] : "d"}xx`;
}

function Responses({ op, doc }: { op: Json; doc: Json }) {
  const responses = Object.entries((op.responses ?? {}) as Json);
  if (!responses.length) return null;
  return (
    <>
      <h4>Responses</h4>
      <ul className="docs-responses">
        {responses.map(([status, ref]) => {
          const response = resolve(doc, ref) ?? {};
          const content = Object.entries((response.content ?? {}) as Json);
          const headers = Object.entries((response.headers ?? {}) as Json).map(([name, h]) =>
            [name, resolve(doc, h) ?? {}] as const
          );
          const success = /^2/.test(status);
          return (
            <li key={status} className="docs-response">
              <div className="docs-response-head">
                <span className={statusClass(status)}>{status === "default" ? "other" : status}</span>
                <span className="docs-response-desc">
                  <Text>{response.description}</Text>
                </span>
              </div>
              {content.map(([type, media]) => (
                <div key={type} className="docs-response-media">
                  <MediaType type={type} media={media} doc={doc} marks="response" />
                  <Examples
                    media={media}
                    doc={doc}
                    what={`${status} body`}
                    marks="response"
                    build={success && /json/.test(type)}
                  />
                </div>
              ))}
              {headers.length > 0 && (
                <ul className="docs-fields docs-headers" aria-label={`Headers of the ${status} answer`}>
                  {headers.map(([name, header]) => (
                    <Field
                      key={name}
                      name={name}
                      schema={header.schema ?? {}}
                      doc={doc}
                      marks="response"
                      location="header"
                      required
                      description={header.description}
                      example={header.example}
                      deprecated={header.deprecated}
                    />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function OperationCard({ operation, doc }: { operation: Operation; doc: Json }) {
  const { op, method, path, anchor } = operation;
  return (
    <article className="docs-op" id={anchor} aria-labelledby={`${anchor}-title`}>
      <h3 className="docs-op-title" id={`${anchor}-title`}>
        <MethodBadge method={method} />
        <PathText path={path} />
        {op.deprecated && <span className="docs-deprecated">deprecated</span>}
        <a className="docs-anchor" href={`#${anchor}`} aria-label={`Link to ${method.toUpperCase()} ${path}`}>
          #
        </a>
      </h3>
      {op.summary && <p className="docs-summary">{op.summary}</p>}
      {op.description && (
        <p className="docs-desc">
          <Text>{op.description}</Text>
        </p>
      )}
      <AccessLine op={op} doc={doc} />
      <Parameters op={op} doc={doc} />
      <RequestBody op={op} doc={doc} anchor={anchor} />
      <Responses op={op} doc={doc} />
    </article>
  );
}
