/**
 * /manage-address: the saved addresses with Edit and Delete, and one form that
 * adds or, after Edit, updates ('Update Address' / 'Cancel'). The form checks the same rules as the server
 * and fills city and state from the pincode once six digits are typed.
 */
import { type FormEvent, useRef, useState } from "react";
import { island } from "../src/ui/island.tsx";
import {
  ADDRESS_FIELDS,
  type AddressField,
  type AddressInput,
  checkAddress,
  MAX_ADDRESSES,
  TOO_MANY,
} from "../src/customers/addresses/addresses.schema.ts";
import { Field, FormNotice, type Notice, useHydrated } from "./_forms.tsx";
import { api, ApiError } from "./_api.ts";
import { lookupPincode } from "./_location.ts";

export interface SavedAddress extends AddressInput {
  _id: string;
}

interface Props {
  userId: string;
  initialAddresses: SavedAddress[];
}

const LABELS: Record<AddressField, { label: string; autoComplete: string; placeholder?: string }> = {
  street: { label: "House no. and street", autoComplete: "address-line1" },
  floor: { label: "Floor", autoComplete: "address-line2", placeholder: "e.g. 2nd floor" },
  area: { label: "Area / locality", autoComplete: "address-level3" },
  landmark: { label: "Landmark", autoComplete: "off" },
  postalCode: { label: "Pincode", autoComplete: "postal-code" },
  city: { label: "City", autoComplete: "address-level2" },
  state: { label: "State", autoComplete: "address-level1" },
  country: { label: "Country", autoComplete: "country-name" },
  phoneNumber: { label: "Phone number", autoComplete: "tel-national" },
};
/** Pincode before city and state, so the lookup fills the fields that follow it. */
const FORM_ORDER: AddressField[] = [
  "street",
  "floor",
  "area",
  "landmark",
  "postalCode",
  "city",
  "state",
  "country",
  "phoneNumber",
];

const EMPTY: AddressInput = Object.fromEntries(
  ADDRESS_FIELDS.map((f) => [f, f === "country" ? "India" : ""]),
) as AddressInput;

const formOf = (a: SavedAddress): AddressInput =>
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, a[f]])) as AddressInput;

