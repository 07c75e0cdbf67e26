/**
 * A large generated catalogue for load tests (`deno task bench`): the demo categories, many vendors and
 * thousands of products with varied names, prices and stock. Photos reuse a small shared set of images, and
 * rows go in in large batches inside one transaction, so 100,000 products take seconds, not minutes.
 */
import { type Insertable, sql } from "kysely";
import type { Database, DB } from "../database.ts";
import { newId } from "../../src/core/ids.ts";
import { autoPolicy } from "../../src/catalogue/policy.ts";
import { buildTaxonomy, chunks, insertAll, MediaBatch } from "./common.ts";
import { CITIES } from "./content/reference.ts";
import { type ProductKind, productPhotos } from "./images.ts";
import { createRng, type Rng } from "./rng.ts";

export interface BenchOptions {
  products: number;
  vendors: number;
  /** Seed for the pseudo-random generator; the same seed gives the same catalogue (ids aside). */
  seed?: number;
}

export interface BenchResult {
  vendors: number;
  products: number;
  photos: number;
  ms: number;
}

interface Template {
  category: string;
  subcategory: string;
  kind: ProductKind;
  unit: string;
  brands: string[];
  models: string[];
  /** A brand's own models, where the shared list would give names no shopper searches for. */
  modelsOf?: Record<string, string[]>;
  variants: string[];
  /** MRP range in rupees. */
  price: [number, number];
  colours: string[];
  attributes: (rng: Rng) => string[];
}

const ram = (rng: Rng) => `RAM: ${rng.pick([4, 6, 8, 12, 16])} GB`;
const storage = (rng: Rng) => `Storage: ${rng.pick([64, 128, 256, 512])} GB`;
const warranty = (rng: Rng) => {
  const years = rng.pick([1, 2, 3]);
  return `Warranty: ${years} year${years > 1 ? "s" : ""}`;
};

