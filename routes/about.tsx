import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { ContentPage, type ContentSection } from "../src/content/ContentPage.tsx";
import { COMPANY, mailto, POLICY } from "../src/content/company.ts";

export function handler(_ctx: PageContext): PageData<null> {
  return {
    data: null,
    head: {
      title: "About Us",
      description:
        "SwiftCart is an Indian marketplace for new, pre-loved and repaired electronics and everyday " +
        `essentials from local stores, delivered free in ${POLICY.deliveryHours}.`,
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
          SwiftCart is an online marketplace built in {COMPANY.city}{" "}
          for shoppers across India. We connect you with independent electronics shops and neighbourhood
          stores in your own city, so that what you order is already close by, and reaches you within{" "}
          {POLICY.deliveryHours}.
        </p>
        <p>
          We believe buying a phone, a laptop or a week's groceries online should be as simple and as
          trustworthy as walking into the shop down the road, with the shopkeeper's honesty and the
          convenience of your doorstep.
        </p>
      </>
    ),
  },
  {
    id: "what-we-sell",
    title: "What you can buy",
    content: (
      <ul className="content-cards">
        <li>
          <h3>New electronics</h3>
          <p>
            Mobiles, laptops, televisions, audio, cameras and appliances, sealed and with the brand's
            warranty.
          </p>
        </li>
        <li>
          <h3>Pre-loved devices</h3>
          <p>
            Tested, graded second-hand phones and laptops, each with the vendor's warranty and an honest
            description.
          </p>
        </li>
        <li>
          <h3>Repairs and spares</h3>
          <p>Screen and battery replacements, chargers and accessories from trusted repair shops.</p>
        </li>
        <li>
          <h3>Everyday essentials</h3>
          <p>Groceries and household goods from local stores, delivered with the rest of your order.</p>
        </li>
      </ul>
    ),
  },
  {
    id: "our-promise",
    title: "Our promise to customers",
    content: (
      <ul>
        <li>
          <strong>Fast:</strong> processing and delivery within {POLICY.deliveryHours}.
        </li>
        <li>
          <strong>Free:</strong> shipping on every order, with no minimum order value.
        </li>
        <li>
          <strong>Flexible:</strong>{" "}
          pay by card, UPI, net banking or cash on delivery; cancel free at any time before dispatch.
        </li>
        <li>
          <strong>Fair:</strong> damaged or missing items reported within {POLICY.claimDays}{" "}
          days of delivery are replaced or refunded. See the{" "}
          <a href="/return">Return and Cancellation Policy</a>.
        </li>
        <li>
          <strong>Transparent:</strong>{" "}
          prices in rupees, inclusive of GST, with a GST invoice from the vendor for every order.
        </li>
      </ul>
    ),
  },
  {
    id: "for-vendors",
    title: "For local stores",
    content: (
      <>
        <p>
          SwiftCart helps independent stores sell online without building a website or a delivery fleet.
          Stores list their products, we bring customers, take payments and arrange delivery, and pay the
          store every week. There is no listing fee: a commission is charged only when an order is placed.
        </p>
        <p>
          Read the <a href="/vendor-policy">Vendor Policy</a>, then{" "}
          <a href="/store">apply to become a seller</a>.
        </p>
      </>
    ),
  },
  {
    id: "trust",
    title: "Trust and safety",
    content: (
      <ul>
        <li>Every vendor is verified (PAN, GSTIN and bank account) before it can sell.</li>
        <li>Listings are checked for counterfeit and prohibited products; offending stores are removed.</li>
        <li>
          Warranty repairs are handled by the brands' authorised service centres, listed on our{" "}
          <a href="/service-centers">Brand Service Centres</a> page.
        </li>
        <li>
          We never sell your personal data; read how we protect it in the{" "}
          <a href="/privacy">Privacy Policy</a>.
        </li>
      </ul>
    ),
  },
  {
    id: "company",
    title: "Company information",
    content: (
      <>
        <dl className="content-details">
          <dt>Legal name</dt>
          <dd>{COMPANY.legalName}</dd>
          <dt>Registered office</dt>
          <dd>{COMPANY.address.join(", ")}</dd>
          <dt>Customer support</dt>
          <dd>
            <a href={mailto(COMPANY.supportEmail)}>{COMPANY.supportEmail}</a> ·{" "}
            <a href={COMPANY.phoneHref}>{COMPANY.phone}</a> (toll-free)
          </dd>
          <dt>Press</dt>
          <dd>
            <a href={mailto(COMPANY.pressEmail)}>{COMPANY.pressEmail}</a>
          </dd>
        </dl>
        <p>
          Want to build SwiftCart with us? See our <a href="/career">open positions</a>.
        </p>
      </>
    ),
  },
];

export default function AboutPage(_props: PageProps<null>) {
  return (
    <ContentPage
      title="About SwiftCart"
      summary={
        <p>
          An Indian marketplace for electronics (new, pre-loved and repaired) and everyday essentials, sold by
          verified local stores and delivered free within {POLICY.deliveryHours}.
        </p>
      }
      facts={[
        { value: POLICY.deliveryHours, label: "Processing and delivery" },
        { value: "Free shipping", label: "On every order" },
        { value: "Verified vendors", label: "PAN, GSTIN and bank checked" },
        { value: "GST invoice", label: "With every order" },
      ]}
      sections={sections}
      related={[
        { href: "/career", label: "Careers", description: "Open positions at SwiftCart" },
        { href: "/contactus", label: "Contact Us", description: "Support, grievance officer and office" },
        { href: "/cities", label: "Cities We Serve", description: "Where we deliver today" },
      ]}
    />
  );
}
