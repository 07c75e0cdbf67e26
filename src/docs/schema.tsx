/**
 * Schemas in words: a type with links to named schemas, its rules (bounds, lengths, pattern, "no other
 * fields"), and its fields as a list, nested objects indented. Also a sample body built from the examples.
 */
import type { ReactNode } from "react";
import { type Json, nestedObject, objectView, refName, resolve, schemaAnchor } from "./model.ts";
import { Text, valueText } from "./text.tsx";

/**
 * How a field list marks presence. In a request, a field is either required or optional; in an answer
 * every field is there unless marked optional, so "required" would only add noise.
 */
export type Marks = "request" | "response";

const typesOf = (schema: Json): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** `{ type: "null" }`: the "or null" of a nullable union, not a shape of its own. */
const isNullOnly = (schema: Json) => typesOf(schema).length > 0 && typesOf(schema).every((t) => t === "null");

/** The type of a schema in words, with links to named schemas: "array of Category", "string | null". */
export function TypeText({ schema }: { schema?: Json }): ReactNode {
  if (!schema || Object.keys(schema).length === 0) return "any";
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return <a href={`#${schemaAnchor(name)}`}>{name}</a>;
  }
  if (schema.allOf) {
    // zod writes a nullable or re-described named schema as allOf [ref, { type: [..., "null"] }].
    const shapes = (schema.allOf as Json[]).filter((s) => s.$ref || s.properties || s.allOf || s.anyOf);
    const nullable = (schema.allOf as Json[]).some((s) => typesOf(s).includes("null"));
    return (
      <>
        {shapes.map((s, i) => (
          <span key={i}>
            {i > 0 && " & "}
            <TypeText schema={s} />
          </span>
        ))}
        {shapes.length === 0 && "object"}
        {nullable && " | null"}
      </>
    );
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    return variants.map((s: Json, i: number) => (
      <span key={i}>
        {i > 0 && " | "}
        <TypeText schema={s} />
      </span>
    ));
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const types = typesOf(schema);
  if (!types.length) types.push(schema.properties ? "object" : schema.items ? "array" : "any");
  return types.map((type, i) => (
    <span key={type}>
      {i > 0 && " | "}
      {type === "array"
        ? (
          <>
            array of <TypeText schema={schema.items} />
          </>
        )
        : schema.enum && type !== "null"
        ? schema.enum.filter((v: unknown) => v !== null).map((v: unknown) => JSON.stringify(v)).join(" | ")
        : type}
      {schema.format && type !== "null" && type !== "array" ? ` (${schema.format})` : ""}
    </span>
  ));
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function range(low: number | undefined, high: number | undefined, unit = (n: number) => String(n)) {
  if (low !== undefined && high !== undefined) {
    return low === high ? `Exactly ${unit(low)}` : `${low} to ${unit(high)}`;
  }
  if (low !== undefined) return `At least ${unit(low)}`;
  if (high !== undefined) return `At most ${unit(high)}`;
  return undefined;
}

/** "1 to 200", "At least 1", "More than 0 and at most 5": `exclusive*` as numbers (3.1) or flags (3.0). */
function numberBounds(schema: Json): string | undefined {
  const exclusive = (value: unknown, bound: unknown) =>
    typeof value === "number" ? value : value === true ? bound as number : undefined;
  const above = exclusive(schema.exclusiveMinimum, schema.minimum);
  const below = exclusive(schema.exclusiveMaximum, schema.maximum);
  const min = above === undefined ? schema.minimum : undefined;
  const max = below === undefined ? schema.maximum : undefined;
  if (min !== undefined && max !== undefined) return range(min, max);
  const phrases = [
    min !== undefined && `at least ${min}`,
    above !== undefined && `more than ${above}`,
    max !== undefined && `at most ${max}`,
    below !== undefined && `less than ${below}`,
  ].filter(Boolean).join(" and ");
  return phrases ? phrases[0].toUpperCase() + phrases.slice(1) : undefined;
}

/** The rules of a schema as short facts: default, bounds, lengths, pattern, item counts, other fields. */
export function facts(schema: Json = {}, doc?: Json): ReactNode[] {
  const list: ReactNode[] = [];
  if (schema.deprecated) list.push(<strong key="deprecated">Deprecated</strong>);
  if (schema.readOnly) list.push("Read-only: never sent");
  if (schema.writeOnly) list.push("Write-only: never answered");
  if (schema.default !== undefined) {
    list.push(
      <span key="default">
        Default <code>{JSON.stringify(schema.default)}</code>
      </span>,
    );
  }
  const bounds = numberBounds(schema);
  if (bounds) list.push(bounds);
  if (schema.multipleOf !== undefined) list.push(`A multiple of ${schema.multipleOf}`);
  const length = range(schema.minLength, schema.maxLength, (n) => plural(n, "character"));
  if (length) list.push(length);
  if (schema.pattern) {
    list.push(
      <span key="pattern">
        Matches <code>{schema.pattern}</code>
      </span>,
    );
  }
  const items = range(schema.minItems, schema.maxItems, (n) => plural(n, "item"));
  if (items) list.push(items);
  if (schema.uniqueItems) list.push("No repeated items");
  const props = range(schema.minProperties, schema.maxProperties, (n) => plural(n, "field"));
  if (props) list.push(props);
  const view = doc && !schema.$ref ? objectView(schema, doc) : undefined;
  if (view?.additional === false) list.push(<strong key="closed">No other fields</strong>);
  else if (view?.additional) {
    list.push(
      <span key="additional">
        Other fields: <TypeText schema={view.additional} />
      </span>,
    );
  } else if (!view && schema.type === "object" && schema.additionalProperties) {
    // A map: no named fields, any keys.
    list.push(
      <span key="map">
        Any keys, each <TypeText schema={schema.additionalProperties} />
      </span>,
    );
  }
  return list;
}

/** Facts joined by dots, then the example; nothing when there is nothing to say. */
export function Facts({ list, example }: { list: ReactNode[]; example?: unknown }) {
  if (!list.length && example === undefined) return null;
  return (
    <p className="docs-facts">
      {list.map((fact, i) => (
        <span key={i}>
          {i > 0 && " · "}
          {fact}
        </span>
      ))}
      {list.length > 0 && example !== undefined && " · "}
      {example !== undefined && (
        <>
          Example <code>{valueText(example)}</code>
        </>
      )}
    </p>
  );
}

interface FieldProps {
  name: string;
  schema: Json;
  doc: Json;
  marks: Marks;
  required?: boolean;
  /** Where a parameter travels (path, query, header, cookie), or "header" for an answer's header. */
  location?: string;
  description?: string;
  example?: unknown;
  deprecated?: boolean;
}

/** One parameter, header or schema field: name, type, where, presence, then its description and rules. */
export function Field(props: FieldProps) {
  const { name, schema, doc, marks, required, location, deprecated } = props;
  const given = props.example ?? schema.example ?? schema.examples?.[0];
  // An example equal to the default says nothing new.
  const example = given !== undefined && given !== schema.default ? given : undefined;
  const text = props.description ?? schema.description;
  const nested = nestedObject(schema);
  const list = facts(schema, doc);
  if (deprecated && !schema.deprecated) list.unshift(<strong key="deprecated">Deprecated</strong>);
  return (
    <li className="docs-field">
      <div className="docs-field-head">
        <code className="docs-field-name">{name}</code>
        <span className="docs-type">
          <TypeText schema={schema} />
        </span>
        {location && <span className="docs-in">{location}</span>}
        {required && marks === "request" && <span className="docs-required">required</span>}
        {!required && <span className="docs-optional">optional</span>}
      </div>
      {text && (
        <p className="docs-field-desc">
          <Text>{text}</Text>
        </p>
      )}
      <Facts list={list} example={example} />
      {nested && <Fields schema={nested} doc={doc} marks={marks} />}
    </li>
  );
}

export function Fields({ schema, doc, marks }: { schema: Json; doc: Json; marks: Marks }) {
  const view = objectView(schema, doc);
  if (!view?.properties.length) return null;
  return (
    <ul className="docs-fields">
      {view.properties.map(([name, s]) => (
        <Field
          key={name}
          name={name}
          schema={s}
          doc={doc}
          marks={marks}
          required={view.required.has(name)}
        />
      ))}
    </ul>
  );
}

interface SchemaBodyProps {
  schema: Json;
  doc: Json;
  marks: Marks;
  /** Say the type first: where nothing above has (a schema's own entry). */
  showType?: boolean;
  /** Repeat the fields of named schemas among the variants, rather than only linking them. */
  expandRefs?: boolean;
  depth?: number;
}

/**
 * What a schema holds: for an object, its rules and fields; for a union of shapes ("cash or paid order"),
 * each shape in turn; for anything else (an array, a string), its type and rules, then the fields of what
 * it holds.
 */
export function SchemaBody({ schema, doc, marks, showType, expandRefs, depth = 0 }: SchemaBodyProps) {
  const list = facts(schema, doc);
  if (objectView(schema, doc)) {
    return (
      <>
        <Facts list={list} />
        <Fields schema={schema} doc={doc} marks={marks} />
      </>
    );
  }
  const typeLine = showType && (
    <p className="docs-schema-type">
      <span className="docs-type">
        <TypeText schema={schema} />
      </span>
    </p>
  );
  const variants: Json[] = (schema.anyOf ?? schema.oneOf ?? []).filter((v: Json) => !isNullOnly(v));
  if (depth < 3 && variants.some((v) => v.$ref || objectView(v, doc))) {
    return (
      <>
        {typeLine}
        <Facts list={list} />
        <p className="docs-variants-lead">
          {schema.oneOf ? "Exactly one of these shapes:" : "One of these shapes:"}
        </p>
        <ol className="docs-variants">
          {variants.map((variant, i) => {
            const shown = variant.$ref ? (expandRefs ? resolve(doc, variant) : undefined) : variant;
            return (
              <li key={i} className="docs-variant">
                <p className="docs-variant-head">
                  <span className="docs-type">
                    <TypeText schema={variant} />
                  </span>
                  {shown?.description && (
                    <span className="docs-variant-desc">
                      <Text>{shown.description}</Text>
                    </span>
                  )}
                </p>
                {shown && (
                  <SchemaBody
                    schema={shown}
                    doc={doc}
                    marks={marks}
                    expandRefs={expandRefs}
                    depth={depth + 1}
                  />
                )}
              </li>
            );
          })}
        </ol>
      </>
    );
  }
  const inner = nestedObject(schema);
  return (
    <>
      {typeLine}
      <Facts list={list} />
      {inner && <Fields schema={inner} doc={doc} marks={marks} />}
    </>
  );
}

/**
 * A plausible body built from the schema's examples, to show the shape at a glance. For a request, only
 * the required fields (unless none is), so the sample is the smallest valid body.
 */
export function sampleOf(schema: Json | undefined, doc: Json, marks: Marks, depth = 0): unknown {
  if (!schema || depth > 12) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.$ref) return sampleOf(resolve(doc, schema), doc, marks, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const view = objectView(schema, doc);
  if (view) {
    const wanted = marks === "request" && view.required.size
      ? view.properties.filter(([name]) => view.required.has(name))
      : view.properties;
    return Object.fromEntries(wanted.map(([k, v]) => [k, sampleOf(v, doc, marks, depth + 1)]));
  }
  const variant = (schema.anyOf ?? schema.oneOf)?.find((s: Json) => !isNullOnly(s));
  if (variant) return sampleOf(variant, doc, marks, depth + 1);
  if (schema.allOf?.length) return sampleOf(schema.allOf[0], doc, marks, depth + 1);
  switch (typesOf(schema).find((t) => t !== "null")) {
    case "object":
      return {};
    case "array":
      return [sampleOf(schema.items, doc, marks, depth + 1)];
    case "string":
      return schema.format === "date-time" ? "2025-01-15T10:30:00.000Z" : "string";
    case "integer":
    case "number":
      return schema.minimum ?? 0;
    case "boolean":
      return true;
    default:
      return null;
  }
}
