/** Audio, wearables and home appliances. */
import type { ProductSeed } from "./product-seed.ts";

const sound = (category: string) => (p: Omit<ProductSeed, "category" | "vendor" | "unit">): ProductSeed => ({
  ...p,
  category,
  vendor: "soundwave",
  unit: "Piece",
});
const audio = sound("Audio");
const wearable = sound("Wearables");

export const AUDIO: ProductSeed[] = [
  audio({
    name: "boAt Airdopes 141 True Wireless Earbuds",
    subcategory: "True Wireless Earbuds",
    kind: "earbuds",
    price: 1999,
    discount: 35,
    stock: 280,
    limit: 5,
    colour: "Bold Black",
    attributes: [
      "Battery: Up to 42 hours with case",
      "Connectivity: Bluetooth 5.1, ENx noise cancellation",
      "Warranty: 1 year",
    ],
    tags: ["boat", "tws", "budget", "bestseller"],
    description:
      "India's best-selling earbuds deliver 42 hours of playback and ASAP Charge: 5 minutes gives 75 minutes of music. " +
      "BEAST mode cuts latency to 80 ms for mobile gaming. " +
      "IPX4 sweat resistance makes them gym-ready.",
  }),
  audio({
    name: "Apple AirPods Pro (2nd Gen) with MagSafe USB-C Case",
    subcategory: "True Wireless Earbuds",
    kind: "earbuds",
    price: 24900,
    discount: 20,
    stock: 42,
    limit: 2,
    colour: "White",
    attributes: [
      "Battery: Up to 6 hours (30 hours with case)",
      "Connectivity: H2 chip, Bluetooth 5.3, USB-C",
      "Warranty: 1 year Apple India",
    ],
    tags: ["airpods", "apple", "anc", "usb-c"],
    description:
      "Active Noise Cancellation up to twice as strong as before, and Adaptive Audio that blends it with transparency. " +
      "Personalised Spatial Audio puts you in the middle of the music. " +
      "The USB-C MagSafe case has a speaker and lanyard loop so it is easy to find.",
  }),
  audio({
    name: "Sony WH-1000XM5 Wireless Noise Cancelling Headphones",
    subcategory: "Headphones",
    kind: "headphones",
    price: 34990,
    discount: 15,
    stock: 22,
    limit: 2,
    colour: "Black",
    attributes: ["Battery: Up to 30 hours", "Connectivity: Bluetooth 5.2, multipoint, LDAC", "Weight: 250 g"],
    tags: ["sony", "anc", "travel", "premium"],
    description:
      "Industry-leading noise cancellation with eight microphones quietens flights, metro rides and open offices. " +
      "Auto NC Optimiser adapts to your surroundings, and calls sound clear even on noisy streets. " +
      "Three minutes of charging gives three hours of play.",
  }),
  audio({
    name: "JBL Tune 770NC Wireless Over-Ear Headphones",
    subcategory: "Headphones",
    kind: "headphones",
    price: 7999,
    discount: 30,
    stock: 75,
    limit: 3,
    colour: "Blue",
    attributes: ["Battery: Up to 70 hours", "Connectivity: Bluetooth 5.3, adaptive noise cancelling"],
    tags: ["jbl", "anc", "bass"],
    description: "JBL Pure Bass sound with adaptive noise cancelling at a sensible price. " +
      "Up to 70 hours of battery means charging once a week is enough for most people. " +
      "Fold-flat design slips easily into a backpack.",
  }),
  audio({
    name: "boAt Rockerz 450 Bluetooth On-Ear Headphones",
    subcategory: "Headphones",
    kind: "headphones",
    price: 2490,
    discount: 40,
    stock: 190,
    limit: 5,
    colour: "Red",
    attributes: ["Battery: Up to 15 hours", "Connectivity: Bluetooth 5.0, AUX", "Weight: 180 g"],
    tags: ["boat", "budget", "students"],
    description:
      "Padded ear cushions and an adjustable headband keep the Rockerz 450 comfortable through long online classes. " +
      "40 mm drivers deliver boAt's signature punchy bass. " +
      "A dual mode with AUX cable means music never stops when the battery runs out.",
  }),
  audio({
    name: "boAt Bassheads 100 Wired Earphones with Mic",
    subcategory: "Headphones",
    kind: "earbuds",
    price: 999,
    discount: 40,
    stock: 300,
    limit: 10,
    colour: "Mint",
    attributes: ["Connectivity: 3.5 mm jack, in-line mic", "Warranty: 1 year"],
    tags: ["boat", "wired", "budget"],
    description: "Tangle-free wired earphones with 10 mm drivers and an in-line mic for calls. " +
      "The hawk-inspired design sits securely in the ear during walks and workouts. " +
      "A dependable spare for every bag.",
  }),
  audio({
    name: "JBL Flip 6 Portable Bluetooth Speaker",
    subcategory: "Bluetooth Speakers",
    kind: "speaker",
    price: 13999,
    discount: 30,
    stock: 64,
    limit: 3,
    colour: "Blue",
    attributes: ["Battery: Up to 12 hours", "Connectivity: Bluetooth 5.1, PartyBoost", "Weight: 550 g"],
    tags: ["jbl", "speaker", "waterproof", "party"],
    description:
      "A two-way speaker system with a separate tweeter gives the Flip 6 surprisingly clear, powerful sound. " +
      "It is IP67 dust- and waterproof, so poolside parties and monsoon picnics are no problem. " +
      "Pair two Flip 6 speakers for stereo with PartyBoost.",
  }),
  audio({
    name: "boAt Stone 350 10 W Bluetooth Speaker",
    subcategory: "Bluetooth Speakers",
    kind: "speaker",
    price: 2490,
    discount: 40,
    stock: 150,
    limit: 5,
    colour: "Teal",
    attributes: ["Battery: Up to 12 hours", "Connectivity: Bluetooth 5.0, TWS, AUX, FM", "Warranty: 1 year"],
    tags: ["boat", "speaker", "budget"],
    description: "A rugged 10 W speaker with IPX7 water resistance and RGB lights for small get-togethers. " +
      "Connect two Stone 350s wirelessly for twice the sound. " +
      "A built-in FM radio and AUX input keep the music playing without a phone.",
  }),
  audio({
    name: "Sony HT-S20R 5.1ch Dolby Digital Soundbar with Subwoofer",
    subcategory: "Soundbars",
    kind: "soundbar",
    price: 24990,
    discount: 36,
    stock: 9,
    limit: 2,
    colour: "Black",
    attributes: ["Connectivity: HDMI ARC, optical, Bluetooth, USB", "Capacity: 400 W total output"],
    tags: ["sony", "soundbar", "home-theatre", "dolby"],
    description: "Real 5.1 surround sound with a soundbar, wired subwoofer and two rear speakers. " +
      "Dolby Digital decoding makes movies and IPL matches far more immersive than TV speakers. " +
      "One HDMI ARC cable connects it and lets your TV remote control the volume.",
  }),
];

