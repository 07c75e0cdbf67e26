import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Callout, ContentPage, type ContentSection } from "../src/content/ContentPage.tsx";
import { COMPANY, mailto, POLICIES_UPDATED, POLICY, POLICY_THRESHOLD_LABEL } from "../src/content/company.ts";

export function handler(_ctx: PageContext): PageData<null> {
  return {
    data: null,
    head: {
      title: "Return and Cancellation Policy",
      description:
        "Cancel any SwiftCart order free of charge before dispatch. Report damaged or missing items within " +
        `${POLICY.claimDays} days of delivery for a replacement or a full refund.`,
    },
  };
}

const threshold = POLICY_THRESHOLD_LABEL;

const sections: ContentSection[] = [
  {
    id: "cancellation",
    title: "Cancelling an order",
    content: (
      <>
        <p>
          You can cancel an order{" "}
          <strong>at any time before it is dispatched</strong>, free of charge. To cancel, write to{" "}
          <a href={mailto(COMPANY.supportEmail, "Cancel my order")}>{COMPANY.supportEmail}</a> or call{" "}
          <a href={COMPANY.phoneHref}>{COMPANY.phone}</a> with your tracking ID from{" "}
          <a href="/order-customer">My Orders</a>.
        </p>
        <ul>
          <li>
            Prepaid orders cancelled before dispatch are refunded in full to the original payment method.
          </li>
          <li>Cash on delivery orders cancelled before dispatch are simply closed; nothing is charged.</li>
          <li>
            Once an order has been dispatched it can no longer be cancelled. You may refuse it at the door; a
            prepaid amount is then refunded once the package is back with the vendor.
          </li>
        </ul>
        <p>
          A vendor may cancel an order it cannot fulfil (for example, if the item went out of stock). You will
          be told straight away and any amount paid is refunded in full.
        </p>
      </>
    ),
  },
  {
    id: "damaged-missing",
    title: "Damaged, defective, wrong or missing items",
    content: (
      <>
        <p>
          If an item arrives damaged, defective, different from its description, or is missing from your
          package, report it within{" "}
          <strong>{POLICY.claimDays} days of delivery</strong>. We will arrange a replacement or a full refund
          at no cost to you, including free pick-up of the item.
        </p>
        <Callout tone="warning">
          <p>
            Claims raised more than {POLICY.claimDays}{" "}
            days after delivery cannot be accepted as transit damage or missing items. A defect that appears
            later is covered by the brand's warranty instead: see <a href="#warranty">Warranty repairs</a>.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "how-to-claim",
    title: "How to make a claim",
    content: (
      <ol>
        <li>
          Email <a href={mailto(COMPANY.supportEmail, "Damaged or missing item")}>{COMPANY.supportEmail}</a>
          {" "}
          with your tracking ID, the item name and a short description of the problem.
        </li>
        <li>
          Attach clear photographs of the item, the outer box and the shipping label (and the unboxing video,
          if you recorded one).
        </li>
        <li>We acknowledge every claim within 24 hours and tell you the outcome within 48 hours.</li>
        <li>
          Keep the item with all its accessories, manuals, free gifts and original packaging until it is
          picked up.
        </li>
        <li>
          After the vendor receives and checks the item, we ship the replacement or issue your refund.
        </li>
      </ol>
    ),
  },
  {
    id: "product-policies",
    title: "Return policy by product price",
    content: (
      <>
        <p>Each product page shows the policy that applies to that product. As a rule:</p>
        <div className="content-table-wrap">
          <table>
            <caption className="visually-hidden">Return policy by product price</caption>
            <thead>
              <tr>
                <th scope="col">Product price</th>
                <th scope="col">What you get</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{threshold} or less</td>
                <td>
                  Return or exchange through SwiftCart for items that arrive damaged, defective or wrong.
                </td>
              </tr>
              <tr>
                <td>Above {threshold}</td>
                <td>
                  Transit damage and missing items are handled by SwiftCart. Manufacturing defects are
                  repaired at the brand's authorised service centre within {POLICY.serviceRepairDays}{" "}
                  days, under the brand's warranty.
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          Pre-loved (refurbished) products carry the vendor's own warranty, stated on the product page.
          Groceries and other perishable items can be claimed only if they are damaged, expired or missing on
          delivery.
        </p>
      </>
    ),
  },
  {
    id: "not-returnable",
    title: "What cannot be returned",
    content: (
      <ul>
        <li>Items that are damaged after delivery, through misuse, liquid or accidental damage.</li>
        <li>Items without their original accessories, box, serial number or IMEI label.</li>
        <li>Software, licence keys and gift cards once activated or revealed.</li>
        <li>
          Personal-care items such as earphones or trimmers once the hygiene seal is opened, unless defective.
        </li>
        <li>Change of mind after dispatch: cancel before dispatch instead.</li>
      </ul>
    ),
  },
  {
    id: "warranty",
    title: "Warranty repairs at brand service centres",
    content: (
      <>
        <p>
          New electronics carry the manufacturer's warranty, which starts on the date of your GST invoice. For
          a defect that appears after the{" "}
          {POLICY.claimDays}-day claim window, take the product and its invoice to the brand's authorised
          service centre. The warranty is honoured by the brand, not by SwiftCart or the vendor.
        </p>
        <p>
          Our <a href="/service-centers">Brand Service Centres</a>{" "}
          page lists the service-centre locator and support contact of about 30 brands. Your invoice is always
          available from <a href="/order-customer">My Orders</a> or from our support team.
        </p>
      </>
    ),
  },
  {
    id: "refunds",
    title: "Refunds",
    content: (
      <>
        <p>
          Refunds are issued to the original payment method as soon as a cancellation is confirmed, or once a
          returned item passes the vendor's inspection. They reach you within 5–7 working days, often sooner:
        </p>
        <div className="content-table-wrap">
          <table>
            <caption className="visually-hidden">Refund timelines by payment method</caption>
            <thead>
              <tr>
                <th scope="col">Paid by</th>
                <th scope="col">Refunded to</th>
                <th scope="col">Reaches you within</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>UPI</td>
                <td>The same UPI account</td>
                <td>3 working days</td>
              </tr>
              <tr>
                <td>Net banking</td>
                <td>The same bank account</td>
                <td>5 working days</td>
              </tr>
              <tr>
                <td>Credit or debit card</td>
                <td>The same card</td>
                <td>5–7 working days</td>
              </tr>
              <tr>
                <td>Cash on delivery</td>
                <td>Your bank account or UPI ID (we ask you for it)</td>
                <td>5–7 working days</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          If a refund has not arrived within these times, write to us with the tracking ID; we will share the
          bank reference number (UTR) so that your bank can trace it.
        </p>
      </>
    ),
  },
  {
    id: "complaints",
    title: "Still not resolved?",
    content: (
      <p>
        If you are not satisfied with how a return or cancellation was handled, you can write to our Grievance
        Officer, {COMPANY.grievanceOfficer.name}, at{" "}
        <a href={mailto(COMPANY.grievanceOfficer.email)}>{COMPANY.grievanceOfficer.email}</a>. Under the
        Consumer Protection (E-Commerce) Rules, 2020, we acknowledge a complaint within 48 hours and resolve
        it within one month. All contacts are on the <a href="/contactus">Contact Us</a> page.
      </p>
    ),
  },
];

export default function ReturnPage(_props: PageProps<null>) {
  return (
    <ContentPage
      title="Return and Cancellation Policy"
      summary={
        <p>
          Changed your mind? Cancel free before dispatch. Something wrong with what arrived? Tell us within
          {" "}
          {POLICY.claimDays} days of delivery and we will put it right.
        </p>
      }
      updated={POLICIES_UPDATED}
      facts={[
        { value: "Before dispatch", label: "Cancel free of charge" },
        { value: `${POLICY.claimDays} days`, label: "To report damaged or missing items" },
        { value: "Full refund", label: "To the original payment method" },
        { value: "Brand warranty", label: "Repairs at authorised service centres" },
      ]}
      sections={sections}
      related={[
        {
          href: "/service-centers",
          label: "Brand Service Centres",
          description: "Warranty repairs for about 30 brands",
        },
        {
          href: "/shipping",
          label: "Shipping Policy",
          description: `Free delivery in ${POLICY.deliveryHours}`,
        },
        { href: "/order-customer", label: "My Orders", description: "Find your tracking ID and invoice" },
        { href: "/contactus", label: "Contact Us", description: "Support, grievance officer and office" },
      ]}
    />
  );
}
