/** Pre-loved (certified refurbished) devices and repair services. */
import type { ProductSeed } from "./product-seed.ts";

const preloved = (p: Omit<ProductSeed, "category" | "vendor" | "unit">): ProductSeed => ({
  ...p,
  category: "Pre-loved",
  vendor: "sharma",
  unit: "Piece",
});

const GRADES =
  "Grade A+ means no visible marks; Grade A may show faint micro-scratches; Grade B has light, visible signs of use.";

export const PRELOVED: ProductSeed[] = [
  preloved({
    name: "Refurbished Apple iPhone 13 (128 GB) – Grade A+",
    subcategory: "Refurbished Phones",
    kind: "refurb-phone",
    label: "A+",
    price: 44999,
    discount: 12,
    stock: 8,
    limit: 2,
    colour: "Midnight",
    attributes: [
      "Storage: 128 GB",
      "Condition: Grade A+ (like new)",
      "Battery: Health 90 % or above",
      "Warranty: 6 months seller warranty",
    ],
    tags: ["refurbished", "iphone", "apple", "grade-a-plus"],
    description:
      "A like-new iPhone 13 that has passed our 47-point inspection, with battery health of 90 % or more. " +
      "Comes unlocked with a new USB-C to Lightning cable in a SwiftCart refurbished box. " + GRADES,
  }),
  preloved({
    name: "Refurbished Samsung Galaxy S22 5G (8 GB, 128 GB) – Grade A",
    subcategory: "Refurbished Phones",
    kind: "refurb-phone",
    label: "A",
    price: 32999,
    discount: 15,
    stock: 12,
    limit: 2,
    colour: "Phantom Black",
    attributes: [
      "RAM: 8 GB",
      "Storage: 128 GB",
      "Condition: Grade A (excellent)",
      "Warranty: 6 months seller warranty",
    ],
    tags: ["refurbished", "samsung", "5g", "compact"],
    description:
      "A compact flagship with a 50 MP triple camera and a 120 Hz AMOLED screen, fully tested and factory reset. " +
      "Screen is flawless; the frame may show faint marks. " + GRADES,
  }),
  preloved({
    name: "Refurbished OnePlus 9R 5G (8 GB, 128 GB) – Grade B",
    subcategory: "Refurbished Phones",
    kind: "refurb-phone",
    label: "B",
    price: 18999,
    discount: 20,
    stock: 25,
    limit: 3,
    colour: "Lake Blue",
    attributes: [
      "RAM: 8 GB",
      "Storage: 128 GB",
      "Condition: Grade B (good)",
      "Warranty: 6 months seller warranty",
    ],
    tags: ["refurbished", "oneplus", "5g", "value"],
    description:
      "A Snapdragon 870 performer at a fraction of its launch price, perfect for gaming on a budget. " +
      "Body shows light scratches but the display and all functions work perfectly. " + GRADES,
  }),
  preloved({
    name: "Refurbished Apple iPhone 12 (64 GB) – Grade A",
    subcategory: "Refurbished Phones",
    kind: "refurb-phone",
    label: "A",
    price: 29999,
    discount: 10,
    stock: 20,
    limit: 2,
    colour: "Purple",
    attributes: [
      "Storage: 64 GB",
      "Condition: Grade A (excellent)",
      "Battery: Health 85 % or above",
      "Warranty: 6 months seller warranty",
    ],
    tags: ["refurbished", "iphone", "apple", "5g"],
    description:
      "An iPhone 12 with 5G, Ceramic Shield and a dual 12 MP camera, checked by our technicians in New Delhi. " +
      "Battery health is guaranteed at 85 % or above. " + GRADES,
  }),
  preloved({
    name: 'Refurbished Apple MacBook Pro 13" 2019 (Core i5, 8 GB, 256 GB) – Grade A',
    subcategory: "Refurbished Laptops",
    kind: "refurb-laptop",
    label: "A",
    price: 62999,
    discount: 18,
    stock: 4,
    limit: 1,
    colour: "Space Grey",
    attributes: [
      "Processor: Intel Core i5 quad-core",
      "RAM: 8 GB",
      "Storage: 256 GB SSD",
      "Condition: Grade A (excellent)",
    ],
    tags: ["refurbished", "macbook", "apple", "touch-bar"],
    description:
      "A Touch Bar MacBook Pro with a Retina display, freshly reinstalled with macOS and a brand-new charger. " +
      "Keyboard and battery are inspected and replaced where needed. " + GRADES,
  }),
  preloved({
    name: "Refurbished Dell Latitude 7490 (Core i5 8th Gen, 16 GB, 256 GB SSD) – Grade A",
    subcategory: "Refurbished Laptops",
    kind: "refurb-laptop",
    label: "A",
    price: 26999,
    discount: 25,
    stock: 45,
    limit: 3,
    colour: "Black",
    attributes: [
      "Processor: Intel Core i5-8350U",
      "RAM: 16 GB",
      "Storage: 256 GB SSD",
      "Condition: Grade A (excellent)",
    ],
    tags: ["refurbished", "dell", "business", "students"],
    description:
      "An ex-corporate business laptop with a carbon-fibre lid, backlit keyboard and genuine Windows 11 Pro. " +
      "A great buy for students and small offices that need a reliable machine. " + GRADES,
  }),
  preloved({
    name: "Refurbished Lenovo ThinkPad T480 (Core i5 8th Gen, 8 GB, 512 GB SSD) – Grade B",
    subcategory: "Refurbished Laptops",
    kind: "refurb-laptop",
    label: "B",
    price: 22499,
    discount: 20,
    stock: 30,
    limit: 3,
    colour: "Black",
    attributes: [
      "Processor: Intel Core i5-8250U",
      "RAM: 8 GB",
      "Storage: 512 GB SSD",
      "Condition: Grade B (good)",
    ],
    tags: ["refurbished", "thinkpad", "lenovo", "value"],
    description:
      "The legendary ThinkPad T480 with its hot-swappable dual battery system and spill-resistant keyboard. " +
      "Lid and palm rest show visible signs of use; everything has been tested and cleaned. " + GRADES,
  }),
  preloved({
    name: "Refurbished Apple iPad Air (4th Gen) Wi-Fi 64 GB – Grade A",
    subcategory: "Refurbished Tablets",
    kind: "refurb-tablet",
    label: "A",
    price: 34999,
    discount: 14,
    stock: 6,
    limit: 2,
    colour: "Sky Blue",
    attributes: ["Storage: 64 GB", 'Display: 10.9" Liquid Retina', "Condition: Grade A (excellent)"],
    tags: ["refurbished", "ipad", "apple", "tablet"],
    description: "An A14 Bionic iPad Air that supports the Apple Pencil (2nd gen) and Magic Keyboard. " +
      "Ideal for note-taking, drawing and online classes. " + GRADES,
  }),
];

