import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Layout } from "../src/ui/Layout.tsx";
import { Breadcrumb } from "../src/content/ContentPage.tsx";
import { COMPANY, mailto, POLICY, POLICY_THRESHOLD_LABEL } from "../src/content/company.ts";
import {
  filterBrands,
  isServiceKind,
  SERVICE_BRANDS,
  SERVICE_KINDS,
  type ServiceBrand,
  type ServiceKind,
} from "../src/content/service-centers.ts";

interface Data {
  brands: ServiceBrand[];
  total: number;
  query: string;
  kind: ServiceKind | "";
}

/** Filtering happens on the server from ?q= and ?kind=, so the search works without JavaScript. */
export function handler({ url }: PageContext): PageData<Data> {
  const query = (url.searchParams.get("q") ?? "").slice(0, 60);
  const kindParam = url.searchParams.get("kind");
  const kind = isServiceKind(kindParam) ? kindParam : undefined;
  return {
    data: {
      brands: filterBrands(SERVICE_BRANDS, query, kind),
      total: SERVICE_BRANDS.length,
      query,
      kind: kind ?? "",
    },
    head: {
      title: "Brand Service Centres",
      description:
        `Authorised service centre locators and support contacts for ${SERVICE_BRANDS.length} brands, ` +
        "including Apple, Samsung, Xiaomi, OnePlus, HP, Dell, LG and Sony, for warranty repairs in India.",
    },
  };
}

function ExternalLink(
  { href, children, className, context }: {
    href: string;
    children: string;
    className?: string;
    context?: string;
  },
) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{`${context ? ` ${context}` : ""} (opens in a new tab)`}</span>
      <span aria-hidden="true" className="svc-external">↗</span>
    </a>
  );
}

function BrandCard({ brand }: { brand: ServiceBrand }) {
  return (
    <li className="svc-card" id={brand.id}>
      <h3>{brand.name}</h3>
      <p className="svc-covers">{brand.covers}</p>
      <ul className="svc-contacts" aria-label={`${brand.name} support`}>
        <li>
          <ExternalLink href={brand.supportUrl} context={`of ${brand.name}`}>Support website</ExternalLink>
        </li>
        {brand.phone && (
          <li>
            Toll-free: <a href={`tel:${brand.phone.replaceAll(" ", "")}`}>{brand.phone}</a>
          </li>
        )}
        {brand.email && (
          <li>
            Email: <a href={mailto(brand.email)}>{brand.email}</a>
          </li>
        )}
      </ul>
      <ExternalLink
        href={brand.locatorUrl}
        className="btn btn-primary svc-locator"
        context={`for ${brand.name}`}
      >
        Find a service centre
      </ExternalLink>
    </li>
  );
}

function FilterForm({ query, kind }: { query: string; kind: string }) {
  const filtered = query !== "" || kind !== "";
  return (
    <form
      className="svc-filter"
      action="/service-centers"
      method="get"
      role="search"
      aria-label="Find a brand"
    >
      <div className="svc-field">
        <label htmlFor="svc-q">Brand or product</label>
        <input
          id="svc-q"
          name="q"
          type="search"
          defaultValue={query}
          placeholder="e.g. Samsung, laptop, TV"
          maxLength={60}
        />
      </div>
      <div className="svc-field">
        <label htmlFor="svc-kind">Category</label>
        <select id="svc-kind" name="kind" defaultValue={kind}>
          <option value="">All categories</option>
          {Object.entries(SERVICE_KINDS).map(([value, label]) => (
            <option key={value} value={value}>{label}</option>
          ))}
        </select>
      </div>
      <div className="svc-actions">
        <button type="submit" className="btn btn-primary">Search</button>
        {filtered && <a className="btn" href="/service-centers">Clear</a>}
      </div>
    </form>
  );
}

export default function ServiceCentersPage({ data }: PageProps<Data>) {
  const { brands, total, query, kind } = data;
  return (
    <Layout>
      <Breadcrumb title="Brand Service Centres" />
      <div className="content-page">
        <header className="content-hero">
          <h1>Brand Service Centres</h1>
          <div className="content-lead">
            <p>
              Warranty repairs are handled by each brand's authorised service centre. Find the nearest one, or
              the brand's support contact, for {total} brands sold on SwiftCart.
            </p>
          </div>
        </header>

        <section className="svc-guidance" aria-labelledby="guidance-heading">
          <h2 id="guidance-heading">Damaged or defective product? Here is what to do</h2>
          <ol className="svc-steps">
            <li>
              <strong>Arrived damaged, wrong or with something missing?</strong> Report it to SwiftCart within
              {" "}
              {POLICY.claimDays} days of delivery for a replacement or refund. See the{" "}
              <a href="/return">Return and Cancellation Policy</a>.
            </li>
            <li>
              <strong>Stopped working later, within warranty?</strong>{" "}
              Warranty claims go to the brand's authorised service centre. Take the product and its GST
              invoice (from <a href="/order-customer">My Orders</a>). Products above {POLICY_THRESHOLD_LABEL}
              {" "}
              are usually repaired within {POLICY.serviceRepairDays} days.
            </li>
            <li>
              <strong>Pre-loved or repaired item?</strong> It carries the vendor's own warranty; write to{" "}
              <a href={mailto(COMPANY.supportEmail, "Warranty claim for a pre-loved item")}>
                {COMPANY.supportEmail}
              </a>{" "}
              and we will arrange it with the vendor.
            </li>
          </ol>
        </section>

        <section className="svc-brands" aria-labelledby="brands-heading">
          <h2 id="brands-heading">Find your brand</h2>
          <FilterForm query={query} kind={kind} />
          <p className="svc-count" role="status">
            {brands.length === total ? `${total} brands` : `${brands.length} of ${total} brands`}
          </p>
          {brands.length
            ? (
              <ul className="svc-grid">
                {brands.map((brand) => <BrandCard key={brand.id} brand={brand} />)}
              </ul>
            )
            : (
              <div className="content-empty-state">
                <p>
                  <strong>No brand matches your search.</strong>
                </p>
                <p>
                  Try another name, or{" "}
                  <a href="/service-centers">see all brands</a>. For any other brand, check the warranty card
                  in the box, or ask us at{" "}
                  <a href={mailto(COMPANY.supportEmail, "Service centre for a brand")}>
                    {COMPANY.supportEmail}
                  </a>.
                </p>
              </div>
            )}
          <p className="content-note svc-note">
            These links lead to the brands' own websites. Service and warranty terms are set by each brand;
            SwiftCart is not responsible for repairs made by a service centre.
          </p>
        </section>
      </div>
    </Layout>
  );
}
