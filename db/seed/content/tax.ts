/**
 * The demo catalogue's GST details: each product's HSN code (goods, from the customs tariff's chapters) or
 * SAC (services: 9987, maintenance and repair) and its rate under the slabs in force since 22 September
 * 2025 (0, 5, 18 and 40 %). Electronics and appliances are 18 % (televisions and air conditioners came
 * down from 28 %); packaged groceries mostly 5 % (biscuits, namkeen, instant coffee, toothpaste, shampoo
 * and soap came down from 12-18 %), iodised salt nil. Two products are left without them on purpose, as a
 * store's new listing may be: they are sold, and their lists say "No HSN/GST: not invoiced".
 */
import type { ProductSeed } from "./product-seed.ts";

export interface SeedTax {
  hsnCode: string;
  gstRate: 0 | 5 | 18 | 40;
}

const at18 = (hsnCode: string): SeedTax => ({ hsnCode, gstRate: 18 });
const at5 = (hsnCode: string): SeedTax => ({ hsnCode, gstRate: 5 });

/** By subcategory, where every product of it shares the heading. */
const BY_SUBCATEGORY: Record<string, SeedTax> = {
  // Telephones for cellular networks (smartphones 8517 13, others 8517 14).
  "Smartphones": at18("85171300"),
  "Feature Phones": at18("85171400"),
  // Tablets are portable automatic data-processing machines.
  "Tablets": at18("84713010"),
  "Thin & Light": at18("84713010"),
  "Gaming Laptops": at18("84713010"),
  "Business Laptops": at18("84713010"),
  // Mice: input units of data-processing machines.
  "Laptop Accessories": at18("84716060"),
  // Television reception apparatus with a colour screen.
  "Smart LED TVs": at18("852872"),
  "4K Ultra HD TVs": at18("852872"),
  // Reception apparatus without a screen.
  "Streaming Devices": at18("85287100"),
  // Headphones and earphones (8518 30), loudspeakers in one enclosure (8518 22).
  "True Wireless Earbuds": at18("85183000"),
  "Headphones": at18("85183000"),
  "Bluetooth Speakers": at18("85182200"),
  "Soundbars": at18("85182200"),
  // Smartwatches and bands: apparatus for receiving and transmitting data.
  "Smartwatches": at18("85176290"),
  "Fitness Bands": at18("85176290"),
  // Digital and video cameras.
  "Mirrorless Cameras": at18("85258900"),
  "DSLR Cameras": at18("85258900"),
  "Action Cameras": at18("85258900"),
  // Camera lenses.
  "Lenses & Accessories": at18("90021100"),
  "Air Conditioners": at18("84151010"),
  "Refrigerators": at18("84182100"),
  "Washing Machines": at18("84501100"),
  "Water Purifiers": at18("84212120"),
  // Second-hand goods keep their own headings.
  "Refurbished Phones": at18("85171300"),
  "Refurbished Laptops": at18("84713010"),
  "Refurbished Tablets": at18("84713010"),
  // SAC 9987: maintenance, repair and installation services.
  "Screen Replacement": at18("9987"),
  "Battery Replacement": at18("9987"),
  "Laptop Servicing": at18("9987"),
  "Appliance Repair": at18("9987"),
};

/** By name, where a subcategory mixes headings (groceries, kitchen appliances). */
const BY_NAME: Record<string, SeedTax> = {
  "Prestige Iris 750 W Mixer Grinder with 4 Jars": at18("85094010"),
  "Philips HD9252/90 Air Fryer 4.1 L": at18("85166000"),
  // Wheat flour (atta), pre-packaged and labelled.
  "Aashirvaad Shudh Chakki Atta 5 kg": at5("1101"),
  // Salt: nil rated.
  "Tata Salt Vacuum Evaporated Iodised Salt 1 kg": { hsnCode: "2501", gstRate: 0 },
  "India Gate Basmati Rice Classic 1 kg": at5("1006"),
  "Fortune Sunlite Refined Sunflower Oil 1 L": at5("1512"),
  // Dried leguminous vegetables, split (toor dal).
  "Tata Sampann Unpolished Toor Dal 1 kg": at5("0713"),
  "Amul Pure Ghee 1 L Jar": at5("0405"),
  // Potatoes prepared or preserved: chips.
  "Lay's India's Magic Masala Potato Chips (Pack of 4 × 52 g)": at5("2005"),
  "Britannia Good Day Cashew Cookies 600 g": at5("1905"),
  "Tata Tea Gold 1 kg": at5("0902"),
  // Extracts of coffee: instant coffee.
  "Nescafé Classic Instant Coffee 200 g Jar": at5("2101"),
  "Real Fruit Power Mixed Fruit Juice 1 L": at5("2009"),
  // Preparations for oral hygiene; for the hair.
  "Colgate Strong Teeth Toothpaste 500 g (2 × 250 g)": at5("3306"),
  "Dove Daily Shine Shampoo 650 ml": at5("3305"),
  // Liquid soap for washing the skin.
  "Dettol Original Liquid Handwash Refill 1.5 L": at5("3401"),
};

/**
 * A subcategory's usual heading, for the benchmark's generated catalogue (db/seed/bench.ts), where one
 * subcategory's products share it: the demo's own headings, and the commonest one where they differ.
 */
const USUAL: Record<string, SeedTax> = {
  "Mobile Accessories": at18("85076000"),
  "Kitchen Appliances": at18("85094010"),
  "Staples": at5("1006"),
  "Snacks & Biscuits": at5("1905"),
  "Beverages": at5("0902"),
  "Personal Care": at5("3401"),
};
export const subcategoryTax = (subcategory: string): SeedTax | null =>
  BY_SUBCATEGORY[subcategory] ?? USUAL[subcategory] ?? null;

/** Left without tax details on purpose: the "not invoiced" state of a store's list. */
export const UNTAXED_DEMO_PRODUCTS: readonly string[] = [
  "Ambrane 20000 mAh 22.5 W Fast Charging Power Bank",
  "Haldiram's Aloo Bhujia 1 kg",
];

/** A demo product's HSN code and GST rate; null for the ones left without. */
export function taxOf(seed: ProductSeed): SeedTax | null {
  if (UNTAXED_DEMO_PRODUCTS.includes(seed.name)) return null;
  const tax = BY_NAME[seed.name] ?? BY_SUBCATEGORY[seed.subcategory];
  if (!tax) throw new Error(`No HSN code or GST rate for the demo product ${seed.name}`);
  return tax;
}
