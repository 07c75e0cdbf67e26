/**
 * The reverse-geocoding provider: a URL template with {lat} and {lng}, e.g. a Nominatim or Google
 * Geocoding endpoint with its key. Unset means location detection is off, and the dialog says so.
 */
export function geocoderUrl(): string | undefined {
  try {
    return Deno.env.get("GEOCODER_URL") || undefined;
  } catch {
    return undefined; // no env permission: treat as not configured
  }
}
