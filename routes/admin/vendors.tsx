/**
 * /panel/vendor: every store, newest first, searched on the server by store name, phone or
 * address (city too), filtered by approval (pending, approved, rejected) and active status; columns ID
 * (first 5 characters), Store Information, Owner Information, Zone (the maps link), Address, the Vendor
 * Active Status toggle (approved stores only; a pending or rejected store's row says why it has none), the
 * Vendor Account Approval badge (both change the store on the server, asking a reason), and a details
 * action. Add Vendor goes to the store application form, /store (not /, which is
 * the home page, where no store can be added).
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { listStores } from "../../src/vendors/stores/stores.queries.ts";
import {
  APPROVAL_LABELS,
  APPROVAL_STATES,
  type ApprovalState,
} from "../../src/vendors/stores/decision-rules.ts";
import { type Column, EmailText, ListPage } from "../../src/ui/panel/mod.ts";
import { ZoneLink } from "../../src/ui/panel/ZoneLink.tsx";
import VendorDecision from "../../islands/VendorDecision.tsx";

export const VENDORS_PER_PAGE = 20;
export const NO_VENDORS = "No vendors found.";

export interface VendorRowData {
  id: string;
  storeName: string;
  email: string;
  owner: string;
  phone: string;
  mapsLink: string;
  address: string;
  city: string;
  pincode: string;
  active: boolean;
  approval: ApprovalState;
}

interface Data {
  rows: VendorRowData[];
  total: number;
  page: number;
}

const approvalOf = (url: URL) => APPROVAL_STATES.find((s) => s === url.searchParams.get("approval"));
const activeOf = (url: URL) => {
  const value = url.searchParams.get("active");
  return value === "true" || value === "false" ? value : undefined;
};

export async function handler({ db, url }: PageContext): Promise<PageData<Data>> {
  const page = requestedPage(url);
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 100) || undefined;
  const { rows, total } = await listStores(db, {
    search,
    approval: approvalOf(url),
    active: activeOf(url),
    limit: VENDORS_PER_PAGE,
    page,
  });
  return {
    data: {
      rows: rows.map((v) => ({
        id: v.id,
        storeName: v.store_name,
        email: v.email,
        owner: `${v.first_name} ${v.last_name}`.trim(),
        phone: v.phone,
        mapsLink: v.google_maps_link,
        address: v.store_address,
        city: v.city,
        pincode: v.pincode,
        active: v.active,
        approval: v.approval_state,
      })),
      total,
      page,
    },
    head: { title: "Vendors" },
  };
}

/**
 * Only an approved store can be switched on or off: a pending or rejected one is not on the storefront
 * whatever its switch says, so its row says why instead of offering a toggle.
 */
export const NOT_SWITCHABLE: Record<Exclude<ApprovalState, "approved">, string> = {
  pending: "Approve first",
  rejected: "Not approved",
};

function ActiveNotYet({ approval }: { approval: Exclude<ApprovalState, "approved"> }) {
  return (
    <span className="muted vendor-not-switchable" data-testid="vendor-active-na">
      {NOT_SWITCHABLE[approval]}
    </span>
  );
}

const columns: Column<VendorRowData>[] = [
  {
    key: "id",
    label: "ID",
    render: (v) => <span className="mono" title={`Store id ${v.id}`}>{v.id.slice(0, 5)}</span>,
  },
  {
    key: "store",
    label: "Store Information",
    render: (v) => (
      <span className="vendor-cell">
        <strong>{v.storeName}</strong>
        <small className="muted">
          <EmailText email={v.email} />
        </small>
      </span>
    ),
  },
  {
    key: "owner",
    label: "Owner Information",
    render: (v) => (
      <span className="vendor-cell">
        <span>{v.owner || "-"}</span>
        {v.phone ? <a href={`tel:+91${v.phone}`}>{v.phone}</a> : <small className="muted">-</small>}
      </span>
    ),
  },
  { key: "zone", label: "Zone", render: (v) => <ZoneLink link={v.mapsLink} city={v.city} /> },
  {
    key: "address",
    label: "Address",
    render: (v) => (
      <span className="vendor-address">{[v.address, v.pincode].filter(Boolean).join(", ") || "-"}</span>
    ),
  },
  {
    key: "active",
    label: "Vendor Active Status",
    render: (v) =>
      v.approval === "approved"
        ? (
          <VendorDecision
            storeId={v.id}
            storeName={v.storeName}
            control="active"
            active={v.active}
            approval={v.approval}
          />
        )
        : <ActiveNotYet approval={v.approval} />,
  },
  {
    key: "approval",
    label: "Vendor Account Approval",
    render: (v) => (
      <VendorDecision
        storeId={v.id}
        storeName={v.storeName}
        control="approval"
        active={v.active}
        approval={v.approval}
      />
    ),
  },
  {
    key: "details",
    label: "Details",
    hideLabel: true,
    render: (v) => (
      <a
        className="btn btn-outline btn-small"
        href={`/vendordetails/${v.id}`}
        aria-label={`Details of ${v.storeName}`}
      >
        Details
      </a>
    ),
  },
];

export default function Vendors({ data, url }: PageProps<Data>) {
  return (
    <ListPage
      url={url}
      title="Vendors"
      description="Every store, newest first. The toggle and the badge change the store at once; the store is emailed."
      actions={<a className="btn btn-primary" href="/store">Add Vendor</a>}
      filters={{
        label: "Search vendors",
        search: { label: "Search", placeholder: "Store name, phone or address" },
        selects: [
          {
            name: "approval",
            label: "Approval",
            anyLabel: "Any approval",
            options: APPROVAL_STATES.map((s) => ({ value: s, label: APPROVAL_LABELS[s] })),
          },
          {
            name: "active",
            label: "Status",
            anyLabel: "Active or not",
            options: [{ value: "true", label: "Active" }, { value: "false", label: "Inactive" }],
          },
        ],
      }}
      table={{
        id: "vendors",
        caption: "Stores, newest first",
        columns,
        rows: data.rows,
        rowKey: (v) => v.id,
        empty: NO_VENDORS,
      }}
      paging={{ page: data.page, total: data.total, perPage: VENDORS_PER_PAGE }}
    />
  );
}
