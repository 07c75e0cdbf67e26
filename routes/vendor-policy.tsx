import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Callout, ContentPage, type ContentSection } from "../src/content/ContentPage.tsx";
import { COMPANY, mailto, POLICIES_UPDATED, POLICY, POLICY_THRESHOLD_LABEL } from "../src/content/company.ts";
import { listCommissions } from "../src/commissions/commissions.queries.ts";

interface CommissionRate {
  category: string;
  subcategory: string | null;
  percent: number;
}

interface Data {
  rates: CommissionRate[];
}

export async function handler({ db }: PageContext): Promise<PageData<Data>> {
  const { rows } = await listCommissions(db, { limit: 200, page: 1 });
  return {
    data: {
      rates: rows.map((r) => ({
        category: r.category,
        subcategory: r.subcategory,
        percent: r.rate_bp / 100,
      })),
    },
    head: {
      title: "Vendor Policy",
      description:
        "The rules for selling on SwiftCart: onboarding, listings, dispatch, replying to customers within " +
        `${POLICY.vendorReplyHours} hours, commission per order, weekly settlements and payment issues.`,
    },
  };
}

const percent = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

function CommissionTable({ rates }: { rates: CommissionRate[] }) {
  if (!rates.length) {
    return (
      <p className="content-empty">
        Current rates are shown to registered vendors under Commission Management in the vendor dashboard.
      </p>
    );
  }
  return (
    <div className="content-table-wrap">
      <table>
        <caption>Current commission rates</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Subcategory</th>
            <th scope="col" className="num">Rate</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={`${rate.category}/${rate.subcategory ?? ""}`}>
              <td>{rate.category}</td>
              <td>{rate.subcategory ?? "All subcategories"}</td>
              <td className="num">{`${percent.format(rate.percent)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function sections(rates: CommissionRate[]): ContentSection[] {
  return [
    {
      id: "who-can-sell",
      title: "Who can sell on SwiftCart",
      content: (
        <>
          <p>
            Any business registered in India can apply to open a store. Apply through{" "}
            <a href="/store">Become a Seller</a> with:
          </p>
          <ul>
            <li>the store's name, address, city, 6-digit pincode and a Google Maps link to the premises;</li>
            <li>the owner's name, a 10-digit mobile number and an email address;</li>
            <li>PAN and GSTIN of the business;</li>
            <li>a current account in the business's name: bank, branch, account number and IFSC.</li>
          </ul>
          <p>
            We verify the documents, usually within 2 working days. Your store shows as Pending until it is
            approved; after approval you can sign in at <a href="/vendor-login">Vendor Login</a>{" "}
            and list products.
          </p>
        </>
      ),
    },
    {
      id: "listings",
      title: "Listing products",
      content: (
        <ul>
          <li>
            List only genuine products you have in stock and are allowed to sell. Counterfeits lead to
            removal.
          </li>
          <li>
            Describe each product honestly: name, brand, colour, specifications, photographs of the actual
            item and, for pre-loved or repaired electronics, its condition and any defects.
          </li>
          <li>
            Show the MRP and the country of origin, as the Legal Metrology (Packaged Commodities) Rules, 2011
            and the Consumer Protection (E-Commerce) Rules, 2020 require. Never sell above MRP.
          </li>
          <li>
            Set a maximum purchase limit per customer that does not exceed your stock, and keep stock up to
            date so that customers never order something you cannot send.
          </li>
          <li>
            State the return or warranty policy that applies. Products above {POLICY_THRESHOLD_LABEL}{" "}
            are normally covered by brand service-centre repair within {POLICY.serviceRepairDays}{" "}
            days; cheaper ones by return and exchange.
          </li>
        </ul>
      ),
    },
    {
      id: "prohibited",
      title: "Prohibited items",
      content: (
        <ul>
          <li>
            Counterfeit, stolen or grey-market products, and devices with a tampered IMEI or serial number.
          </li>
          <li>
            Products banned or restricted under Indian law, such as e-cigarettes or uncertified wireless
            equipment.
          </li>
          <li>
            Electronics that require BIS registration (for example, chargers and power banks) without it.
          </li>
          <li>Expired food or goods past their best-before date.</li>
        </ul>
      ),
    },
    {
      id: "fulfilment",
      title: "Packing and dispatch",
      content: (
        <>
          <p>
            Customers are promised delivery within {POLICY.deliveryHours}{" "}
            with free shipping, so every order must be accepted, packed and handed to our delivery partner
            promptly:
          </p>
          <ul>
            <li>Confirm new orders within 2 hours during your store's working hours.</li>
            <li>
              Pack securely, with the GST invoice inside, and keep the product's original box and seals
              intact.
            </li>
            <li>
              If you cannot fulfil an order, cancel it at once so that the customer is refunded; repeated
              cancellations lower your store's visibility.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "customer-care",
      title: "Customer communication",
      content: (
        <>
          <Callout>
            <p>
              Reply to every customer query and complaint within{" "}
              <strong>{POLICY.vendorReplyHours} hours</strong>.
            </p>
          </Callout>
          <ul>
            <li>Be courteous, and never ask customers to pay or communicate outside SwiftCart.</li>
            <li>
              Handle claims for damaged or missing items, which customers may raise within {POLICY.claimDays}
              {" "}
              days of delivery, as set out in the <a href="/return">Return and Cancellation Policy</a>.
            </li>
            <li>
              Use customers' personal data only to fulfil their orders, as our{" "}
              <a href="/privacy">Privacy Policy</a> describes.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "commission",
      title: "Commission",
      content: (
        <>
          <p>
            SwiftCart charges a commission on each order: a percentage of the selling price of every item
            sold, after discount. The rate depends on the product's category and, where set, its subcategory.
            There is no listing fee, no monthly fee and no shipping charge.
          </p>
          <CommissionTable rates={rates} />
          <p>
            GST at 18% applies to the commission. We issue you a tax invoice for it every month so that you
            can claim input tax credit. Rates may change with 15 days' notice; an order is always charged at
            the rate in force when it was placed. Signed-in vendors see their rates under Commission
            Management.
          </p>
        </>
      ),
    },
    {
      id: "settlements",
      title: "Weekly settlements",
      content: (
        <>
          <p>
            Payments are settled{" "}
            <strong>weekly</strong>. Every Wednesday we transfer to your registered bank account the amount
            for orders delivered in the previous week (Monday to Sunday), for both prepaid and cash on
            delivery orders, less:
          </p>
          <ul>
            <li>SwiftCart's commission and the GST on it;</li>
            <li>refunds for cancellations and approved customer claims;</li>
            <li>
              tax collected at source (TCS) under Section 52 of the CGST Act, 2017 and tax deducted at source
              (TDS) under Section 194-O of the Income-tax Act, 1961, at the rates in force. Both appear in
              your Form 26AS and GST returns.
            </li>
          </ul>
          <p>
            A settlement statement listing every order, deduction and the bank reference (UTR) is emailed to
            you.
          </p>
        </>
      ),
    },
    {
      id: "payment-issues",
      title: "Reporting payment issues",
      content: (
        <>
          <Callout tone="warning">
            <p>
              Report any missing or incorrect settlement within{" "}
              <strong>{POLICY.paymentIssueDays} days</strong> of the settlement date.
            </p>
          </Callout>
          <p>
            Write to <a href={mailto(COMPANY.sellerEmail, "Settlement issue")}>{COMPANY.sellerEmail}</a>{" "}
            with your store name, the settlement date and the order IDs concerned. We reply within 2 working
            days and pay any amount found due with the next weekly settlement.
          </p>
        </>
      ),
    },
    {
      id: "performance",
      title: "Performance, suspension and closing your store",
      content: (
        <>
          <p>
            We track late dispatches, cancellations, customer claims and reply times. A store may be suspended
            for:
          </p>
          <ul>
            <li>selling counterfeit or prohibited products;</li>
            <li>repeated late dispatches, cancellations or unanswered customers;</li>
            <li>misleading listings or attempts to take payment outside SwiftCart.</li>
          </ul>
          <p>
            We tell you the reason and give you a chance to respond before a suspension, except where the law
            or the safety of customers requires immediate action. You may close your store at any time; open
            orders must be fulfilled and the final settlement is paid in the next weekly cycle.
          </p>
        </>
      ),
    },
    {
      id: "vendor-support",
      title: "Vendor support",
      content: (
        <p>
          Questions about your store, listings or payments: email{" "}
          <a href={mailto(COMPANY.sellerEmail, "Vendor support")}>{COMPANY.sellerEmail}</a> or call{" "}
          <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>{" "}
          ({COMPANY.supportHours}) and choose the seller option.
        </p>
      ),
    },
  ];
}

export default function VendorPolicyPage({ data }: PageProps<Data>) {
  return (
    <ContentPage
      title="Vendor Policy"
      summary={
        <p>
          What SwiftCart expects from the stores that sell here, and what they can expect from us: clear
          commission, weekly settlements and support when something goes wrong.
        </p>
      }
      updated={POLICIES_UPDATED}
      facts={[
        { value: "Weekly", label: "Settlements to your bank account" },
        { value: `${POLICY.vendorReplyHours} hours`, label: "To reply to customers" },
        { value: `${POLICY.paymentIssueDays} days`, label: "To report a payment issue" },
        { value: "Per order", label: "Commission by category, no fixed fees" },
      ]}
      sections={sections(data.rates)}
      related={[
        { href: "/store", label: "Become a Seller", description: "Apply to open your store" },
        { href: "/vendor-login", label: "Vendor Login", description: "Manage products, orders and profile" },
        { href: "/termsofuse", label: "Terms of Use", description: "The marketplace's general terms" },
      ]}
    />
  );
}