const TEMPLATES: Template[] = [
  {
    category: "Mobiles",
    subcategory: "Smartphones",
    kind: "phone",
    unit: "Piece",
    brands: [
      "Samsung Galaxy",
      "Redmi",
      "realme",
      "OnePlus",
      "vivo",
      "OPPO",
      "iQOO",
      "Motorola",
      "POCO",
      "Nothing Phone",
      "Apple iPhone",
    ],
    // The searches shoppers type (and the search tests rank): 'samsng', 'iphon', 'redmi note 13'.
    modelsOf: {
      "Samsung Galaxy": ["S24", "S23 FE", "A15", "A35", "M35", "F15"],
      "Apple iPhone": ["15", "15 Plus", "15 Pro", "14", "13"],
      "Redmi": ["Note 13", "Note 13 Pro", "Note 13 Pro+", "13C", "12"],
    },
    models: [
      "A15",
      "Note 13",
      "12 Pro",
      "Nord CE 4",
      "Y28",
      "Reno 11",
      "Z9",
      "Edge 50",
      "X6 Pro",
      "(2a)",
      "M15",
      "C65",
    ],
    variants: [
      "5G (6 GB RAM, 128 GB)",
      "5G (8 GB RAM, 128 GB)",
      "5G (8 GB RAM, 256 GB)",
      "5G (12 GB RAM, 256 GB)",
    ],
    price: [9999, 64999],
    colours: ["Midnight Black", "Ocean Blue", "Forest Green", "Lavender", "Silver"],
    attributes: (rng) => [ram(rng), storage(rng), `Battery: ${rng.pick([5000, 5500, 6000])} mAh`],
  },
  {
    category: "Mobiles",
    subcategory: "Mobile Accessories",
    kind: "power-bank",
    unit: "Piece",
    brands: ["Ambrane", "Mi", "boAt", "Portronics", "URBN", "Anker"],
    models: ["10000 mAh", "20000 mAh", "27000 mAh"],
    variants: ["Power Bank", "Fast Charging Power Bank", "Slim Power Bank"],
    price: [899, 3999],
    colours: ["Black", "White", "Blue"],
    attributes: (rng) => [`Capacity: ${rng.pick([10000, 20000])} mAh`, warranty(rng)],
  },
  {
    category: "Mobiles",
    subcategory: "Tablets",
    kind: "tablet",
    unit: "Piece",
    brands: ["Samsung Galaxy Tab", "Lenovo Tab", "Redmi Pad", "realme Pad", "Apple iPad"],
    models: ["A9", "M10", "SE", "2", "Air"],
    variants: ["Wi-Fi (4 GB, 64 GB)", "Wi-Fi (6 GB, 128 GB)", "LTE (8 GB, 128 GB)"],
    price: [11999, 59900],
    colours: ["Graphite", "Silver", "Mint"],
    attributes: (rng) => [ram(rng), storage(rng)],
  },
  {
    category: "Laptops",
    subcategory: "Thin & Light",
    kind: "laptop",
    unit: "Piece",
    brands: [
      "HP",
      "Dell",
      "Lenovo IdeaPad",
      "ASUS Vivobook",
      "Acer Aspire",
      "MSI Modern",
      "Apple MacBook Air",
    ],
    models: ["14", "15", "Slim 3", "Go 15", "Lite 5", "M2", "M3"],
    variants: [
      "(Core i3, 8 GB, 512 GB SSD)",
      "(Core i5, 16 GB, 512 GB SSD)",
      "(Ryzen 5, 16 GB, 512 GB SSD)",
      "(Ryzen 7, 16 GB, 1 TB SSD)",
    ],
    price: [32990, 149900],
    colours: ["Silver", "Space Grey", "Midnight", "Blue"],
    attributes: (rng) => [ram(rng), "Storage: 512 GB SSD", `Screen Size: ${rng.pick(["14", "15.6"])}"`],
  },
  {
    category: "Laptops",
    subcategory: "Gaming Laptops",
    kind: "laptop",
    unit: "Piece",
    brands: ["ASUS TUF", "Lenovo LOQ", "HP Victus", "Acer Nitro", "MSI Katana", "Dell G15"],
    models: ["A15", "15", "V", "GF66", "5530"],
    variants: ["(RTX 3050, 16 GB)", "(RTX 4050, 16 GB)", "(RTX 4060, 16 GB)"],
    price: [59990, 149990],
    colours: ["Graphite Black", "Grey"],
    attributes: (rng) => ["RAM: 16 GB", `Display: ${rng.pick([144, 165])} Hz`],
  },
  {
    category: "Laptops",
    subcategory: "Laptop Accessories",
    kind: "mouse",
    unit: "Piece",
    brands: ["Logitech", "HP", "Dell", "Portronics", "Zebronics"],
    models: ["M171", "Z3700", "MS116", "Toad 23", "Pebble"],
    variants: ["Wireless Mouse", "Silent Wireless Mouse", "Bluetooth Mouse"],
    price: [399, 4999],
    colours: ["Black", "Grey", "Red", "Blue"],
    attributes: () => ["Connectivity: 2.4 GHz wireless"],
  },
  {
    category: "Televisions",
    subcategory: "4K Ultra HD TVs",
    kind: "tv",
    unit: "Piece",
    brands: ["Samsung", "LG", "Sony Bravia", "TCL", "Xiaomi", "Hisense", "Acer", "VU"],
    models: ['43"', '50"', '55"', '65"'],
    variants: ["4K Ultra HD Smart TV", "QLED 4K Google TV", "4K webOS TV"],
    price: [24999, 149990],
    colours: ["Black"],
    attributes: (rng) => [`Screen Size: ${rng.pick([43, 50, 55, 65])} inch`, "Resolution: 4K UHD"],
  },
  {
    category: "Televisions",
    subcategory: "Smart LED TVs",
    kind: "tv",
    unit: "Piece",
    brands: ["Samsung", "LG", "Xiaomi", "Acer", "Thomson", "Kodak"],
    models: ['32"', '40"', '43"'],
    variants: ["HD Ready Smart LED TV", "Full HD Android TV"],
    price: [10999, 34999],
    colours: ["Black"],
    attributes: () => ["Resolution: HD Ready"],
  },
  {
    category: "Audio",
    subcategory: "True Wireless Earbuds",
    kind: "earbuds",
    unit: "Piece",
    brands: ["boAt Airdopes", "Noise Buds", "realme Buds", "OnePlus Nord Buds", "JBL Wave", "Boult Z"],
    models: ["141", "VS104", "T300", "2r", "Beam", "40"],
    variants: ["TWS Earbuds", "ANC Earbuds"],
    price: [999, 9999],
    colours: ["Black", "White", "Mint", "Lavender"],
    attributes: (rng) => [`Battery: Up to ${rng.pick([30, 40, 50])} hours`],
  },
  {
    category: "Audio",
    subcategory: "Headphones",
    kind: "headphones",
    unit: "Piece",
    brands: ["Sony", "JBL", "boAt Rockerz", "Sennheiser", "Skullcandy"],
    models: ["WH-CH520", "Tune 520BT", "450", "HD 450BT", "Hesh"],
    variants: ["Wireless Headphones", "On-Ear Headphones", "ANC Headphones"],
    price: [1499, 29990],
    colours: ["Black", "Blue", "Red", "White"],
    attributes: (rng) => [`Battery: Up to ${rng.pick([20, 40, 60])} hours`],
  },
  {
    category: "Audio",
    subcategory: "Bluetooth Speakers",
    kind: "speaker",
    unit: "Piece",
    brands: ["JBL", "boAt Stone", "Sony", "Marshall", "Zebronics"],
    models: ["Go 4", "Flip 6", "352", "SRS-XB13", "Emberton"],
    variants: ["Portable Speaker", "Waterproof Speaker"],
    price: [1299, 19999],
    colours: ["Black", "Blue", "Teal", "Red"],
    attributes: () => ["Connectivity: Bluetooth 5.3"],
  },
  {
    category: "Audio",
    subcategory: "Soundbars",
    kind: "soundbar",
    unit: "Piece",
    brands: ["Sony", "JBL", "boAt Aavante", "Zebronics Juke Bar", "Samsung"],
    models: ["HT-S20R", "Cinema SB271", "2.1 2400", "9400", "HW-C450"],
    variants: ["Soundbar with Subwoofer", "Dolby Atmos Soundbar"],
    price: [4999, 49990],
    colours: ["Black"],
    attributes: (rng) => [`Capacity: ${rng.pick([160, 220, 400])} W`],
  },
  {
    category: "Wearables",
    subcategory: "Smartwatches",
    kind: "watch",
    unit: "Piece",
    brands: ["Noise ColorFit", "boAt Wave", "Fire-Boltt", "Amazfit", "Samsung Galaxy Watch", "Apple Watch"],
    models: ["Pro 5", "Call 2", "Ninja", "GTS 4", "6", "SE"],
    variants: ["Smartwatch", "Bluetooth Calling Smartwatch"],
    price: [1499, 45900],
    colours: ["Black", "Rose Gold", "Silver", "Deep Blue"],
    attributes: (rng) => [`Battery: Up to ${rng.pick([2, 7, 10])} days`],
  },
  {
    category: "Wearables",
    subcategory: "Fitness Bands",
    kind: "band",
    unit: "Piece",
    brands: ["Xiaomi Smart Band", "Fitbit", "Huawei Band", "Amazfit Band"],
    models: ["8", "Inspire 3", "9", "7"],
    variants: ["Fitness Tracker"],
    price: [2499, 14999],
    colours: ["Black", "Pink", "Green"],
    attributes: () => ["Display: AMOLED"],
  },
  {
    category: "Cameras",
    subcategory: "Mirrorless Cameras",
    kind: "camera",
    unit: "Piece",
    brands: ["Sony Alpha", "Canon EOS", "Nikon Z", "Fujifilm X"],
    models: ["ZV-E10", "R50", "fc", "S20", "6400"],
    variants: ["Body Only", "with 16-50 mm Lens", "Twin Lens Kit"],
    price: [54990, 149990],
    colours: ["Black", "Silver"],
    attributes: () => ["Camera: 24 MP APS-C"],
  },
  {
    category: "Cameras",
    subcategory: "Action Cameras",
    kind: "action-cam",
    unit: "Piece",
    brands: ["GoPro HERO", "DJI Osmo Action", "Insta360"],
    models: ["11", "12", "4", "Ace"],
    variants: ["Action Camera", "Creator Combo"],
    price: [24990, 54990],
    colours: ["Black", "Grey"],
    attributes: () => ["Camera: 4K60 video"],
  },
  {
    category: "Home Appliances",
    subcategory: "Air Conditioners",
    kind: "ac",
    unit: "Piece",
    brands: ["LG", "Voltas", "Daikin", "Blue Star", "Lloyd", "Panasonic"],
    models: ["1 Ton", "1.5 Ton", "2 Ton"],
    variants: ["3 Star Inverter Split AC", "5 Star Inverter Split AC"],
    price: [35990, 89990],
    colours: ["White"],
    attributes: (rng) => [`Energy Rating: ${rng.pick([3, 5])} Star`],
  },
  {
    category: "Home Appliances",
    subcategory: "Refrigerators",
    kind: "fridge",
    unit: "Piece",
    brands: ["Samsung", "LG", "Whirlpool", "Godrej", "Haier"],
    models: ["183 L", "236 L", "260 L", "322 L"],
    variants: ["Single Door Refrigerator", "Double Door Frost Free Refrigerator"],
    price: [14990, 59990],
    colours: ["Silver", "Red", "Blue", "Black"],
    attributes: (rng) => [`Energy Rating: ${rng.pick([2, 3, 4])} Star`],
  },
  {
    category: "Home Appliances",
    subcategory: "Washing Machines",
    kind: "washer",
    unit: "Piece",
    brands: ["LG", "Samsung", "IFB", "Bosch", "Whirlpool"],
    models: ["6.5 kg", "7 kg", "8 kg"],
    variants: ["Front Load Washing Machine", "Top Load Washing Machine"],
    price: [15990, 54990],
    colours: ["White", "Silver"],
    attributes: () => ["Energy Rating: 5 Star"],
  },
  {
    category: "Home Appliances",
    subcategory: "Kitchen Appliances",
    kind: "mixer",
    unit: "Piece",
    brands: ["Prestige", "Bajaj", "Philips", "Preethi", "Butterfly"],
    models: ["Iris", "Rex", "HL7756", "Zodiac", "Smart"],
    variants: ["750 W Mixer Grinder", "500 W Mixer Grinder"],
    price: [1999, 8999],
    colours: ["Blue", "Red", "White"],
    attributes: () => ["Warranty: 2 years"],
  },
  {
    category: "Pre-loved",
    subcategory: "Refurbished Phones",
    kind: "refurb-phone",
    unit: "Piece",
    brands: ["Refurbished Apple iPhone", "Refurbished Samsung Galaxy", "Refurbished OnePlus"],
    models: ["11", "12", "13", "S21", "9"],
    variants: ["(64 GB) – Grade A", "(128 GB) – Grade A+", "(128 GB) – Grade B"],
    price: [8999, 49999],
    colours: ["Black", "White", "Blue", "Purple"],
    attributes: () => ["Condition: Grade A", "Warranty: 6 months"],
  },
  {
    category: "Pre-loved",
    subcategory: "Refurbished Laptops",
    kind: "refurb-laptop",
    unit: "Piece",
    brands: ["Refurbished Dell Latitude", "Refurbished Lenovo ThinkPad", "Refurbished HP EliteBook"],
    models: ["7490", "T480", "840 G5"],
    variants: ["(Core i5, 8 GB, 256 GB) – Grade A", "(Core i5, 16 GB, 512 GB) – Grade B"],
    price: [14999, 39999],
    colours: ["Black", "Silver"],
    attributes: () => ["Condition: Grade A"],
  },
  {
    category: "Repair Services",
    subcategory: "Screen Replacement",
    kind: "repair-screen",
    unit: "Service",
    brands: ["iPhone", "Samsung Galaxy", "Redmi", "OnePlus", "vivo"],
    models: ["11", "13", "A54", "Note 12", "Nord"],
    variants: ["Screen Replacement", "Display Replacement (with frame)"],
    price: [1499, 14999],
    colours: ["Black"],
    attributes: () => ["Turnaround Time: Same day"],
  },
  {
    category: "Repair Services",
    subcategory: "Battery Replacement",
    kind: "repair-battery",
    unit: "Service",
    brands: ["iPhone", "Samsung", "Redmi", "realme"],
    models: ["X", "12", "M31", "Note 10"],
    variants: ["Battery Replacement"],
    price: [799, 4999],
    colours: ["Green"],
    attributes: () => ["Turnaround Time: 1 hour"],
  },
  {
    category: "Grocery",
    subcategory: "Staples",
    kind: "bag",
    unit: "Pack",
    brands: ["Aashirvaad", "Fortune", "Tata Sampann", "India Gate", "Daawat", "24 Mantra Organic"],
    models: ["Atta", "Basmati Rice", "Toor Dal", "Moong Dal", "Chana Dal", "Sugar"],
    variants: ["1 kg", "2 kg", "5 kg"],
    price: [45, 699],
    colours: ["Gold", "Maroon", "Orange", "Green"],
    attributes: () => ["Weight: 1 kg"],
  },
  {
    category: "Grocery",
    subcategory: "Snacks & Biscuits",
    kind: "pouch",
    unit: "Pack",
    brands: ["Haldiram's", "Lay's", "Bikaji", "Britannia", "Parle", "Balaji"],
    models: ["Bhujia", "Chips", "Namkeen", "Cookies", "Wafers"],
    variants: ["150 g", "200 g", "400 g", "1 kg"],
    price: [35, 399],
    colours: ["Yellow", "Red", "Blue", "Green"],
    attributes: () => ["Weight: 200 g"],
  },
  {
    category: "Grocery",
    subcategory: "Beverages",
    kind: "jar",
    unit: "Pack",
    brands: ["Nescafé", "Bru", "Tata Tea", "Red Label", "Bournvita", "Horlicks"],
    models: ["Classic", "Gold", "Premium", "Original"],
    variants: ["100 g", "200 g", "500 g"],
    price: [99, 899],
    colours: ["Chocolate Brown", "Maroon", "Gold"],
    attributes: () => ["Weight: 200 g"],
  },
  {
    category: "Grocery",
    subcategory: "Personal Care",
    kind: "bottle",
    unit: "Pack",
    brands: ["Dove", "Head & Shoulders", "Clinic Plus", "Dettol", "Himalaya", "Nivea"],
    models: ["Shampoo", "Body Wash", "Handwash", "Face Wash"],
    variants: ["200 ml", "340 ml", "650 ml"],
    price: [99, 799],
    colours: ["Lavender", "Blue", "Green", "White"],
    attributes: () => ["Capacity: 340 ml"],
  },
];

