/**
 * The carrier and tracking number of a parcel, as the store types them when it ships an order or arranges a
 * return's reverse pickup: a carrier from the list Indian sellers commonly use, or any other typed.
 */
import { Field } from "./_forms.tsx";

/** Carriers Indian sellers commonly use; any other can be typed. */
export const CARRIERS = [
  "Delhivery",
  "Blue Dart",
  "DTDC",
  "Ekart",
  "India Post",
  "Xpressbees",
  "Shadowfax",
  "Ecom Express",
];

/** The two fields (`carrier`, `trackingNumber`), ids prefixed with `id`. */
export function ParcelFields({ id, trackingMax }: { id: string; trackingMax: number }) {
  return (
    <>
      <Field
        id={`${id}-carrier`}
        name="carrier"
        label="Carrier"
        list={`${id}-carriers`}
        required
        maxLength={60}
        autoComplete="off"
      />
      <datalist id={`${id}-carriers`}>
        {CARRIERS.map((name) => <option key={name} value={name} />)}
      </datalist>
      <Field
        id={`${id}-tracking`}
        name="trackingNumber"
        label="Tracking number"
        required
        maxLength={trackingMax}
        autoComplete="off"
        spellCheck={false}
      />
    </>
  );
}
