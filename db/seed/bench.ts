/**
 * A large generated catalogue for load tests (`deno task bench`): the demo categories, many vendors and
 * up to hundreds of thousands of products with varied names, prices and stock. Photos reuse a small shared set
 * of images. PostgreSQL generates the products itself from the templates (generateProducts: nothing per row
 * crosses the connection), with the secondary indexes rebuilt once after the load: 100,000 products in about
 * 25 s on a loaded 2-core machine, where batches of parameters took 85 s.
 */
import { type Insertable, sql } from "kysely";
import type { Database, DB } from "../database.ts";
import { newId } from "../../src/core/ids.ts";
import {
  POLICY_PRICE_THRESHOLD,
  RETURN_EXCHANGE_POLICY,
  SERVICE_CENTRE_REPAIR_POLICY,
} from "../../src/catalogue/products/return-policy.ts";
import { buildTaxonomy, insertAll, MediaBatch } from "./common.ts";
import { CITIES } from "./content/reference.ts";
import { subcategoryTax } from "./content/tax.ts";
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

  // The products are generated by PostgreSQL itself from the templates (one statement, no rows through the
  // client): attribute lists are drawn here, since they come from functions.
  const plan = templates.map((t, i) => {
    const { categoryId, subcategoryId } = subcategoryOf.get(`${t.category}/${t.subcategory}`)!;
    return {
      t: i,
      category_id: categoryId,
      subcategory_id: subcategoryId,
      subcategory: t.subcategory,
      hsn_code: subcategoryTax(t.subcategory)?.hsnCode ?? null,
      gst_rate: subcategoryTax(t.subcategory)?.gstRate ?? null,
      unit: t.unit,
      brands: t.brands.map((name) => ({ name, models: t.modelsOf?.[name] ?? t.models })),
      variants: t.variants,
      price_lo: t.price[0],
      price_hi: t.price[1],
      colours: t.colours,
      attributes: Array.from({ length: 8 }, () => t.attributes(rng)),
      tags: [slug(t.subcategory), slug(t.brands[0].split(" ")[0])],
      photos: shared.get(t)!,
    };
  });

  let photos = 0;
  await db.transaction().execute(async (trx) => {
    await media.insert(trx);
    if (taxonomyInsert) await taxonomyInsert(trx);
    await insertAll(trx, "vendors", vendors);
    // Building an index once over 100,000 rows is many times faster than updating it row by row (the
    // trigram GIN indexes most of all), so the secondary indexes go during the load and come back after.
    // search_products (migration 0013) is filled by a trigger on products: its name index too.
    const rebuild = await dropSecondaryIndexes(trx, ["products", "product_photos", "search_products"]);
    await skipForeignKeyChecks(trx, ["products", "product_photos"]);
    await generateProducts(trx, {
      count: options.products,
      seed: options.seed ?? 7,
      now,
      templates: plan,
      vendors: vendors.map((v, i) => ({ v: i, id: v.id, store_name: v.store_name, city: v.city ?? "" })),
    });
    photos = Number(
      (await sql<{ n: number }>`select count(*)::int as n from bench_products p
      cross join lateral unnest(p.photos[1:p.photo_count]) as media_id`.execute(trx)).rows[0].n,
    );
    await sql`insert into product_photos (product_id, position, media_id)
      select p.id, m.position - 1, m.media_id from bench_products p
      cross join lateral unnest(p.photos[1:p.photo_count]) with ordinality as m(media_id, position)`
      .execute(trx);
    await sql`drop table bench_products`.execute(trx);
    await rebuild();
  });
  return {
    vendors: vendors.length,
    products: options.products,
    photos,
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

interface GenerateOptions {
  count: number;
  seed: number;
  now: Date;
  templates: unknown[];
  vendors: { v: number; id: string; store_name: string; city: string }[];
}

/**
 * Products by the rules of the JavaScript generator it replaced, drawn by PostgreSQL's random() (seeded, so
 * the same seed gives the same catalogue): a template and a vendor each, a brand with one of its models and a
 * variant for the name, a price skewed towards the cheap end (60 % ending in 9), 10 % low on stock, one
 * product a minute back from now, ids time-ordered like newId(). They land in a temporary table first, with
 * each product's photos, then go into products.
 */
async function generateProducts(trx: DB, o: GenerateOptions) {
  await sql`select setseed(${(o.seed % 1000) / 1000})`.execute(trx);
  await sql`
    create temporary table bench_products on commit drop as
    with tpl as (
      select * from jsonb_to_recordset(${JSON.stringify(o.templates)}::text::jsonb) as x(
        t int, category_id text, subcategory_id text, subcategory text, hsn_code text, gst_rate smallint,
        unit text, brands jsonb, variants jsonb, price_lo int, price_hi int, colours jsonb, attributes jsonb,
        tags jsonb, photos jsonb)
    ), ven as (
      select * from jsonb_to_recordset(${JSON.stringify(o.vendors)}::text::jsonb)
        as v(v int, id text, store_name text, city text)
    ), g as (
      select i, floor(random() * ${o.templates.length})::int as t, floor(random() * ${o.vendors.length})::int as v,
        ${o.now.toISOString()}::timestamptz - make_interval(secs => i * 60 + floor(random() * 59)) as created_at,
        random() as r_brand, random() as r_model, random() as r_variant, random() as r_price,
        random() as r_nine, random() as r_low, random() as r_stock, random() as r_limit, random() as r_colour,
        random() as r_attributes, random() as r_discount, random() as r_rating, random() as r_reviews,
        random() as r_photos
      from generate_series(0, ${o.count - 1}) as i
    )
    select
      lpad(to_hex(floor(extract(epoch from g.created_at))::bigint), 8, '0') ||
        substr(md5(gen_random_uuid()::text), 1, 16) as id,
      b.name || ' ' || (b.models ->> floor(g.r_model * jsonb_array_length(b.models))::int) || ' ' ||
        (tpl.variants ->> floor(g.r_variant * jsonb_array_length(tpl.variants))::int) as name,
      tpl.subcategory || ' from ' || ven.store_name || ', ' || ven.city ||
        '. Genuine product with GST invoice. Ships within 24 hours with free delivery.' as description,
      tpl.category_id, tpl.subcategory_id, tpl.unit,
      price.rupees * 100 as price_paise,
      (array[0, 5, 10, 12, 15, 20, 25, 30, 40])[1 + floor(g.r_discount * 9)::int] as discount_percent,
      stock.n as stock,
      least(stock.n, 1 + floor(g.r_limit * 10)::int) as max_purchase_limit,
      array(select jsonb_array_elements_text(
        tpl.attributes -> floor(g.r_attributes * jsonb_array_length(tpl.attributes))::int)) as attributes,
      array(select jsonb_array_elements_text(tpl.tags)) as tags,
      ven.city as location,
      case when price.rupees <= ${POLICY_PRICE_THRESHOLD} then ${RETURN_EXCHANGE_POLICY}
        else ${SERVICE_CENTRE_REPAIR_POLICY} end as policy,
      'SC-BEN-' || lpad((g.i + 1)::text, 6, '0') as pin,
      tpl.colours ->> floor(g.r_colour * jsonb_array_length(tpl.colours))::int as colour,
      tpl.hsn_code, tpl.gst_rate,
      ven.id as vendor_id,
      (round((3.4 + g.r_rating * 1.5) * 10) / 10)::real as rating,
      floor(g.r_reviews * 25001)::int as reviews,
      g.created_at, g.created_at as updated_at,
      array(select jsonb_array_elements_text(tpl.photos)) as photos,
      case when g.r_photos < 0.5 then 1 else 2 end as photo_count
    from g
    join tpl on tpl.t = g.t
    join ven on ven.v = g.v
    cross join lateral (select tpl.brands -> floor(g.r_brand * jsonb_array_length(tpl.brands))::int as brand) pick
    cross join lateral (select pick.brand ->> 'name' as name, pick.brand -> 'models' as models) b
    cross join lateral (select (round(tpl.price_lo + (tpl.price_hi - tpl.price_lo) * g.r_price ^ 2) -
      case when g.r_nine < 0.6 then 1 else 0 end)::int as rupees) price
    cross join lateral (select case when g.r_low < 0.1 then 1 + floor(g.r_stock * 12)::int
      else 20 + floor(g.r_stock * 481)::int end as n) stock`.execute(trx);
  await sql`insert into products (id, name, description, category_id, subcategory_id, unit, price_paise,
      discount_percent, stock, max_purchase_limit, attributes, tags, location, policy, pin, colour, hsn_code,
      gst_rate, vendor_id, rating, reviews, created_at, updated_at)
    select id, name, description, category_id, subcategory_id, unit, price_paise, discount_percent, stock,
      max_purchase_limit, attributes, tags, location, policy, pin, colour, hsn_code, gst_rate, vendor_id, rating,
      reviews, created_at, updated_at
    from bench_products`.execute(trx);
}
