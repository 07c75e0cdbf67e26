import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Callout, ContentPage, type ContentSection } from "../src/content/ContentPage.tsx";
import { COMPANY, mailto, POLICIES_UPDATED, POLICY } from "../src/content/company.ts";

export function handler(_ctx: PageContext): PageData<null> {
  return {
    data: null,
    head: {
      title: "Privacy Policy",
      description:
        "What personal data SwiftCart collects, why, who it is shared with, how long it is kept, and your " +
        "rights under the Digital Personal Data Protection Act, 2023.",
    },
  };
}

const sections: ContentSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    content: (
      <>
        <p>
          {COMPANY.legalName} ("SwiftCart", "we", "us") runs the SwiftCart marketplace at{" "}
          {COMPANY.website}, where independent vendors sell electronics and everyday goods to customers in
          India. For the personal data described here we are the Data Fiduciary under the Digital Personal
          Data Protection Act, 2023 (DPDP Act).
        </p>
        <p>
          This policy is published under the Information Technology Act, 2000 and the Information Technology
          (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules,
          2011, and applies to the website, its apps and our customer support.
        </p>
      </>
    ),
  },
  {
    id: "age",
    title: "Age requirement",
    content: (
      <Callout>
        <p>
          You must be <strong>at least {POLICY.minimumAge} years old</strong>{" "}
          to create an account or place an order on SwiftCart. We do not knowingly collect personal data from
          anyone under {POLICY.minimumAge}. If you believe a child has given us their data, write to{" "}
          <a href={mailto(COMPANY.privacyEmail, "Data of a minor")}>{COMPANY.privacyEmail}</a>{" "}
          and we will delete it.
        </p>
      </Callout>
    ),
  },
  {
    id: "data-we-collect",
    title: "Data we collect",
    content: (
      <>
        <h3>What you give us</h3>
        <ul>
          <li>
            Account details: name, email address, mobile number and a password (stored only as a secure hash).
          </li>
          <li>
            Delivery addresses: street, floor, area, landmark, city, state, pincode and a contact number.
          </li>
          <li>Orders, cart and wishlist contents, and messages you send to our support team.</li>
          <li>
            For vendors: store name and address, PAN, GSTIN, bank account and IFSC, which we need to verify
            the business and pay settlements.
          </li>
        </ul>
        <h3>What we collect automatically</h3>
        <ul>
          <li>
            Your delivery location, when you choose it in "Deliver to" or allow your browser to share it.
          </li>
          <li>Device and log data: IP address, browser type, pages visited and the time of each request.</li>
        </ul>
        <h3>What we do not collect</h3>
        <p>
          We never see or store your full card number, CVV, UPI PIN or net banking password. Payments are
          processed by RBI-authorised payment aggregators, who give us only a payment reference and status.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use",
    title: "How we use your data",
    content: (
      <ul>
        <li>To create and secure your account and keep you signed in.</li>
        <li>
          To take payment, deliver orders in{" "}
          {POLICY.deliveryHours}, and handle cancellations, claims and refunds.
        </li>
        <li>To show products available near your delivery location.</li>
        <li>To answer your questions and complaints, and to prevent fraud and misuse.</li>
        <li>To generate GST invoices and meet our duties under tax and consumer protection law.</li>
        <li>
          To send offers by email or SMS, only if you have agreed to receive them; every message has a way to
          unsubscribe.
        </li>
      </ul>
    ),
  },
  {
    id: "legal-basis",
    title: "Consent and legitimate uses",
    content: (
      <p>
        We process your personal data with your consent, given when you create an account or place an order,
        and for the legitimate uses allowed by Section 7 of the DPDP Act, such as fulfilling an order you
        asked for or complying with a law. You can withdraw consent at any time (see{" "}
        <a href="#your-rights">Your rights</a>); withdrawal does not affect what was done before it, and we
        may then be unable to deliver open orders.
      </p>
    ),
  },
  {
    id: "sharing",
    title: "Who we share data with",
    content: (
      <>
        <ul>
          <li>
            <strong>The vendor you buy from</strong>: your name, delivery address and phone number, so that it
            can pack, invoice and ship your order.
          </li>
          <li>
            <strong>Delivery partners</strong>: your name, address and phone number, to deliver the package.
          </li>
          <li>
            <strong>Payment aggregators and banks</strong>: to process payments and refunds.
          </li>
          <li>
            <strong>Service providers</strong>{" "}
            who host our systems or send our emails, under contracts that bind them to use the data only for
            us and to keep it secure.
          </li>
          <li>
            <strong>Government and law enforcement</strong>{" "}
            agencies, when Indian law requires it, for example under Section 69 of the IT Act or a court
            order.
          </li>
        </ul>
        <p>We do not sell your personal data, and we do not share it with advertisers.</p>
      </>
    ),
  },
  {
    id: "storage",
    title: "Cookies and storage on your device",
    content: (
      <p>
        We use a sign-in cookie to keep you logged in and your browser's local storage (under the key
        "app-storage") to remember your cart, wishlist and chosen delivery location. These are essential for
        the site to work. We do not use third-party advertising or tracking cookies.
      </p>
    ),
  },
  {
    id: "retention",
    title: "How long we keep data",
    content: (
      <ul>
        <li>
          Account and address data: while your account is open, and deleted within 30 days of closing it.
        </li>
        <li>
          Orders and invoices: for as long as GST and accounting laws require us to keep books of account,
          even after you close your account.
        </li>
        <li>Support conversations: up to 3 years after the issue is closed.</li>
        <li>Server logs: 180 days, as CERT-In's directions under the IT Act require, then deleted.</li>
      </ul>
    ),
  },
  {
    id: "security",
    title: "How we protect data",
    content: (
      <ul>
        <li>All traffic between your device and SwiftCart is encrypted with HTTPS (TLS).</li>
        <li>Passwords are stored only as salted, slow hashes; our staff cannot read them.</li>
        <li>Access to personal data is limited to staff who need it for their job, and is logged.</li>
        <li>
          If a personal data breach occurs, we will inform the Data Protection Board of India and the people
          affected, as the DPDP Act requires.
        </li>
      </ul>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    content: (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li>get a summary of the personal data we hold about you and who we have shared it with;</li>
          <li>
            correct, complete or update it (most of it you can edit yourself under{" "}
            <a href="/account">Account</a>);
          </li>
          <li>have it erased, unless we must keep it by law (for example, invoices);</li>
          <li>withdraw consent you have given;</li>
          <li>nominate someone to exercise these rights if you die or become unable to;</li>
          <li>have your grievance heard, and then to complain to the Data Protection Board of India.</li>
        </ul>
        <p>
          To use any of these rights, email{" "}
          <a href={mailto(COMPANY.privacyEmail, "Privacy request")}>{COMPANY.privacyEmail}</a>{" "}
          from the email address on your account. We reply within 30 days. You can also delete your account
          yourself from the Account page.
        </p>
      </>
    ),
  },
  {
    id: "grievance",
    title: "Grievance Officer",
    content: (
      <>
        <p>For any concern about how your personal data is handled, contact our Grievance Officer:</p>
        <address className="content-address">
          <strong>{COMPANY.grievanceOfficer.name}</strong>, {COMPANY.grievanceOfficer.designation}
          <br />
          {COMPANY.legalName}, {COMPANY.address.join(", ")}
          <br />
          Email:{" "}
          <a href={mailto(COMPANY.grievanceOfficer.email, "Privacy grievance")}>
            {COMPANY.grievanceOfficer.email}
          </a>
          <br />
          {COMPANY.grievanceOfficer.hours}
        </address>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    content: (
      <p>
        When we change this policy we update the date at the top of this page, and for important changes we
        tell signed-in customers by email before the change takes effect. Earlier versions are available on
        request.
      </p>
    ),
  },
];

export default function PrivacyPage(_props: PageProps<null>) {
  return (
    <ContentPage
      title="Privacy Policy"
      summary={
        <p>
          We collect only the personal data we need to deliver your orders, we never sell it, and you can see,
          correct or delete it at any time.
        </p>
      }
      updated={POLICIES_UPDATED}
      facts={[
        { value: `${POLICY.minimumAge}+`, label: "Customers must be adults" },
        { value: "Never sold", label: "Your data is not for sale" },
        { value: "No card data", label: "Payments stay with your bank" },
        { value: "30 days", label: "To answer a privacy request" },
      ]}
      sections={sections}
      related={[
        { href: "/termsofuse", label: "Terms of Use", description: "The rules for using SwiftCart" },
        { href: "/contactus", label: "Contact Us", description: "Support and the Grievance Officer" },
        { href: "/account", label: "Your Account", description: "Edit your details or delete your account" },
      ]}
    />
  );
}
