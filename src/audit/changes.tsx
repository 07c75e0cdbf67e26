/**
 * How the audit trail page shows an entry: what it names (with a link where the panel has a page for it)
 * and its changes, compact: "commission: 5% → 5.5%" for a value changed, the values of a row created or
 * deleted, other details as "reason: …"; long values fold into <details>.
 */
import type { ReactNode } from "react";

/** Where the admin panel shows a thing of this kind; undefined when it has no page (or is gone). */
export function entityHref(entity: string, id: string, action: string): string | undefined {
  const gone = /\.(delete|erase)$/.test(action);
  const at = encodeURIComponent(id);
  switch (entity) {
    case "commission":
      return gone ? "/panel/commission" : `/panel/commission?edit=${at}#commission-form-title`;
    case "city":
      return "/panel/cities";
    case "job":
      return "/panel/career";
    case "vendor":
      return `/vendordetails/${at}`;
    case "order":
      return `/panel/order/${at}`;
    case "product":
      return gone ? undefined : `/panel/product/edit/${at}`;
    case "category":
      return gone ? "/panel/category" : `/panel/category/edit/${at}`;
    case "customer":
      return `/panel/customer/${at}`;
    case "banner":
      return "/panel/banner";
    case "unit":
      return "/panel/unit";
    case "attribute":
      return "/panel/attribute";
    default:
      return undefined;
  }
}

export interface Change {
  field: string;
  before?: unknown;
  after?: unknown;
  /** changed: before → after; added: a created row's value; removed: a deleted row's value; note: a detail. */
  kind: "changed" | "added" | "removed" | "note";
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The entry's changes: before/after compared field by field (unchanged fields left out), then the rest. */
export function describeChanges(details: Record<string, unknown>): Change[] {
  const { before, after, ...rest } = details ?? {};
  const changes: Change[] = [];
  if (isObject(before) || isObject(after)) {
    const was = isObject(before) ? before : {};
    const now = isObject(after) ? after : {};
    for (const field of [...new Set([...Object.keys(was), ...Object.keys(now)])]) {
      if (!isObject(before)) changes.push({ field, after: now[field], kind: "added" });
      else if (!isObject(after)) changes.push({ field, before: was[field], kind: "removed" });
      else if (!same(was[field], now[field])) {
        changes.push({ field, before: was[field], after: now[field], kind: "changed" });
      }
    }
  } else if (before !== undefined || after !== undefined) {
    changes.push({ field: "value", before, after, kind: "changed" });
  }
  for (const [field, value] of Object.entries(rest)) changes.push({ field, after: value, kind: "note" });
  return changes;
}

/** A value as text: strings as they are, null as "none", the rest as compact JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "string") return value === "" ? "(empty)" : value;
  return JSON.stringify(value);
}

const SHORT = 60;

/** A value, folded when long. */
function Value({ value, tone }: { value: unknown; tone: "before" | "after" }) {
  const text = valueText(value);
  if (text.length <= SHORT) return <span className={`audit-value audit-${tone}`}>{text}</span>;
  return (
    <details className={`audit-value audit-${tone}`}>
      <summary>{text.slice(0, 40)}…</summary>
      <span className="audit-long">{text}</span>
    </details>
  );
}

export function AuditChanges({ details }: { details: Record<string, unknown> }): ReactNode {
  const changes = describeChanges(details);
  if (!changes.length) return <span className="muted">No details</span>;
  return (
    <ul className="audit-changes">
      {changes.map((c) => (
        <li key={`${c.kind}-${c.field}`} className={`audit-change audit-${c.kind}`}>
          <span className="audit-field">{c.field}:</span> {c.kind === "changed" && (
            <>
              <Value value={c.before} tone="before" /> <span aria-label="changed to">→</span>{" "}
              <Value value={c.after} tone="after" />
            </>
          )}
          {c.kind === "removed" && <Value value={c.before} tone="before" />}
          {(c.kind === "added" || c.kind === "note") && <Value value={c.after} tone="after" />}
        </li>
      ))}
    </ul>
  );
}