const SURNAMES = [
  "Agarwal",
  "Reddy",
  "Iyer",
  "Khan",
  "Patel",
  "Singh",
  "Mehta",
  "Nair",
  "Das",
  "Joshi",
  "Kulkarni",
  "Chowdhury",
  "Menon",
  "Bose",
  "Rao",
  "Pillai",
  "Kapoor",
  "Malhotra",
  "Bansal",
  "Saxena",
];
const STORE_TYPES = [
  "Mobiles",
  "Electronics",
  "Digital World",
  "Tech Store",
  "Refurb Point",
  "Kirana Mart",
  "Gadget Hub",
  "Appliances",
  "Service Centre",
  "Audio Zone",
];

function productName(rng: Rng, t: Template) {
  const brand = rng.pick(t.brands);
  return `${brand} ${rng.pick(t.modelsOf?.[brand] ?? t.models)} ${rng.pick(t.variants)}`;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");

export async function seedBenchCatalogue(db: DB, options: BenchOptions): Promise<BenchResult> {
  const started = performance.now();
  const rng = createRng(options.seed ?? 7);
  const now = new Date();
  const media = new MediaBatch();

  // Reuse the categories when the database already has them (e.g. demo data); create them otherwise.
  const existing = await db.selectFrom("categories as c").innerJoin(
    "subcategories as s",
    "s.category_id",
    "c.id",
  )
    .select(["c.id as category_id", "c.name as category", "s.id as subcategory_id", "s.name as subcategory"])
    .execute();
  let taxonomyInsert: ((trx: DB) => Promise<void>) | undefined;
  const subcategoryOf = new Map<string, { categoryId: string; subcategoryId: string }>();
  if (existing.length > 0) {
    for (const row of existing) {
      subcategoryOf.set(`${row.category}/${row.subcategory}`, {
        categoryId: row.category_id,
        subcategoryId: row.subcategory_id,
      });
    }
  } else {
    const built = await buildTaxonomy(media, now);
    taxonomyInsert = built.insert;
    for (const [name, c] of built.taxonomy.categories) {
      for (const [sub, subId] of c.subcategories) {
        subcategoryOf.set(`${name}/${sub}`, { categoryId: c.id, subcategoryId: subId });
      }
    }
  }
  const templates = TEMPLATES.filter((t) => subcategoryOf.has(`${t.category}/${t.subcategory}`));
  if (templates.length === 0) throw new Error("No demo categories to attach bench products to");

  // A front and a back view per template, in its first colour: ~60 images shared by every product.
  const shared = new Map<Template, string[]>();
  for (const t of templates) {
    const subject = {
      kind: t.kind,
      colour: t.colours[0],
      name: `${t.brands[0]} ${t.models[0]}`,
      label: `${t.brands[0]}|${t.models[0]}|${t.variants[0]}`,
      note: "Same day",
    };
    if (t.kind.startsWith("refurb")) subject.label = "A";
    const ids: string[] = [];
    for (const svg of productPhotos(subject, 2)) ids.push(await media.add(svg));
    shared.set(t, ids);
  }

  const takenEmails = new Set(
    (await db.selectFrom("vendors").select("email").execute()).map((v) => v.email.toLowerCase()),
  );
  const vendors: Insertable<Database["vendors"]>[] = [];
  for (let i = 0; vendors.length < options.vendors; i++) {
    const base = `${SURNAMES[i % SURNAMES.length]} ${
      STORE_TYPES[Math.floor(i / SURNAMES.length) % STORE_TYPES.length]
    }`;
    const round = Math.floor(i / (SURNAMES.length * STORE_TYPES.length));
    const store_name = round ? `${base} ${round + 1}` : base;
    const email = `orders@${slug(store_name)}.in`;
    if (takenEmails.has(email)) continue;
    takenEmails.add(email);
    vendors.push({ id: newId(), store_name, email, city: CITIES[i % CITIES.length] });
  }

  const products: Insertable<Database["products"]>[] = [];
  const photos: Insertable<Database["product_photos"]>[] = [];
  for (let i = 0; i < options.products; i++) {
    const t = templates[rng.int(0, templates.length - 1)];
    const vendor = vendors[rng.int(0, vendors.length - 1)];
    const { categoryId, subcategoryId } = subcategoryOf.get(`${t.category}/${t.subcategory}`)!;
    const rupees = Math.round(t.price[0] + (t.price[1] - t.price[0]) * rng.next() ** 2) -
      (rng.next() < 0.6 ? 1 : 0);
    const stock = rng.next() < 0.1 ? rng.int(1, 12) : rng.int(20, 500);
    const created_at = new Date(now.getTime() - i * 60_000 - rng.int(0, 59_000));
    const id = newId(created_at.getTime());
    products.push({
      id,
      name: productName(rng, t),
      description:
        `${t.subcategory} from ${vendor.store_name}, ${vendor.city}. Genuine product with GST invoice. ` +
        `Ships within 24 hours with free delivery.`,
      category_id: categoryId,
      subcategory_id: subcategoryId,
      unit: t.unit,
      price_paise: rupees * 100,
      discount_percent: rng.pick([0, 5, 10, 12, 15, 20, 25, 30, 40]),
      stock,
      max_purchase_limit: Math.min(stock, rng.int(1, 10)),
      attributes: t.attributes(rng),
      tags: [slug(t.subcategory), slug(t.brands[0].split(" ")[0])],
      location: vendor.city,
      policy: autoPolicy(rupees),
      pin: `SC-BEN-${String(i + 1).padStart(6, "0")}`,
      colour: rng.pick(t.colours),
      vendor_id: vendor.id,
      rating: Math.round((3.4 + rng.next() * 1.5) * 10) / 10,
      reviews: rng.int(0, 25_000),
      created_at,
      updated_at: created_at,
    });
    const images = shared.get(t)!;
    const count = rng.next() < 0.5 ? 1 : 2;
    for (let position = 0; position < count; position++) {
      photos.push({ product_id: id, position, media_id: images[position] });
    }
  }

  await db.transaction().execute(async (trx) => {
    await media.insert(trx);
    if (taxonomyInsert) await taxonomyInsert(trx);
    await insertAll(trx, "vendors", vendors);
    // Building an index once over 100,000 rows is many times faster than updating it row by row (the
    // trigram GIN indexes most of all), so the secondary indexes go during the load and come back after.
    const rebuild = await dropSecondaryIndexes(trx, ["products", "product_photos"]);
    await skipForeignKeyChecks(trx, ["products", "product_photos"]);
    // Batches as large as the 65,535 bind parameters of one statement allow: ~23 columns a product.
    await insertAll(trx, "products", products, 2500);
    await insertJson(trx, "product_photos", photos);
    await rebuild();
  });
  return {
    vendors: vendors.length,
    products: products.length,
    photos: photos.length,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * Drops the indexes of `tables` that no constraint owns (primary keys and foreign-key targets stay) and
 * returns what recreates them from their own definitions, so indexes added by later migrations are covered.
 */
async function dropSecondaryIndexes(trx: DB, tables: string[]): Promise<() => Promise<void>> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(tables)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(trx);
  for (const index of rows) await sql`drop index ${sql.id(index.name)}`.execute(trx);
  return async () => {
    await sql`set local maintenance_work_mem = '128MB'`.execute(trx);
    for (const index of rows) await sql.raw(index.definition).execute(trx);
  };
}

/**
 * The rows are generated consistent (every category, vendor, product and media id exists), so checking each
 * foreign key row by row, 500,000 lookups at 100,000 products, only costs time. `session_replication_role
 * = replica` skips those checks for this transaction, but also skips user triggers: when the tables have any
 * (e.g. one that maintains a column), the checks stay on.
 */
async function skipForeignKeyChecks(trx: DB, tables: string[]) {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and c.relname in (${sql.join(tables)})`.execute(trx);
  if (rows[0].n === 0) await sql`set local session_replication_role = replica`.execute(trx);
}

/**
 * Inserts rows sent as one JSON text per 10,000 rows: PostgreSQL reads a JSON document far faster than it
 * binds tens of thousands of parameters. Only the rows' own columns are named, so defaults and generated
 * columns of the table (added by any migration) stay the table's business.
 */
async function insertJson<T extends "products" | "product_photos">(
  trx: DB,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  if (rows.length === 0) return;
  const columns = sql.join(Object.keys(rows[0]).map((c) => sql.id(c)));
  for (const chunk of chunks(rows, 10_000)) {
    await sql`insert into ${sql.table(table)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${
      JSON.stringify(chunk)
    }::text::json)`
      .execute(trx);
  }
}