const repair = (p: Omit<ProductSeed, "category" | "vendor" | "unit" | "limit">): ProductSeed => ({
  ...p,
  category: "Repair Services",
  vendor: "fixit",
  unit: "Service",
  limit: 2,
});

export const REPAIRS: ProductSeed[] = [
  repair({
    name: "iPhone 13 Screen Replacement (OLED)",
    subcategory: "Screen Replacement",
    kind: "repair-screen",
    note: "3-4 hours",
    price: 9999,
    discount: 10,
    stock: 40,
    colour: "Black",
    attributes: ["Turnaround Time: 3-4 hours", "Warranty: 6 months on part and labour"],
    tags: ["repair", "iphone", "screen", "same-day"],
    description:
      "Replace a cracked or unresponsive iPhone 13 display with a high-quality OLED panel, with True Tone restored. " +
      "Drop your phone at our Hyderabad service centre or book a free pickup within city limits. " +
      "Your data stays on the phone; we test Face ID, touch and brightness before handing it back.",
  }),
  repair({
    name: "Samsung Galaxy AMOLED Screen Replacement (A & M series)",
    subcategory: "Screen Replacement",
    kind: "repair-screen",
    note: "Same day",
    price: 6499,
    discount: 5,
    stock: 60,
    colour: "Graphite",
    attributes: ["Turnaround Time: Same day", "Warranty: 6 months on part and labour"],
    tags: ["repair", "samsung", "screen", "amoled"],
    description:
      "Genuine-grade AMOLED display replacement for Galaxy A and M series phones, including the frame where needed. " +
      "Tell us the model when booking and we keep the part ready. " +
      "Most repairs are completed while you wait.",
  }),
  repair({
    name: "Android Phone Battery Replacement (up to 5000 mAh)",
    subcategory: "Battery Replacement",
    kind: "repair-battery",
    note: "45 minutes",
    price: 1499,
    discount: 10,
    stock: 80,
    colour: "Green",
    attributes: ["Turnaround Time: 45 minutes", "Warranty: 6 months on battery"],
    tags: ["repair", "battery", "android"],
    description:
      "Phone dying by lunchtime or switching off at 20 %? We fit a new high-capacity battery in about 45 minutes. " +
      "Covers Redmi, Samsung, realme, vivo, OPPO and Motorola models with batteries up to 5000 mAh. " +
      "The old battery is recycled responsibly.",
  }),
  repair({
    name: "iPhone Battery Replacement (iPhone 11 to 14)",
    subcategory: "Battery Replacement",
    kind: "repair-battery",
    note: "2 hours",
    price: 3999,
    discount: 0,
    stock: 50,
    colour: "Yellow",
    attributes: ["Turnaround Time: 2 hours", "Warranty: 6 months on battery"],
    tags: ["repair", "battery", "iphone"],
    description: "Restore your iPhone's battery health to 100 % with a new high-quality cell. " +
      "We calibrate the battery and run a full diagnostics check before returning the phone. " +
      "Book online and skip the queue.",
  }),
  repair({
    name: "Laptop General Service & Thermal Paste Refresh",
    subcategory: "Laptop Servicing",
    kind: "repair-laptop",
    note: "24 hours",
    price: 999,
    discount: 20,
    stock: 35,
    colour: "Brown",
    attributes: ["Turnaround Time: 24 hours", "Warranty: 30 days on service"],
    tags: ["repair", "laptop", "cleaning", "overheating"],
    description:
      "Overheating or noisy fan? We open your laptop, clean out the dust, replace the thermal paste and check the fan. " +
      "Most laptops run 10-15 °C cooler afterwards. " +
      "Includes a free Windows health check and driver update.",
  }),
  repair({
    name: 'Laptop Screen Replacement (14"-15.6" FHD panel)',
    subcategory: "Laptop Servicing",
    kind: "repair-laptop",
    note: "48 hours",
    price: 5499,
    discount: 10,
    stock: 25,
    colour: "Space Grey",
    attributes: ["Turnaround Time: 48 hours", "Warranty: 6 months on panel"],
    tags: ["repair", "laptop", "screen"],
    description: "Replace a cracked, dim or lined laptop screen with a new Full HD IPS panel. " +
      "Works for most HP, Dell, Lenovo, ASUS and Acer 14- to 15.6-inch laptops. " +
      "We confirm the exact part and price before starting.",
  }),
  repair({
    name: "Washing Machine & AC Doorstep Repair Visit",
    subcategory: "Appliance Repair",
    kind: "repair-appliance",
    note: "Next day",
    price: 499,
    discount: 0,
    stock: 100,
    colour: "Navy Blue",
    attributes: ["Turnaround Time: Technician visit next day", "Warranty: 90 days on repair"],
    tags: ["repair", "appliance", "doorstep", "ac", "washing-machine"],
    description:
      "A trained technician visits your home the next day to diagnose washing machine or AC problems. " +
      "The visit charge is adjusted against the repair bill if you go ahead. " +
      "Spare parts are quoted up front, with no surprises.",
  }),
];
