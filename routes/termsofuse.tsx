import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Callout, ContentPage, type ContentSection } from "../src/content/ContentPage.tsx";
import { COMPANY, mailto, POLICIES_UPDATED, POLICY } from "../src/content/company.ts";

export function handler(_ctx: PageContext): PageData<null> {
  return {
    data: null,
    head: {
      title: "Terms of Use",
      description:
        "The terms for using the SwiftCart marketplace: eligibility, accounts, orders and payment, " +
        "vendors' responsibilities, acceptable use, liability and grievance redressal.",
    },
  };
}

const sections: ContentSection[] = [
  {
    id: "agreement",
    title: "About these terms",
    content: (
      <>
        <p>
          These Terms of Use are an agreement between you and{" "}
          {COMPANY.legalName}, a company incorporated under the Companies Act, 2013, with its registered
          office at{" "}
          {COMPANY.address.join(", ")}. By browsing SwiftCart, creating an account or placing an order, you
          accept these terms together with our <a href="/privacy">Privacy Policy</a>,{" "}
          <a href="/shipping">Shipping Policy</a> and <a href="/return">Return and Cancellation Policy</a>.
        </p>
        <p>
          These terms are an electronic record under the Information Technology Act, 2000 and need no physical
          or digital signature.
        </p>
      </>
    ),
  },
  {
    id: "marketplace",
    title: "SwiftCart is a marketplace",
    content: (
      <>
        <p>
          SwiftCart is an online marketplace and an intermediary under Section 79 of the IT Act. Products are
          listed and sold by independent vendors; the contract of sale is between you and the vendor named on
          the product page and on your invoice. We provide the platform, take payments on the vendor's behalf,
          arrange delivery and handle customer support and grievances.
        </p>
        <p>
          As the Consumer Protection (E-Commerce) Rules, 2020 require, each product page shows the vendor, the
          total price, and the applicable return, refund, warranty and delivery terms, and every vendor's
          name, address and GSTIN are available to you on request.
        </p>
      </>
    ),
  },
  {
    id: "eligibility",
    title: "Who can use SwiftCart",
    content: (
      <ul>
        <li>
          You must be at least {POLICY.minimumAge}{" "}
          years old and able to enter into a contract under the Indian Contract Act, 1872.
        </li>
        <li>
          Deliveries are made only to addresses in India, in the cities listed on{" "}
          <a href="/cities">Cities We Serve</a>.
        </li>
        <li>Products are sold for personal use, not for resale, unless the product page says otherwise.</li>
      </ul>
    ),
  },
  {
    id: "account",
    title: "Your account",
    content: (
      <ul>
        <li>Give accurate details and keep your email address and mobile number up to date.</li>
        <li>
          Keep your password secret. You are responsible for activity on your account; tell us at once at{" "}
          <a href={mailto(COMPANY.supportEmail, "Account security")}>{COMPANY.supportEmail}</a>{" "}
          if you suspect misuse.
        </li>
        <li>You can close your account at any time from the Account page.</li>
        <li>
          We may suspend an account that breaks these terms, after telling you why, except where law forbids
          it.
        </li>
      </ul>
    ),
  },
  {
    id: "prices",
    title: "Prices and product information",
    content: (
      <ul>
        <li>
          Prices are in Indian rupees (₹) and include GST. There are no shipping or cash-handling charges.
        </li>
        <li>
          The price shown after a discount is the price you pay. A product's MRP is never exceeded; the
          discount is calculated from the price the vendor lists.
        </li>
        <li>
          Vendors describe their products, including condition for pre-loved items. If a product is materially
          different from its description, you are protected by the{" "}
          <a href="/return">Return and Cancellation Policy</a>.
        </li>
        <li>
          If a price was listed in obvious error, the vendor may cancel the order before dispatch; you will be
          refunded in full.
        </li>
      </ul>
    ),
  },
  {
    id: "orders-payment",
    title: "Orders and payment",
    content: (
      <>
        <p>We accept:</p>
        <ul>
          <li>Credit and debit cards</li>
          <li>UPI and net banking</li>
          <li>Cash on delivery</li>
        </ul>
        <p>
          Card, UPI and net banking payments are processed by an RBI-authorised payment aggregator. An order
          is confirmed when payment succeeds or, for cash on delivery, when you place it. A vendor may limit
          how many units of a product one customer can buy; the limit is shown on the product page.
        </p>
        <p>
          The vendor issues a GST invoice for every order, sent with the package and available from{" "}
          <a href="/order-customer">My Orders</a>.
        </p>
      </>
    ),
  },
  {
    id: "delivery-returns",
    title: "Delivery, cancellation and returns",
    content: (
      <p>
        Orders are processed and delivered within{" "}
        {POLICY.deliveryHours}, with free shipping. You can cancel before dispatch, and report damaged or
        missing items within {POLICY.claimDays} days of delivery. The details are in the{" "}
        <a href="/shipping">Shipping Policy</a> and the <a href="/return">Return and Cancellation Policy</a>.
      </p>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    content: (
      <>
        <p>When using SwiftCart you agree not to:</p>
        <ul>
          <li>break any Indian law, or help anyone else do so;</li>
          <li>post content that is false, defamatory, obscene, or infringes someone else's rights;</li>
          <li>impersonate anyone, or use someone else's account or payment method without permission;</li>
          <li>scrape the site, probe it for vulnerabilities, or overload it with automated requests;</li>
          <li>
            place orders with no intention of accepting them, or misuse cash on delivery or the returns
            process.
          </li>
        </ul>
        <p>
          Content that breaks these rules is removed as the Information Technology (Intermediary Guidelines
          and Digital Media Ethics Code) Rules, 2021 require.
        </p>
      </>
    ),
  },
  {
    id: "intellectual-property",
    title: "Intellectual property",
    content: (
      <p>
        The SwiftCart name, logo and site design belong to{" "}
        {COMPANY.legalName}. Product names, photos and brand logos belong to their owners and are used by
        vendors to describe genuine products. If you believe a listing infringes your rights, write to{" "}
        <a href={mailto(COMPANY.grievanceOfficer.email, "IP infringement notice")}>
          {COMPANY.grievanceOfficer.email}
        </a>{" "}
        with details and we will act on it promptly.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Warranties and liability",
    content: (
      <>
        <p>
          Product warranties are given by the brand or the vendor, not by SwiftCart; see{" "}
          <a href="/service-centers">Brand Service Centres</a>{" "}
          for warranty repairs. We work to keep the site available and accurate, but it is provided "as is".
        </p>
        <Callout>
          <p>
            Nothing in these terms limits your rights under the Consumer Protection Act, 2019. Otherwise, our
            liability for any order is limited to the amount you paid for it.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "law",
    title: "Governing law and disputes",
    content: (
      <p>
        These terms are governed by the laws of India. Please contact us first; most issues are solved within
        a day. If a dispute remains, you may approach the consumer commission with jurisdiction over you, and
        otherwise the courts of {COMPANY.city} have jurisdiction.
      </p>
    ),
  },
  {
    id: "grievance",
    title: "Grievance redressal",
    content: (
      <p>
        Complaints about an order, a vendor or content on SwiftCart can be sent to our Grievance Officer,{" "}
        {COMPANY.grievanceOfficer.name}, at{" "}
        <a href={mailto(COMPANY.grievanceOfficer.email)}>{COMPANY.grievanceOfficer.email}</a>. We acknowledge
        every complaint within 48 hours and resolve it within one month of receipt. Full contact details are
        on the <a href="/contactus">Contact Us</a> page.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    content: (
      <p>
        We may update these terms to reflect new features or changes in law. The date at the top shows the
        latest version. Orders already placed are governed by the terms in force when they were placed.
      </p>
    ),
  },
];

export default function TermsPage(_props: PageProps<null>) {
  return (
    <ContentPage
      title="Terms of Use"
      summary={
        <p>
          The rules that apply when you shop on SwiftCart, written to be read. The short version: vendors
          sell, we run the marketplace and stand behind your order, and Indian consumer law always applies.
        </p>
      }
      updated={POLICIES_UPDATED}
      sections={sections}
      related={[
        { href: "/privacy", label: "Privacy Policy", description: "How we handle your personal data" },
        {
          href: "/return",
          label: "Return and Cancellation",
          description: "Cancel before dispatch, claims and refunds",
        },
        {
          href: "/vendor-policy",
          label: "Vendor Policy",
          description: "The rules for stores that sell on SwiftCart",
        },
      ]}
    />
  );
}
