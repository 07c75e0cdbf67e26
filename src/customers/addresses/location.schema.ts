/**
 * Delivery places, shared by the server and the location islands (no server imports): India Post names
 * districts by their old names ("Bangalore"), shops and shoppers use today's ("Bengaluru").
 */

/** Old district names of India Post -> the city name people and product listings use. */
const RENAMED: Record<string, string> = {
  bangalore: "Bengaluru",
  "bangalore rural": "Bengaluru",
  bombay: "Mumbai",
  madras: "Chennai",
  calcutta: "Kolkata",
  poona: "Pune",
  mysore: "Mysuru",
  mangalore: "Mangaluru",
  belgaum: "Belagavi",
  gulbarga: "Kalaburagi",
  shimoga: "Shivamogga",
  tumkur: "Tumakuru",
  bellary: "Ballari",
  "bijapur(kar)": "Vijayapura",
  hubli: "Hubballi",
  gurgaon: "Gurugram",
  baroda: "Vadodara",
  trivandrum: "Thiruvananthapuram",
  ernakulam: "Kochi",
  cochin: "Kochi",
  "k.v.rangareddy": "Hyderabad",
  "rangareddy": "Hyderabad",
  "medchal-malkajgiri": "Hyderabad",
};

/** The city name for a postal district: "Bangalore" -> "Bengaluru", "South Delhi" -> "New Delhi". */
export function cityOfDistrict(district: string): string {
  const key = district.trim().toLowerCase();
  if (RENAMED[key]) return RENAMED[key];
  if (/\bdelhi$/.test(key)) return "New Delhi";
  return district.trim();
}

/** The six-digit pincodes a delivery label mentions ("Koramangala, Bengaluru 560034" -> [560034]). */
export const pincodesIn = (label: string): number[] =>
  [...label.matchAll(/(?<!\d)([1-9]\d{5})(?!\d)/g)].map((m) => Number(m[1]));

/** Longest delivery label kept (a geocoded address can be long). */
export const MAX_LABEL = 200;

/** What the home section and the API say when no product is near. */
export const NO_NEARBY = "No nearby products found";