function AddressBook({ userId, initialAddresses }: Props) {
  const hydrated = useHydrated();
  const [addresses, setAddresses] = useState(initialAddresses);
  const [form, setForm] = useState<AddressInput>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pincodeHint, setPincodeHint] = useState("");
  // City or State typed since the pincode last changed: its lookup, answering later, leaves them as typed
  // (written over halfway, the rest of the typing went on after the filled name).
  const typedSincePincode = useRef(new Set<AddressField>());
  const full = addresses.length >= MAX_ADDRESSES && !editing;

  async function fillFromPincode(pincode: string) {
    if (!/^\d{6}$/.test(pincode)) return setPincodeHint("");
    setPincodeHint("Looking up pincode…");
    const place = await lookupPincode(pincode);
    if (typeof place === "string") return setPincodeHint(place);
    setPincodeHint(`${place.city}, ${place.state}`);
    const typed = typedSincePincode.current;
    setForm((f) =>
      f.postalCode === pincode
        ? {
          ...f,
          city: typed.has("city") ? f.city : place.city,
          state: typed.has("state") ? f.state : place.state,
        }
        : f
    );
  }

  function change(field: AddressField, value: string) {
    const next = field === "postalCode" ? value.replace(/\D/g, "").slice(0, 6) : value;
    setForm((f) => ({ ...f, [field]: next }));
    if (field === "postalCode") {
      typedSincePincode.current.clear();
      fillFromPincode(next);
    } else if (field === "city" || field === "state") typedSincePincode.current.add(field);
  }

  function startEdit(address: SavedAddress) {
    setEditing(address._id);
    setForm(formOf(address));
    setNotice(null);
    setPincodeHint("");
    document.getElementById("address-form")?.scrollIntoView({ behavior: "smooth", block: "start" });
    document.getElementById("address-street")?.focus({ preventScroll: true });
  }

  function cancel() {
    setEditing(null);
    setForm(EMPTY);
    setNotice(null);
    setPincodeHint("");
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkAddress(form);
    if (!checked.ok) return setNotice({ kind: "error", text: checked.message });
    if (full) return setNotice({ kind: "error", text: TOO_MANY });
    setBusy(true);
    try {
      const answer = editing
        ? await api.put<{ updatedAddress: SavedAddress }>(`/api/addresses/${editing}`, checked.address)
        : await api.post<{ address: SavedAddress }>("/api/addresses/add-address", {
          ...checked.address,
          userId,
        });
      if ("updatedAddress" in answer) {
        const updated = answer.updatedAddress;
        setAddresses((list) => list.map((a) => a._id === updated._id ? updated : a));
      } else if ("address" in answer) {
        const added = answer.address;
        setAddresses((list) => [...list, added]);
      }
      setNotice({ kind: "success", text: editing ? "Address updated." : "Address added." });
      setEditing(null);
      setForm(EMPTY);
      setPincodeHint("");
    } catch (caught) {
      const said = caught instanceof ApiError && !caught.network ? caught.told : null;
      setNotice({ kind: "error", text: said ?? "Failed to save address." });
    } finally {
      setBusy(false);
    }
  }

  async function remove(address: SavedAddress) {
    if (!confirm("Delete this address?")) return;
    try {
      await api.delete(`/api/addresses/${address._id}`);
      setAddresses((list) => list.filter((a) => a._id !== address._id));
      if (editing === address._id) cancel();
      setNotice({ kind: "success", text: "Address deleted." });
    } catch {
      setNotice({ kind: "error", text: "Failed to delete address." });
    }
  }

  return (
    <div className="address-book">
      <section aria-labelledby="saved-addresses-title">
        <h2 id="saved-addresses-title">
          Saved addresses <span className="muted">({addresses.length} of {MAX_ADDRESSES})</span>
        </h2>
        {addresses.length === 0
          ? <p className="empty-note">No saved addresses yet. Add one below.</p>
          : (
            <ul className="address-list">
              {addresses.map((a) => (
                <li key={a._id} className={`address-card${editing === a._id ? " is-editing" : ""}`}>
                  <address>
                    <strong>{a.street}, {a.floor}</strong>
                    <span>{a.area} · Landmark: {a.landmark}</span>
                    <span>{a.city}, {a.state} {a.postalCode}</span>
                    <span>{a.country}</span>
                    <span>Phone: {a.phoneNumber}</span>
                  </address>
                  <div className="address-actions">
                    <button
                      type="button"
                      className="btn"
                      onClick={() =>
                        startEdit(a)}
                      disabled={!hydrated}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn-danger-outline"
                      onClick={() =>
                        remove(a)}
                      disabled={!hydrated}
                    >
                      Delete
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
      </section>

      <section aria-labelledby="address-form-title" id="address-form" className="address-form-card">
        <h2 id="address-form-title">{editing ? "Edit address" : "Add a new address"}</h2>
        {full && <p className="muted">{TOO_MANY} Delete one to add another.</p>}
        <form className="address-form" onSubmit={save} noValidate>
          {FORM_ORDER.map((field) => (
            <Field
              key={field}
              id={`address-${field}`}
              name={field}
              label={LABELS[field].label}
              autoComplete={LABELS[field].autoComplete}
              placeholder={LABELS[field].placeholder}
              value={form[field]}
              onChange={(event) => change(field, event.target.value)}
              required
              maxLength={field === "postalCode" ? 6 : field === "phoneNumber" ? 10 : 200}
              inputMode={field === "postalCode" || field === "phoneNumber" ? "numeric" : undefined}
              hint={field === "postalCode" ? pincodeHint || "6 digits; fills city and state" : undefined}
            />
          ))}
          <FormNotice notice={notice} />
          <div className="address-form-actions">
            <button type="submit" className="btn btn-primary" disabled={!hydrated || busy || full}>
              {busy ? "Saving…" : editing ? "Update Address" : "Add Address"}
            </button>
            {editing && <button type="button" className="btn" onClick={cancel}>Cancel</button>}
          </div>
        </form>
      </section>
    </div>
  );
}

export default island("AddressBook", AddressBook);