export const WEARABLES: ProductSeed[] = [
  wearable({
    name: "Apple Watch Series 9 GPS 45 mm Aluminium Case",
    subcategory: "Smartwatches",
    kind: "watch",
    price: 44900,
    discount: 10,
    stock: 14,
    limit: 2,
    colour: "Midnight",
    attributes: [
      "Display: Always-On Retina, 2000 nits",
      "Battery: Up to 18 hours",
      "Connectivity: GPS, Bluetooth, Wi-Fi",
    ],
    tags: ["apple-watch", "apple", "fitness", "health"],
    description:
      "The S9 chip enables the new double-tap gesture: tap your finger and thumb to answer calls or stop timers. " +
      "Track workouts, heart rhythm with ECG, blood oxygen and sleep stages. " +
      "Crash and fall detection can call for help when you cannot.",
  }),
  wearable({
    name: "Samsung Galaxy Watch6 Classic Bluetooth 47 mm",
    subcategory: "Smartwatches",
    kind: "watch",
    price: 43999,
    discount: 30,
    stock: 20,
    limit: 2,
    colour: "Black",
    attributes: [
      'Display: 1.5" Super AMOLED, rotating bezel',
      "Battery: Up to 40 hours",
      "Connectivity: Bluetooth, Wi-Fi, NFC",
    ],
    tags: ["samsung", "wear-os", "smartwatch"],
    description:
      "The physical rotating bezel is back, making it a pleasure to scroll through notifications and apps. " +
      "Body composition analysis, sleep coaching and irregular heart rhythm alerts keep you informed about your health. " +
      "Works best with Samsung Galaxy phones.",
  }),
  wearable({
    name: "Noise ColorFit Pro 5 Smartwatch with Bluetooth Calling",
    subcategory: "Smartwatches",
    kind: "watch",
    price: 6999,
    discount: 40,
    stock: 120,
    limit: 4,
    colour: "Rose Gold",
    attributes: ['Display: 1.85" AMOLED', "Battery: Up to 7 days", "Connectivity: Bluetooth calling"],
    tags: ["noise", "smartwatch", "calling", "budget"],
    description: "A bright 1.85-inch AMOLED display with 100+ watch faces and a metal-finish build. " +
      "Take calls from your wrist, track 100 sports modes and monitor heart rate, SpO2 and stress. " +
      "Made in India by Noise.",
  }),
  wearable({
    name: "boAt Wave Call 2 Smart Watch",
    subcategory: "Smartwatches",
    kind: "watch",
    price: 2999,
    discount: 40,
    stock: 170,
    limit: 5,
    colour: "Deep Blue",
    attributes: ['Display: 1.83" HD', "Battery: Up to 10 days", "Connectivity: Bluetooth calling, dial pad"],
    tags: ["boat", "smartwatch", "calling", "budget"],
    description:
      "Bluetooth calling with a built-in dial pad and contacts, at a price that suits every pocket. " +
      "Crest App Health Ecosystem tracks steps, sleep, heart rate and SpO2. " +
      "IP67 dust and splash resistance.",
  }),
  wearable({
    name: "Xiaomi Smart Band 8",
    subcategory: "Fitness Bands",
    kind: "band",
    price: 3999,
    discount: 25,
    stock: 95,
    limit: 5,
    colour: "Graphite Black",
    attributes: ['Display: 1.62" AMOLED, 60 Hz', "Battery: Up to 16 days", "Connectivity: Bluetooth 5.1"],
    tags: ["xiaomi", "fitness-band", "running"],
    description: "A 16-day battery and 150+ workout modes in a band that weighs just 27 g. " +
      "Clip it to your shoe in Running Mode for detailed running form data. " +
      "The 60 Hz AMOLED screen is smooth and easy to read outdoors.",
  }),
  wearable({
    name: "Fitbit Charge 6 Fitness Tracker",
    subcategory: "Fitness Bands",
    kind: "band",
    price: 14999,
    discount: 10,
    stock: 1,
    limit: 1,
    colour: "Obsidian",
    attributes: ["Display: Colour AMOLED", "Battery: Up to 7 days", "Connectivity: Built-in GPS, NFC"],
    tags: ["fitbit", "google", "fitness-band", "gps"],
    description: "Fitbit's most advanced tracker with built-in GPS, ECG and 24/7 heart rate. " +
      "YouTube Music controls and Google Maps directions come to your wrist. " +
      "Last unit in stock.",
  }),
];

