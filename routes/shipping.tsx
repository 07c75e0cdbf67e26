import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Callout, ContentPage, type ContentSection } from "../src/content/ContentPage.tsx";
import { COMPANY, mailto, POLICIES_UPDATED, POLICY } from "../src/content/company.ts";

export function handler(_ctx: PageContext): PageData<null> {
  return {
    data: null,
    head: {
      title: "Shipping Policy",
      description:
        `SwiftCart delivers in ${POLICY.deliveryHours} with free shipping on every order across the cities we serve. ` +
        "How dispatch, delivery, tracking and cash on delivery work.",
    },
  };
}

const sections: ContentSection[] = [
  {
    id: "delivery-time",
    title: "Processing and delivery time",
    content: (
      <>
        <p>
          Orders are processed and delivered within <strong>{POLICY.deliveryHours}</strong>{" "}
          of confirmation. The clock starts when your order is confirmed: right after a successful card, UPI
          or net banking payment, or immediately for cash on delivery orders.
        </p>
        <ul>
          <li>Orders confirmed before 6:00 PM IST usually arrive the same day or by the next morning.</li>
          <li>Orders confirmed late in the evening are dispatched first thing the next morning.</li>
          <li>
            Each vendor packs and hands over its own items, so an order with items from several stores may
            arrive in more than one package. Every package follows the same {POLICY.deliveryHours} promise.
          </li>
        </ul>
        <p>
          Large appliances (refrigerators, washing machines, televisions above 55 inches) may need a delivery
          slot agreed with you by phone; the vendor or our delivery partner will call before dispatch.
        </p>
      </>
    ),
  },
  {
    id: "free-shipping",
    title: "Free shipping",
    content: (
      <>
        <p>
          Shipping is{" "}
          <strong>free on every order</strong>: there is no minimum order value, no delivery fee and no cash
          on delivery charge. The price you see on the product page, inclusive of GST, is the price you pay.
        </p>
        <p>
          If anyone asks you for a delivery fee at your door, do not pay it; write to{" "}
          <a href={mailto(COMPANY.supportEmail, "Delivery fee requested")}>{COMPANY.supportEmail}</a>{" "}
          and we will look into it.
        </p>
      </>
    ),
  },
  {
    id: "where-we-deliver",
    title: "Where we deliver",
    content: (
      <>
        <p>
          We deliver within India to the cities listed on <a href="/cities">Cities We Serve</a>. Use{" "}
          <strong>Deliver to</strong>{" "}
          at the top of any page and enter your 6-digit pincode to check whether we deliver to your address
          before you order.
        </p>
        <p>We do not ship outside India at present.</p>
      </>
    ),
  },
  {
    id: "tracking",
    title: "Tracking your order",
    content: (
      <>
        <p>
          Every order appears under{" "}
          <a href="/order-customer">My Orders</a>, newest first, with its current status and a tracking ID
          (the last 7 characters of the order number). Please quote the tracking ID whenever you contact us
          about an order: it lets us find it in seconds.
        </p>
      </>
    ),
  },
  {
    id: "payment-on-delivery",
    title: "Cash on delivery and payment",
    content: (
      <>
        <p>You can pay by:</p>
        <ul>
          <li>Credit or debit card (Visa, Mastercard, RuPay)</li>
          <li>UPI or net banking</li>
          <li>Cash on delivery: pay the delivery partner in cash or by scanning their UPI QR code</li>
        </ul>
        <p>
          For cash on delivery orders, please keep the exact amount ready. The delivery partner will hand over
          the package only after payment, and will give you the vendor's GST invoice with it.
        </p>
      </>
    ),
  },
  {
    id: "receiving",
    title: "Receiving your package",
    content: (
      <>
        <ul>
          <li>Check that the package is sealed and undamaged before you accept it.</li>
          <li>
            For sealed electronics, record a short video while you open the box; it makes any claim about a
            missing accessory quick to settle.
          </li>
          <li>
            If the outer box is visibly damaged, note it with the delivery partner, take photographs, and
            report it to us; you can also refuse the package.
          </li>
        </ul>
        <Callout tone="warning">
          <p>
            Damaged or missing items must be reported within{" "}
            <strong>{POLICY.claimDays} days of delivery</strong>. See the{" "}
            <a href="/return">Return and Cancellation Policy</a> for how to make a claim.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "delays",
    title: "Delays and failed deliveries",
    content: (
      <>
        <p>
          Rarely, weather, local restrictions, strikes or an incomplete address can delay a delivery beyond
          {" "}
          {POLICY.deliveryHours}. If that happens our support team or the delivery partner will contact you
          with a new expected time.
        </p>
        <ul>
          <li>Our delivery partner attempts delivery up to three times and calls you before each attempt.</li>
          <li>
            If all attempts fail, the order is cancelled and any prepaid amount is refunded in full to the
            original payment method.
          </li>
          <li>
            Keep your address and mobile number up to date in{" "}
            <a href="/manage-address">Manage addresses</a>; a landmark helps our partners find you quickly.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "cancel-before-dispatch",
    title: "Changing or cancelling an order",
    content: (
      <p>
        You can cancel an order at any time before it is dispatched, free of charge. Once it is dispatched it
        can no longer be cancelled, but you can refuse it at the door or raise a claim if it arrives damaged.
        Details are in the <a href="/return">Return and Cancellation Policy</a>.
      </p>
    ),
  },
  {
    id: "help",
    title: "Help with a delivery",
    content: (
      <p>
        Write to <a href={mailto(COMPANY.supportEmail, "Delivery help")}>{COMPANY.supportEmail}</a> or call
        {" "}
        <a href={COMPANY.phoneHref}>{COMPANY.phone}</a> (toll-free,{" "}
        {COMPANY.supportHours}). More ways to reach us are on the <a href="/contactus">Contact Us</a> page.
      </p>
    ),
  },
];

export default function ShippingPage(_props: PageProps<null>) {
  return (
    <ContentPage
      title="Shipping Policy"
      summary={
        <p>
          How and when your order reaches you. Every order ships free and arrives within{" "}
          {POLICY.deliveryHours} in the cities we serve.
        </p>
      }
      updated={POLICIES_UPDATED}
      facts={[
        { value: POLICY.deliveryHours, label: "Processing and delivery" },
        { value: "Free shipping", label: "On every order, no minimum" },
        { value: "Cash on delivery", label: "Card, UPI and net banking too" },
        { value: `${POLICY.claimDays} days`, label: "To report damaged or missing items" },
      ]}
      sections={sections}
      related={[
        {
          href: "/return",
          label: "Return and Cancellation",
          description: "Cancel before dispatch, claims and refunds",
        },
        { href: "/cities", label: "Cities We Serve", description: "Check whether we deliver to your city" },
        { href: "/order-customer", label: "My Orders", description: "Track an order and see its status" },
      ]}
    />
  );
}
