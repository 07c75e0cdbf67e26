/**
 * The dialog 'Choose Delivery Location': a saved address (signed in), the detected
 * location (browser geolocation, then the server's reverse geocoder), or a pincode. The first two close
 * the dialog. The choice shows in the header, persists in `app-storage` for everyone and, for a signed-in
 * customer, on the server so every server-rendered header shows it.
 *
 * The header's 'Deliver to' is server-rendered: a link to `/#choose-location` marked `data-deliver-to`,
 * which works on pages that ship no script (home opens this dialog for that hash). Where this island is
 * on the page it opens the dialog in place instead, and keeps the header's label up to date. The dialog
 * itself is rendered only once opened: pages carry no hidden markup for it.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { CloseIcon, PinIcon } from "../src/ui/icons.tsx";
import { lookupPincode, storedDeliveryLocation, storeDeliveryLocation } from "./_location.ts";
import { api, ApiError } from "./_api.ts";

interface Props {
  /** The signed-in customer's saved location as the server knows it; null for visitors. */
  label: string | null;
  userId: string | null;
  /** A reverse geocoder is configured (GEOCODER_URL); without one the dialog says so. */
  canDetect: boolean;
}

interface SavedAddress {
  _id: string;
  street: string;
  area: string;
  city: string;
  state: string;
  postalCode: string;
}

const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