const appliance = (p: Omit<ProductSeed, "category" | "vendor" | "unit">): ProductSeed => ({
  ...p,
  category: "Home Appliances",
  vendor: "gupta",
  unit: "Piece",
});

export const APPLIANCES: ProductSeed[] = [
  appliance({
    name: "LG 1.5 Ton 5 Star AI DUAL Inverter Split AC",
    subcategory: "Air Conditioners",
    kind: "ac",
    price: 78990,
    discount: 40,
    stock: 30,
    limit: 2,
    colour: "White",
    attributes: [
      "Capacity: 1.5 Ton",
      "Energy Rating: 5 Star",
      "Connectivity: Wi-Fi, ThinQ app",
      "Warranty: 1 year + 10 years on compressor",
    ],
    tags: ["lg", "ac", "inverter", "summer"],
    description:
      "The AI Convertible 6-in-1 cooling adjusts capacity to the room and the season, saving electricity. " +
      "It cools even at 55 °C outdoor temperature, so it is ready for peak Rajasthan summers. " +
      "Copper condenser with Ocean Black protection resists corrosion.",
  }),
  appliance({
    name: "Voltas 1.5 Ton 3 Star Inverter Split AC",
    subcategory: "Air Conditioners",
    kind: "ac",
    price: 67990,
    discount: 40,
    stock: 26,
    limit: 2,
    colour: "White",
    attributes: ["Capacity: 1.5 Ton", "Energy Rating: 3 Star", "Warranty: 1 year + 5 years on PCB"],
    tags: ["voltas", "ac", "inverter"],
    description:
      "A Tata brand trusted in Indian homes, with 4-in-1 adjustable cooling and a copper condenser. " +
      "Stabiliser-free operation copes with voltage fluctuations from 100 V to 290 V. " +
      "Installation is booked automatically after delivery.",
  }),
  appliance({
    name: "Samsung 253 L 3 Star Digital Inverter Double Door Refrigerator",
    subcategory: "Refrigerators",
    kind: "fridge",
    price: 34990,
    discount: 22,
    stock: 11,
    limit: 2,
    colour: "Elegant Inox Silver",
    attributes: ["Capacity: 253 L", "Energy Rating: 3 Star", "Warranty: 1 year + 20 years on compressor"],
    tags: ["samsung", "refrigerator", "frost-free"],
    description:
      "Frost-free double door refrigerator with a Digital Inverter compressor that runs quietly and saves power. " +
      "Convertible 5-in-1 mode turns the freezer into a fridge when you need more space for festivals. " +
      "Works during power cuts with home inverter support.",
  }),
  appliance({
    name: "Whirlpool 184 L 3 Star Direct-Cool Single Door Refrigerator",
    subcategory: "Refrigerators",
    kind: "fridge",
    price: 18500,
    discount: 25,
    stock: 48,
    limit: 2,
    colour: "Wine",
    attributes: ["Capacity: 184 L", "Energy Rating: 3 Star", "Warranty: 1 year + 10 years on compressor"],
    tags: ["whirlpool", "refrigerator", "single-door"],
    description:
      "A compact single door refrigerator that keeps vegetables fresh for up to 15 days with Honeycomb Crisper technology. " +
      "Ice forms in under 108 minutes, even on hot afternoons. " +
      "Ideal for couples and small families.",
  }),
  appliance({
    name: "LG 8 kg 5 Star Inverter Fully-Automatic Front Load Washing Machine",
    subcategory: "Washing Machines",
    kind: "washer",
    price: 52990,
    discount: 32,
    stock: 19,
    limit: 2,
    colour: "White",
    attributes: ["Capacity: 8 kg", "Energy Rating: 5 Star", "Warranty: 2 years + 10 years on motor"],
    tags: ["lg", "washing-machine", "front-load", "steam"],
    description:
      "AI Direct Drive senses the fabric and picks the right motion, giving 18 % more fabric protection. " +
      "Steam wash removes 99.9 % of allergens, handy for bedsheets and baby clothes. " +
      "In-built heater handles tough stains in hard water.",
  }),
  appliance({
    name: "Prestige Iris 750 W Mixer Grinder with 4 Jars",
    subcategory: "Kitchen Appliances",
    kind: "mixer",
    price: 5795,
    discount: 40,
    stock: 130,
    limit: 3,
    colour: "Blue",
    attributes: ["Capacity: 1.5 L, 1 L, 0.4 L jars + juicer jar", "Warranty: 2 years"],
    tags: ["prestige", "mixer-grinder", "kitchen"],
    description: "A 750 W motor grinds idli batter, dry masalas and chutneys with ease. " +
      "Four stainless steel jars, including a juicer jar with a fruit filter, cover every recipe. " +
      "Super-efficient blades and an overload protector for long life.",
  }),
  appliance({
    name: "Philips HD9252/90 Air Fryer 4.1 L",
    subcategory: "Kitchen Appliances",
    kind: "air-fryer",
    price: 9995,
    discount: 30,
    stock: 70,
    limit: 3,
    colour: "Black",
    attributes: ["Capacity: 4.1 L", "Warranty: 2 years"],
    tags: ["philips", "air-fryer", "healthy"],
    description:
      "Make crispy samosas, fries and paneer tikka with up to 90 % less fat using Rapid Air technology. " +
      "The 4.1 L basket serves a family of four. " +
      "Dishwasher-safe parts and a recipe app with Indian dishes.",
  }),
  appliance({
    name: "Kent Grand Plus RO+UV+UF Water Purifier 9 L",
    subcategory: "Water Purifiers",
    kind: "purifier",
    price: 20500,
    discount: 15,
    stock: 36,
    limit: 2,
    colour: "White",
    attributes: ["Capacity: 9 L storage, 20 L/hour", "Warranty: 1 year + 3 years free service"],
    tags: ["kent", "water-purifier", "ro"],
    description:
      "Multiple purification by RO, UV and UF removes dissolved impurities, bacteria and viruses. " +
      "The TDS controller retains essential minerals so the water tastes natural. " +
      "Free installation and three years of free service in Jaipur.",
  }),
];
