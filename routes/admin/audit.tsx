/**
 * /panel/audit: the audit trail, newest first: who changed what, when, and the values before
 * and after. Filtered on the server by person (an admin or store from the list, or part of an email), kind
 * of thing and days (India time), paged. Read only: the app has no way to edit or delete an entry.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { auditActors, auditKinds, listAuditEntries } from "../../src/audit/audit.queries.ts";
import { auditFilters, indiaMidnight } from "../../src/audit/audit.schema.ts";
import { AuditChanges, entityHref } from "../../src/audit/changes.tsx";
import { type Column, indiaDateTime, ListPage } from "../../src/ui/panel/mod.ts";

export const AUDIT_PER_PAGE = 50;
export const NO_ENTRIES = "No changes recorded for these filters.";

interface Row {
  id: string;
  at: string;
  actorName: string | null;
  actorEmail: string | null;
  actorRole: string;
  action: string;
  entity: string;
  entityId: string;
  details: Record<string, unknown>;
}

interface Filters {
  actor: string;
  email: string;
  kind: string;
  from: string;
  to: string;
}

interface Data {
  rows: Row[];
  total: number;
  page: number;
  filters: Filters;
  actors: { id: string; label: string }[];
  kinds: string[];
}

const text = (url: URL, name: string, max: number) => (url.searchParams.get(name) ?? "").trim().slice(0, max);
/** A day that is not a real YYYY-MM-DD is ignored, as if left empty. */
const day = (url: URL, name: string) => {
  const value = text(url, name, 10);
  return indiaMidnight(value) ? value : "";
};

export async function handler({ db, url }: PageContext): Promise<PageData<Data>> {
  const page = requestedPage(url);
  const filters: Filters = {
    actor: text(url, "actor", 100),
    email: text(url, "email", 100),
    kind: text(url, "kind", 50),
    from: day(url, "from"),
    to: day(url, "to"),
  };
  const [list, actors, kinds] = await Promise.all([
    listAuditEntries(db, auditFilters(filters), { page, limit: AUDIT_PER_PAGE }),
    auditActors(db),
    auditKinds(db),
  ]);
  return {
    data: {
      rows: list.rows.map((r) => ({
        id: r.id,
        at: r.created_at.toISOString(),
        actorName: r.actor_name,
        actorEmail: r.actor_email,
        actorRole: r.actor_role,
        action: r.action,
        entity: r.entity,
        entityId: r.entity_id,
        details: r.details,
      })),
      total: list.total,
      page,
      filters,
      actors: actors.map((a) => ({ id: a.id, label: `${a.name} (${a.role}) · ${a.email}` })),
      kinds,
    },
    head: { title: "Audit Trail" },
  };
}

const ROLE_LABEL: Record<string, string> = {
  admin: "Admin",
  vendor: "Store",
  customer: "Customer",
  system: "System",
};

const columns: Column<Row>[] = [
  { key: "when", label: "When", render: (r) => <time dateTime={r.at}>{indiaDateTime(r.at)}</time> },
  {
    key: "who",
    label: "Who",
    render: (r) => (
      <span className="audit-who">
        <strong>{r.actorName ?? (r.actorRole === "system" ? "System" : "Removed account")}</strong>
        <span className="muted">{ROLE_LABEL[r.actorRole] ?? r.actorRole}</span>
      </span>
    ),
  },
  { key: "action", label: "Action", render: (r) => <code className="audit-action">{r.action}</code> },
  {
    key: "what",
    label: "What",
    render: (r) => {
      const href = entityHref(r.entity, r.entityId, r.action);
      const label = (
        <>
          {r.entity} <span className="audit-id">{r.entityId}</span>
        </>
      );
      return href ? <a href={href}>{label}</a> : <span>{label}</span>;
    },
  },
  { key: "changes", label: "Changes", render: (r) => <AuditChanges details={r.details} /> },
];

export default function AuditPage({ data, url }: PageProps<Data>) {
  return (
    <ListPage
      url={url}
      title="Audit Trail"
      description="Every change made by an admin or a store: who, when, what, and the values before and after. Times are India time. Entries cannot be edited or deleted."
      filters={{
        label: "Filter the audit trail",
        className: "audit-filters",
        idPrefix: "audit",
        submitLabel: "Filter",
        values: { ...data.filters },
        fields: [
          {
            name: "actor",
            label: "Person",
            anyLabel: "Everyone",
            options: data.actors.map((a) => ({ value: a.id, label: a.label })),
          },
          { kind: "search", name: "email", label: "Email contains", placeholder: "e.g. admin@swiftcart.in" },
          {
            name: "kind",
            label: "Kind",
            anyLabel: "All kinds",
            options: data.kinds.map((k) => ({ value: k, label: k })),
          },
          { kind: "date", name: "from", label: "From" },
          { kind: "date", name: "to", label: "To" },
        ],
      }}
      table={{
        id: "audit",
        caption: "Audit trail, newest first",
        columns,
        rows: data.rows,
        rowKey: (r) => r.id,
        empty: NO_ENTRIES,
      }}
      paging={{ page: data.page, total: data.total, perPage: AUDIT_PER_PAGE }}
    />
  );
}
