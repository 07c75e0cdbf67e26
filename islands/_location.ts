/**
 * Browser helpers for the delivery location: its `app-storage` entry (a UI hint; the server keeps the
 * signed-in customer's own copy) and the pincode lookup with the dialog's messages.
 */
import { cityOfDistrict } from "../src/customers/addresses/location.schema.ts";
import { getStored, setStored } from "./_storage.ts";
import { api, ApiError } from "./_api.ts";

export function storedDeliveryLocation(): string | null {
  const value = getStored("deliveryLocation");
  return typeof value === "string" && value.trim() ? value : null;
}

export const storeDeliveryLocation = (label: string) => setStored("deliveryLocation", label);

export interface PincodePlace {
  pincode: string;
  city: string;
  district: string;
  state: string;
  /** "Bengaluru 560001": short enough for the header */
  label: string;
}

/** 'Invalid Pincode' for a lookup that found nothing, 'Error fetching location' when the call failed. */
export async function lookupPincode(
  pincode: string,
): Promise<PincodePlace | "Invalid Pincode" | "Error fetching location"> {
  const clean = pincode.trim();
  if (!/^\d{6}$/.test(clean)) return "Invalid Pincode";
  try {
    const answer = await api.get<unknown>(`/pincode/${clean}`);
    const first = Array.isArray(answer) ? answer[0] : null;
    if (first?.Status !== "Success" || !first.PostOffice?.length) {
      return first?.Status === "Error" ? "Invalid Pincode" : "Error fetching location";
    }
    const { District: district, State: state } = first.PostOffice[0];
    const city = cityOfDistrict(district);
    return { pincode: clean, city, district, state, label: `${city} ${clean}` };
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? "Invalid Pincode" : "Error fetching location";
  }
}
