/** Category tree of the demo store. Array order is the carousel order (categories.position). */
import type { Figure } from "../images.ts";

export interface CategorySeed {
  name: string;
  /** Short code used in product identification numbers: SC-MOB-00012. */
  code: string;
  description: string;
  /** Tile colour and the illustrations on it (coordinates in the 400 × 300 tile). */
  accent: string;
  figures: Figure[];
  /** Commission on orders in this category, in basis points (800 = 8 %). */
  commissionBp: number;
  subcategories: { name: string; description: string; commissionBp?: number }[];
}

export const CATEGORIES: CategorySeed[] = [
  {
    name: "Mobiles",
    code: "MOB",
    description:
      "The latest 5G smartphones, dependable keypad phones, tablets and the chargers and power banks that keep them going.",
    accent: "#2f6fde",
    figures: [{ kind: "phone", colour: "Midnight Blue", x: 210, y: 150, scale: 0.38 }],
    commissionBp: 600,
    subcategories: [
      {
        name: "Smartphones",
        description: "5G Android phones and iPhones from every leading brand.",
        commissionBp: 450,
      },
      { name: "Feature Phones", description: "Long-lasting keypad phones with dual SIM and FM radio." },
      { name: "Tablets", description: "Tablets for study, work and streaming on the go." },
      {
        name: "Mobile Accessories",
        description: "Power banks, fast chargers, cables and cases.",
        commissionBp: 1200,
      },
    ],
  },
  {
    name: "Laptops",
    code: "LAP",
    description:
      "Thin-and-light notebooks, gaming rigs and business laptops, with the mice and accessories to match.",
    accent: "#7650d0",
    figures: [{ kind: "laptop", colour: "Space Grey", x: 200, y: 160, scale: 0.36 }],
    commissionBp: 550,
    subcategories: [
      { name: "Thin & Light", description: "Under 1.5 kg, all-day battery, ideal for college and travel." },
      {
        name: "Gaming Laptops",
        description: "Dedicated RTX graphics and high-refresh displays.",
        commissionBp: 500,
      },
      { name: "Business Laptops", description: "Durable, secure machines built for the workday." },
      { name: "Laptop Accessories", description: "Mice, keyboards and more for a better desk setup." },
    ],
  },
  {
    name: "Televisions",
    code: "TV",
    description:
      "Smart LED, 4K Ultra HD and QLED televisions in every size, plus streaming sticks that make any TV smart.",
    accent: "#d23c3c",
    figures: [{ kind: "tv", colour: "Black", x: 195, y: 150, scale: 0.36 }],
    commissionBp: 500,
    subcategories: [
      {
        name: "Smart LED TVs",
        description: "HD Ready and Full HD smart TVs for bedrooms and compact living rooms.",
      },
      { name: "4K Ultra HD TVs", description: "Big-screen 4K, QLED and Google TVs with Dolby audio." },
      {
        name: "Streaming Devices",
        description: "Plug-in sticks for Netflix, Prime Video, Hotstar and more.",
      },
    ],
  },
  {
    name: "Audio",
    code: "AUD",
    description:
      "True wireless earbuds, noise-cancelling headphones, party speakers and soundbars for home theatre sound.",
    accent: "#f0872a",
    figures: [
      { kind: "headphones", colour: "Black", x: 180, y: 150, scale: 0.32 },
      { kind: "earbuds", colour: "White", x: 275, y: 195, scale: 0.22 },
    ],
    commissionBp: 800,
    subcategories: [
      {
        name: "True Wireless Earbuds",
        description: "Truly wireless buds with long battery life and low-latency gaming modes.",
      },
      { name: "Headphones", description: "Over-ear and on-ear headphones, wired and wireless." },
      { name: "Bluetooth Speakers", description: "Portable, waterproof speakers for home and travel." },
      { name: "Soundbars", description: "Soundbars and home theatre systems with subwoofers." },
    ],
  },
  {
    name: "Wearables",
    code: "WEA",
    description:
      "Smartwatches and fitness bands that track your steps, sleep, heart rate and SpO2, and take calls on your wrist.",
    accent: "#12898a",
    figures: [{ kind: "watch", colour: "Midnight", x: 200, y: 150, scale: 0.34 }],
    commissionBp: 900,
    subcategories: [
      {
        name: "Smartwatches",
        description: "AMOLED smartwatches with Bluetooth calling and health tracking.",
      },
      {
        name: "Fitness Bands",
        description: "Slim bands for steps, sleep and workouts with week-long battery.",
      },
    ],
  },
  {
    name: "Cameras",
    code: "CAM",
    description:
      "Mirrorless and DSLR cameras, action cams and lenses for creators, travellers and wedding photographers.",
    accent: "#3d424b",
    figures: [{ kind: "camera", colour: "Black", x: 200, y: 150, scale: 0.36 }],
    commissionBp: 600,
    subcategories: [
      {
        name: "Mirrorless Cameras",
        description: "Compact interchangeable-lens cameras for photo and video.",
      },
      { name: "DSLR Cameras", description: "Trusted DSLR bodies and kits with optical viewfinders." },
      {
        name: "Action Cameras",
        description: "Rugged, waterproof cameras for rides, treks and underwater shots.",
      },
      {
        name: "Lenses & Accessories",
        description: "Prime and zoom lenses for sharper portraits and low light.",
      },
    ],
  },
  {
    name: "Home Appliances",
    code: "HOM",
    description:
      "Energy-efficient ACs, refrigerators, washing machines, water purifiers and kitchen appliances for Indian homes.",
    accent: "#1f78b4",
    figures: [
      { kind: "washer", colour: "White", x: 178, y: 155, scale: 0.3 },
      { kind: "mixer", colour: "Red", x: 272, y: 180, scale: 0.24 },
    ],
    commissionBp: 700,
    subcategories: [
      { name: "Air Conditioners", description: "Inverter split ACs with star ratings for every room size." },
      {
        name: "Refrigerators",
        description: "Single and double door refrigerators, direct cool and frost free.",
      },
      {
        name: "Washing Machines",
        description: "Front load and top load washing machines with inverter motors.",
      },
      { name: "Kitchen Appliances", description: "Mixer grinders, air fryers and everyday kitchen helpers." },
      { name: "Water Purifiers", description: "RO, UV and UF purifiers for safe drinking water." },
    ],
  },
  {
    name: "Pre-loved",
    code: "PRE",
    description:
      "Certified refurbished phones, laptops and tablets: tested on 40+ checks, graded honestly and backed by a 6-month warranty.",
    accent: "#15803d",
    figures: [{ kind: "refurb-phone", colour: "Starlight", x: 190, y: 150, scale: 0.36, label: "A+" }],
    commissionBp: 1000,
    subcategories: [
      {
        name: "Refurbished Phones",
        description: "Graded iPhones and Android phones, fully tested and cleaned.",
        commissionBp: 1100,
      },
      {
        name: "Refurbished Laptops",
        description: "Business-grade laptops, refreshed with new batteries where needed.",
      },
      { name: "Refurbished Tablets", description: "iPads and Android tablets in great working condition." },
    ],
  },
  {
    name: "Repair Services",
    code: "REP",
    description:
      "Screen and battery replacements, laptop servicing and appliance repair by trained technicians with genuine-grade parts.",
    accent: "#0b5cab",
    figures: [{ kind: "repair-screen", colour: "Graphite", x: 195, y: 150, scale: 0.36 }],
    commissionBp: 1200,
    subcategories: [
      {
        name: "Screen Replacement",
        description: "Cracked or flickering displays replaced, usually the same day.",
      },
      { name: "Battery Replacement", description: "Fresh batteries for phones that no longer last the day." },
      {
        name: "Laptop Servicing",
        description: "Cleaning, thermal paste, upgrades and screen or keyboard repair.",
      },
      {
        name: "Appliance Repair",
        description: "Doorstep repair for washing machines, ACs and refrigerators.",
      },
    ],
  },
  {
    name: "Grocery",
    code: "GRO",
    description:
      "Atta, rice, dals, oils, snacks, tea and coffee and personal care essentials, delivered within 24 hours.",
    accent: "#e0683c",
    figures: [
      { kind: "bag", colour: "Gold", x: 175, y: 150, scale: 0.3, label: "Atta||" },
      { kind: "bottle", colour: "Yellow", x: 265, y: 170, scale: 0.26, label: "Oil||" },
    ],
    commissionBp: 500,
    subcategories: [
      { name: "Staples", description: "Atta, rice, dals, salt, sugar, oils and ghee.", commissionBp: 300 },
      { name: "Snacks & Biscuits", description: "Namkeen, chips, cookies and tea-time favourites." },
      { name: "Beverages", description: "Tea, coffee and juices for the whole family." },
      { name: "Personal Care", description: "Toothpaste, shampoo, soaps and handwash." },
    ],
  },
];
