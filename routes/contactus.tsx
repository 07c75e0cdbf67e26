import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { ContentPage, type ContentSection } from "../src/content/ContentPage.tsx";
import { COMPANY, mailto, POLICY } from "../src/content/company.ts";

export function handler(_ctx: PageContext): PageData<null> {
  return {
    data: null,
    head: {
      title: "Contact Us",
      description: `Reach SwiftCart customer support by email (${COMPANY.supportEmail}) or toll-free phone ` +
        `(${COMPANY.phone}), ${COMPANY.supportHours}. Grievance Officer, vendor support and registered office.`,
    },
  };
}

const sections: ContentSection[] = [
  {
    id: "customer-support",
    title: "Customer support",
    content: (
      <>
        <ul className="content-cards">
          <li>
            <h3>Email</h3>
            <p>
              <a className="content-big-link" href={mailto(COMPANY.supportEmail)}>{COMPANY.supportEmail}</a>
            </p>
            <p className="content-note">We reply within 24 hours, usually much sooner.</p>
          </li>
          <li>
            <h3>Phone (toll-free)</h3>
            <p>
              <a className="content-big-link" href={COMPANY.phoneHref}>{COMPANY.phone}</a>
            </p>
            <p className="content-note">{COMPANY.supportHours}. Free from any mobile or landline in India.</p>
          </li>
        </ul>
        <p>
          For a faster answer about an order, include its tracking ID (the last 7 characters of the order
          number, shown under <a href="/order-customer">My Orders</a>).
        </p>
      </>
    ),
  },
  {
    id: "quick-help",
    title: "Quick help",
    content: (
      <ul className="content-links">
        <li>
          <a href="/order-customer">Track or view an order</a>
          <span>Status, tracking ID and invoice of every order</span>
        </li>
        <li>
          <a href="/return">Cancel, return or report a damaged item</a>
          <span>Cancel before dispatch; claims within {POLICY.claimDays} days of delivery</span>
        </li>
        <li>
          <a href="/shipping">Delivery questions</a>
          <span>Free shipping, delivery in {POLICY.deliveryHours}</span>
        </li>
        <li>
          <a href="/service-centers">Warranty repair</a>
          <span>Find the brand's authorised service centre</span>
        </li>
        <li>
          <a href="/manage-address">Update a delivery address</a>
          <span>Add, edit or remove saved addresses</span>
        </li>
      </ul>
    ),
  },
  {
    id: "vendor-support",
    title: "Vendor support",
    content: (
      <>
        <p>
          Already selling on SwiftCart? Email{" "}
          <a href={mailto(COMPANY.sellerEmail, "Vendor support")}>{COMPANY.sellerEmail}</a>{" "}
          about listings, orders or settlements, or sign in at{" "}
          <a href="/vendor-login">Vendor Login</a>. Report a payment issue within {POLICY.paymentIssueDays}
          {" "}
          days of the settlement date.
        </p>
        <p>
          Want to sell with us? Read the <a href="/vendor-policy">Vendor Policy</a> and{" "}
          <a href="/store">apply to become a seller</a>.
        </p>
      </>
    ),
  },
  {
    id: "grievance-officer",
    title: "Grievance Officer",
    content: (
      <>
        <p>
          If your issue has not been resolved by customer support, or you have a complaint about a vendor, a
          listing or the handling of your personal data, contact our Grievance Officer, appointed under the
          Consumer Protection (E-Commerce) Rules, 2020 and the Information Technology Act, 2000:
        </p>
        <address className="content-address">
          <strong>{COMPANY.grievanceOfficer.name}</strong>
          <br />
          {COMPANY.grievanceOfficer.designation}, {COMPANY.legalName}
          <br />
          Email:{" "}
          <a href={mailto(COMPANY.grievanceOfficer.email, "Grievance")}>{COMPANY.grievanceOfficer.email}</a>
          <br />
          Phone: <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
          <br />
          {COMPANY.grievanceOfficer.hours}
        </address>
        <p>
          We acknowledge every complaint within 48 hours and resolve it within one month of receipt. You may
          also approach the National Consumer Helpline (1915) or the consumer commission of your district.
        </p>
      </>
    ),
  },
  {
    id: "office",
    title: "Registered office",
    content: (
      <>
        <address className="content-address">
          <strong>{COMPANY.legalName}</strong>
          {COMPANY.address.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
        <p className="content-note">
          Our office does not handle walk-in returns or repairs; please use the options above.
        </p>
      </>
    ),
  },
  {
    id: "other",
    title: "Careers, press and privacy",
    content: (
      <ul>
        <li>
          Jobs: <a href={mailto(COMPANY.careersEmail)}>{COMPANY.careersEmail}</a> (see{" "}
          <a href="/career">open positions</a>)
        </li>
        <li>
          Press and partnerships: <a href={mailto(COMPANY.pressEmail)}>{COMPANY.pressEmail}</a>
        </li>
        <li>
          Privacy and data requests: <a href={mailto(COMPANY.privacyEmail)}>{COMPANY.privacyEmail}</a>
        </li>
      </ul>
    ),
  },
];

export default function ContactPage(_props: PageProps<null>) {
  return (
    <ContentPage
      title="Contact Us"
      summary={
        <p>
          We are here to help with orders, deliveries, returns and your account, {COMPANY.supportHours}.
        </p>
      }
      sections={sections}
      related={[
        {
          href: "/return",
          label: "Return and Cancellation",
          description: "Cancel before dispatch, claims and refunds",
        },
        { href: "/vendor-policy", label: "Vendor Policy", description: "For stores selling on SwiftCart" },
        { href: "/about", label: "About SwiftCart", description: "Who we are and what we promise" },
      ]}
    />
  );
}