function DeliverToDialog({ label: serverLabel, userId, canDetect }: Props) {
  const [label, setLabel] = useState(serverLabel);
  const [isOpen, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [addressError, setAddressError] = useState("");
  const [detecting, setDetecting] = useState(false);
  const [detectMessage, setDetectMessage] = useState("");
  const [pincode, setPincode] = useState("");
  const [checking, setChecking] = useState(false);
  const [pincodeMessage, setPincodeMessage] = useState<{ ok: boolean; text: string } | null>(null);

  function choose(next: string) {
    setLabel(next);
    storeDeliveryLocation(next);
    if (userId) {
      api.put("/api/location/delivery-location", { deliveryLocation: next }).catch(() => {
        // Offline: the header and this device still have it; the next choice saves it again.
      });
    }
  }

  // The device's copy: a visitor's own choice, or a signed-in customer's that the server lacks so far.
  useEffect(() => {
    const stored = storedDeliveryLocation();
    if (serverLabel) storeDeliveryLocation(serverLabel);
    else if (stored) userId ? choose(stored) : setLabel(stored);
  }, []);

  function open() {
    document.querySelectorAll<HTMLDetailsElement>("details.mobile-menu[open]").forEach((
      d,
    ) => (d.open = false));
    setOpen(true);
    if (userId && addresses === null) {
      api.get<{ addresses: SavedAddress[] }>(`/api/addresses/get-address/${encodeURIComponent(userId)}`)
        .then((answer) => setAddresses(answer.addresses))
        .catch(() => {
          setAddresses([]);
          setAddressError("Could not load your saved addresses.");
        });
    }
  }
  const close = () => dialog.current?.close();

  useEffect(() => {
    if (isOpen && !dialog.current?.open) dialog.current?.showModal();
  }, [isOpen]);

  // The server-rendered header shows what the device knows too (a visitor's choice lives only here).
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLElement>(".deliver-to-bar")) {
      const strong = link.querySelector("strong");
      if (strong) strong.textContent = label ?? "Select location";
      if (label) link.title = `Deliver to ${label}`;
    }
  }, [label]);

  // Arriving from a page without this island (its link goes to /#choose-location).
  useEffect(() => {
    if (location.hash === "#choose-location") {
      history.replaceState(null, "", location.pathname + location.search);
      open();
    }
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.("[data-deliver-to]");
      if (trigger) {
        event.preventDefault();
        open();
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  });

  function detect() {
    setDetectMessage("");
    if (!("geolocation" in navigator)) {
      setDetectMessage("Geolocation is not supported by this browser.");
      return;
    }
    setDetecting(true);
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const answer = await api.post<{ address: string }>("/api/location/reverse-geocode", {
            latitude: coords.latitude,
            longitude: coords.longitude,
          });
          choose(answer.address);
          close();
        } catch (error) {
          setDetectMessage((error instanceof ApiError && error.told) || "Error fetching location");
        } finally {
          setDetecting(false);
        }
      },
      (error) => {
        setDetecting(false);
        setDetectMessage(
          error.code === error.PERMISSION_DENIED
            ? "Location access was denied. Allow it in your browser, or enter your pincode."
            : "Could not detect your location. Please try again or enter your pincode.",
        );
      },
      GEO_OPTIONS,
    );
  }

  async function checkPincode(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    setPincodeMessage(null);
    const place = await lookupPincode(pincode);
    setChecking(false);
    if (typeof place === "string") {
      setPincodeMessage({ ok: false, text: place });
      return;
    }
    choose(place.label);
    setPincodeMessage({ ok: true, text: `We deliver to ${place.city}, ${place.state}.` });
  }

  if (!isOpen) return null;
  return (
    <>
      <dialog
        ref={dialog}
        onClose={() => setOpen(false)}
        className="location-dialog"
        aria-labelledby="location-dialog-title"
        onClick={(event) => event.target === dialog.current && close()}
      >
        <div className="location-dialog-body">
          <header className="location-dialog-head">
            <h2 id="location-dialog-title">Choose Delivery Location</h2>
            <button type="button" className="icon-button" aria-label="Close" onClick={close}>
              <CloseIcon />
            </button>
          </header>
          <p className="muted location-current" aria-live="polite">
            {label
              ? (
                <>
                  Delivering to <strong>{label}</strong>
                </>
              )
              : "Choose where your order should go."}
          </p>

          {userId && (
            <section aria-labelledby="location-saved-title">
              <h3 id="location-saved-title">Your saved addresses</h3>
              {addresses === null
                ? <p className="muted">Loading addresses…</p>
                : addresses.length === 0
                ? (
                  <p className="muted">
                    {addressError || "No saved addresses yet."} <a href="/manage-address">Add an address</a>
                  </p>
                )
                : (
                  <ul className="location-addresses">
                    {addresses.map((a) => (
                      <li key={a._id}>
                        <button
                          type="button"
                          className="location-address"
                          onClick={() => {
                            choose(`${a.area}, ${a.city} ${a.postalCode}`);
                            close();
                          }}
                        >
                          <strong>{a.street}, {a.area}</strong>
                          <span>{a.city}, {a.state} {a.postalCode}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
            </section>
          )}

          <section aria-labelledby="location-detect-title">
            <h3 id="location-detect-title">Use my current location</h3>
            {canDetect
              ? (
                <button type="button" className="btn btn-outline" onClick={detect} disabled={detecting}>
                  <PinIcon /> {detecting ? "Detecting…" : "Detect my location"}
                </button>
              )
              : (
                <p className="muted">
                  Location detection is not available on this site yet. Please pick a saved address or enter
                  your pincode.
                </p>
              )}
            {detectMessage && (
              <p className="location-message location-message-error" role="alert">{detectMessage}</p>
            )}
          </section>

          <section aria-labelledby="location-pincode-title">
            <h3 id="location-pincode-title">Enter a pincode</h3>
            <form className="location-pincode" onSubmit={checkPincode}>
              <label htmlFor="location-pincode" className="visually-hidden">Pincode</label>
              <input
                id="location-pincode"
                name="pincode"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                placeholder="6-digit pincode, e.g. 560001"
                value={pincode}
                onChange={(event) => setPincode(event.target.value.replace(/\D/g, ""))}
              />
              <button type="submit" className="btn btn-primary" disabled={checking}>
                {checking ? "Checking…" : "Apply"}
              </button>
            </form>
            {pincodeMessage && (
              <p
                className={`location-message location-message-${pincodeMessage.ok ? "ok" : "error"}`}
                role={pincodeMessage.ok ? "status" : "alert"}
              >
                {pincodeMessage.text}
              </p>
            )}
          </section>
        </div>
      </dialog>
    </>
  );
}

export default island("DeliverToDialog", DeliverToDialog);
