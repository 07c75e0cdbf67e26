import { useRef } from "react";
import { island } from "../src/ui/island.tsx";
import { CloseIcon, HeadsetIcon } from "../src/ui/icons.tsx";

interface Props {
  productName: string;
  supportEmail: string;
}

/**
 * The Brand Support popup of the product page: what to do with a defective or damaged product. A native
 * modal <dialog> gives the focus trap, Escape to close and focus return to the button for free.
 */
function BrandSupport({ productName, supportEmail }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        className="btn btn-outline brand-support-open"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <HeadsetIcon /> Brand Support
      </button>
      <dialog
        ref={dialog}
        className="modal"
        aria-labelledby="brand-support-title"
        // A click on the backdrop lands on the dialog element itself: treat it as "close".
        onClick={(event) => event.target === event.currentTarget && close()}
      >
        <div className="modal-body">
          <header className="modal-header">
            <h2 id="brand-support-title">Brand Support</h2>
            <button type="button" className="modal-close" aria-label="Close" onClick={close}>
              <CloseIcon />
            </button>
          </header>
          <p className="muted">For {productName}</p>
          <h3>Received it damaged or with a part missing?</h3>
          <p>
            Keep the box and invoice, take a few photos, and tell us within 7 days of delivery. We arrange a
            replacement or refund under our <a href="/return">return and cancellation policy</a>.
          </p>
          <h3>Stopped working or developed a fault?</h3>
          <p>
            Manufacturing defects are covered by the brand's warranty. Take the product and your invoice to an
            {" "}
            <a href="/service-centers">authorised brand service centre</a>; they repair or replace it free of
            charge while it is under warranty.
          </p>
          <p>
            Still stuck? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>{" "}
            and we reply within 24 hours.
          </p>
          <div className="modal-actions">
            <a className="btn btn-primary" href="/service-centers">Find a service centre</a>
            <a className="btn" href="/return">Return policy</a>
          </div>
        </div>
      </dialog>
    </>
  );
}

export default island("BrandSupport", BrandSupport);
