/** Mobiles, laptops, televisions and cameras. */
import type { ProductSeed } from "./product-seed.ts";

const mobile = (p: Omit<ProductSeed, "category" | "vendor" | "unit">): ProductSeed => ({
  ...p,
  category: "Mobiles",
  vendor: "lakshmi",
  unit: "Piece",
});

export const MOBILES: ProductSeed[] = [
  mobile({
    name: "Redmi Note 13 Pro 5G (8 GB RAM, 256 GB)",
    subcategory: "Smartphones",
    kind: "phone",
    price: 28999,
    discount: 10,
    stock: 140,
    limit: 3,
    colour: "Midnight Black",
    attributes: [
      "RAM: 8 GB",
      "Storage: 256 GB",
      'Display: 6.67" 1.5K AMOLED, 120 Hz',
      "Camera: 200 MP OIS",
      "Battery: 5100 mAh, 67 W turbo charging",
    ],
    tags: ["5g", "redmi", "amoled", "bestseller"],
    description:
      "The Redmi Note 13 Pro 5G pairs a 200 MP main camera with optical image stabilisation for crisp shots even at night. " +
      "Its 6.67-inch 1.5K AMOLED display runs at 120 Hz and is protected by Gorilla Glass Victus. " +
      "A Snapdragon 7s Gen 2 chip and a 5100 mAh battery with 67 W charging keep it going from morning chai to late-night reels.",
  }),
  mobile({
    name: "Samsung Galaxy S24 Ultra 5G (12 GB RAM, 256 GB)",
    subcategory: "Smartphones",
    kind: "phone",
    price: 129999,
    discount: 8,
    stock: 18,
    limit: 2,
    colour: "Titanium Gray",
    attributes: [
      "RAM: 12 GB",
      "Storage: 256 GB",
      'Display: 6.8" QHD+ Dynamic AMOLED 2X',
      "Processor: Snapdragon 8 Gen 3 for Galaxy",
      "Camera: 200 MP + 50 MP 5x zoom",
    ],
    tags: ["5g", "samsung", "flagship", "s-pen", "galaxy-ai"],
    description:
      "Samsung's most capable phone has a titanium frame, a built-in S Pen and a 200 MP camera with 5x optical zoom. " +
      "Galaxy AI features such as Live Translate and Circle to Search work across Hindi, English and more. " +
      "Seven years of Android and security updates make it a phone you can keep for the long run.",
  }),
  mobile({
    name: "Apple iPhone 15 (128 GB)",
    subcategory: "Smartphones",
    kind: "phone",
    price: 79900,
    discount: 12,
    stock: 35,
    limit: 2,
    colour: "Blue",
    attributes: [
      "Storage: 128 GB",
      'Display: 6.1" Super Retina XDR',
      "Processor: A16 Bionic",
      "Camera: 48 MP main",
      "Connectivity: USB-C, 5G",
    ],
    tags: ["iphone", "apple", "5g", "usb-c"],
    description:
      "iPhone 15 brings the Dynamic Island, a 48 MP main camera and USB-C charging to the standard iPhone. " +
      "The colour-infused back glass is tough and elegant, and the A16 Bionic chip keeps everything fast and smooth. " +
      "Comes with a USB-C cable and the full Apple India warranty.",
  }),
  mobile({
    name: "OnePlus 12R 5G (8 GB RAM, 128 GB)",
    subcategory: "Smartphones",
    kind: "phone",
    price: 39999,
    discount: 5,
    stock: 60,
    limit: 3,
    colour: "Cool Blue",
    attributes: [
      "RAM: 8 GB LPDDR5X",
      "Storage: 128 GB UFS 3.1",
      'Display: 6.78" ProXDR, 120 Hz',
      "Battery: 5500 mAh, 100 W SUPERVOOC",
    ],
    tags: ["5g", "oneplus", "fast-charging", "gaming"],
    description: "The OnePlus 12R charges from 1 to 100 % in about 26 minutes with 100 W SUPERVOOC. " +
      "A Snapdragon 8 Gen 2 processor and a 4500-nit bright display make it a favourite for BGMI players. " +
      "OxygenOS is clean, fast and free of bloatware.",
  }),
  mobile({
    name: "Samsung Galaxy M34 5G (6 GB RAM, 128 GB)",
    subcategory: "Smartphones",
    kind: "phone",
    price: 24499,
    discount: 32,
    stock: 210,
    limit: 4,
    colour: "Midnight Blue",
    attributes: ["RAM: 6 GB", "Storage: 128 GB", 'Display: 6.5" sAMOLED, 120 Hz', "Battery: 6000 mAh"],
    tags: ["5g", "samsung", "budget", "big-battery"],
    description: "A 6000 mAh battery gives the Galaxy M34 5G up to two days of use on a single charge. " +
      "The 50 MP No Shake camera with OIS and a 120 Hz Super AMOLED screen are rare at this price. " +
      "Samsung promises four OS upgrades, so it stays current for years.",
  }),
  mobile({
    name: "realme narzo 70x 5G (4 GB RAM, 128 GB)",
    subcategory: "Smartphones",
    kind: "phone",
    price: 14999,
    discount: 20,
    stock: 260,
    limit: 5,
    colour: "Ice Blue",
    attributes: ["RAM: 4 GB", "Storage: 128 GB", 'Display: 6.72" FHD+, 120 Hz', "Battery: 5000 mAh, 45 W"],
    tags: ["5g", "realme", "budget", "students"],
    description: "An affordable 5G phone with a 120 Hz display, a 50 MP AI camera and 45 W fast charging. " +
      "The Dimensity 6100+ chip handles social apps, UPI payments and casual games with ease. " +
      "IP54 splash resistance helps it survive monsoon commutes.",
  }),
  mobile({
    name: "Nokia 105 Dual SIM Keypad Phone",
    subcategory: "Feature Phones",
    kind: "feature-phone",
    price: 1299,
    discount: 10,
    stock: 300,
    limit: 10,
    colour: "Charcoal",
    attributes: [
      'Display: 1.8" colour',
      "Battery: 1000 mAh, up to 12 days standby",
      "Connectivity: Dual SIM, wireless FM radio",
    ],
    tags: ["keypad", "nokia", "dual-sim", "elders"],
    description:
      "A sturdy keypad phone that lasts for days on one charge, ideal as a backup phone or for elders at home. " +
      "It has wireless FM radio, a built-in torch and UPI 123PAY support for digital payments without the internet. " +
      "The tactile keypad and loud speaker make calls easy.",
  }),
  mobile({
    name: "Samsung Galaxy Tab A9+ Wi-Fi (8 GB RAM, 128 GB)",
    subcategory: "Tablets",
    kind: "tablet",
    price: 24999,
    discount: 24,
    stock: 7,
    limit: 2,
    colour: "Graphite",
    attributes: [
      "RAM: 8 GB",
      "Storage: 128 GB, expandable to 1 TB",
      'Display: 11" 90 Hz',
      "Battery: 7040 mAh",
    ],
    tags: ["tablet", "samsung", "online-classes", "streaming"],
    description:
      "An 11-inch 90 Hz screen and quad speakers tuned by Dolby Atmos make the Tab A9+ great for movies and online classes. " +
      "Split-screen multitasking and Samsung Kids keep study time and play time separate. " +
      "The slim metal body weighs just 480 g.",
  }),
  mobile({
    name: "Apple iPad (10th Gen) Wi-Fi 64 GB",
    subcategory: "Tablets",
    kind: "tablet",
    price: 39900,
    discount: 15,
    stock: 1,
    limit: 1,
    colour: "Silver",
    attributes: [
      "Storage: 64 GB",
      'Display: 10.9" Liquid Retina',
      "Processor: A14 Bionic",
      "Connectivity: Wi-Fi 6, USB-C",
    ],
    tags: ["ipad", "apple", "tablet"],
    description:
      "The all-screen iPad has a 10.9-inch Liquid Retina display, a landscape front camera for video calls and USB-C. " +
      "The A14 Bionic chip runs iPadOS smoothly for notes, drawing and entertainment. " +
      "Last piece in stock at this price.",
  }),
  mobile({
    name: "Ambrane 20000 mAh 22.5 W Fast Charging Power Bank",
    subcategory: "Mobile Accessories",
    kind: "power-bank",
    price: 2999,
    discount: 40,
    stock: 180,
    limit: 5,
    colour: "Black",
    attributes: ["Capacity: 20000 mAh", "Connectivity: USB-C PD in/out, 2 × USB-A", "Weight: 420 g"],
    tags: ["power-bank", "fast-charging", "travel"],
    description: "Charge a phone four times over with this 20000 mAh power bank, made in India by Ambrane. " +
      "22.5 W fast charging over USB-C PD tops up most phones to 50 % in about half an hour. " +
      "Multi-layer protection guards against over-heating and short circuits.",
  }),
];

const laptop = (p: Omit<ProductSeed, "category" | "vendor" | "unit">): ProductSeed => ({
  ...p,
  category: "Laptops",
  vendor: "techbazaar",
  unit: "Piece",
});

export const LAPTOPS: ProductSeed[] = [
  laptop({
    name: 'Apple MacBook Air M2 13.6" (8 GB, 256 GB SSD)',
    subcategory: "Thin & Light",
    kind: "laptop",
    price: 99900,
    discount: 10,
    stock: 25,
    limit: 2,
    colour: "Midnight",
    attributes: [
      "Processor: Apple M2, 8-core CPU",
      "RAM: 8 GB unified memory",
      "Storage: 256 GB SSD",
      'Screen Size: 13.6" Liquid Retina',
      "Weight: 1.24 kg",
    ],
    tags: ["macbook", "apple", "thin-and-light", "students"],
    description:
      "The MacBook Air M2 is just 11.3 mm thin, completely silent with no fan and lasts up to 18 hours on a charge. " +
      "Its 13.6-inch Liquid Retina display, 1080p camera and four-speaker sound make it a joy for work and play. " +
      "MagSafe charging and two Thunderbolt ports round it off.",
  }),
  laptop({
    name: "HP Pavilion 15 (Intel Core i5 12th Gen, 16 GB, 512 GB SSD)",
    subcategory: "Thin & Light",
    kind: "laptop",
    price: 74999,
    discount: 18,
    stock: 55,
    limit: 3,
    colour: "Natural Silver",
    attributes: [
      "Processor: Intel Core i5-1235U",
      "RAM: 16 GB DDR4",
      "Storage: 512 GB SSD",
      'Screen Size: 15.6" FHD IPS',
      "Warranty: 1 year",
    ],
    tags: ["hp", "office", "students", "windows-11"],
    description:
      "A dependable 15.6-inch laptop for college, office work and streaming, with 16 GB RAM for smooth multitasking. " +
      "The backlit keyboard and B&O-tuned speakers are a step above the usual. " +
      "Ships with Windows 11 Home and MS Office Home & Student 2021 activated.",
  }),
  laptop({
    name: "ASUS TUF Gaming F15 (Core i5 11th Gen, RTX 3050, 16 GB, 512 GB)",
    subcategory: "Gaming Laptops",
    kind: "laptop",
    price: 79990,
    discount: 30,
    stock: 40,
    limit: 2,
    colour: "Graphite Black",
    attributes: [
      "Processor: Intel Core i5-11400H",
      "RAM: 16 GB",
      "Storage: 512 GB SSD",
      'Screen Size: 15.6" FHD 144 Hz',
      "Warranty: 1 year",
    ],
    tags: ["gaming", "asus", "rtx", "144hz"],
    description:
      "Military-grade toughness meets an RTX 3050 graphics card and a 144 Hz display for smooth esports gameplay. " +
      "The self-cleaning cooling system keeps temperatures in check during long Valorant sessions. " +
      "Upgradable RAM and a spare SSD slot let it grow with you.",
  }),
  laptop({
    name: "Lenovo LOQ 15 (Ryzen 7 7435HS, RTX 4060, 16 GB, 512 GB)",
    subcategory: "Gaming Laptops",
    kind: "laptop",
    price: 112990,
    discount: 25,
    stock: 12,
    limit: 2,
    colour: "Luna Grey",
    attributes: [
      "Processor: AMD Ryzen 7 7435HS",
      "RAM: 16 GB DDR5",
      "Storage: 512 GB SSD",
      'Screen Size: 15.6" FHD 144 Hz',
    ],
    tags: ["gaming", "lenovo", "rtx-4060", "creators"],
    description: "An RTX 4060 with DLSS 3 makes the LOQ 15 one of the best-value gaming laptops in India. " +
      "It doubles as a capable machine for video editing and 3D work. " +
      "Lenovo's AI-tuned cooling keeps it quiet when you are not gaming.",
  }),
  laptop({
    name: "Dell Latitude 3440 (Core i5 13th Gen, 16 GB, 512 GB)",
    subcategory: "Business Laptops",
    kind: "laptop",
    price: 89999,
    discount: 22,
    stock: 5,
    limit: 3,
    colour: "Grey",
    attributes: [
      "Processor: Intel Core i5-1335U",
      "RAM: 16 GB",
      "Storage: 512 GB SSD",
      'Screen Size: 14" FHD anti-glare',
      "Warranty: 3 years on-site",
    ],
    tags: ["business", "dell", "windows-11-pro"],
    description:
      "A 14-inch business laptop with Windows 11 Pro, a fingerprint reader and a privacy shutter on the webcam. " +
      "Three years of on-site Dell service means an engineer comes to your office if anything goes wrong. " +
      "Ideal for offices buying a few machines for the team.",
  }),
  laptop({
    name: "Lenovo ThinkPad E14 Gen 5 (Core i7 13th Gen, 16 GB, 512 GB)",
    subcategory: "Business Laptops",
    kind: "laptop",
    price: 124500,
    discount: 28,
    stock: 30,
    limit: 3,
    colour: "Black",
    attributes: [
      "Processor: Intel Core i7-1355U",
      "RAM: 16 GB",
      "Storage: 512 GB SSD",
      'Screen Size: 14" WUXGA IPS',
      "Weight: 1.41 kg",
    ],
    tags: ["thinkpad", "lenovo", "business", "keyboard"],
    description:
      "The ThinkPad keyboard is still the best to type on, and the E14 Gen 5 adds a taller 16:10 display. " +
      "It passes MIL-STD-810H durability tests and has a full-size HDMI port for office projectors. " +
      "A solid pick for developers and finance teams.",
  }),
  laptop({
    name: "Logitech MX Master 3S Wireless Performance Mouse",
    subcategory: "Laptop Accessories",
    kind: "mouse",
    price: 10995,
    discount: 15,
    stock: 90,
    limit: 4,
    colour: "Graphite",
    attributes: [
      "Connectivity: Bluetooth, Logi Bolt USB receiver",
      "Battery: Up to 70 days per charge",
      "Weight: 141 g",
    ],
    tags: ["mouse", "logitech", "productivity"],
    description:
      "The MX Master 3S has quiet clicks, an 8000 DPI sensor that tracks even on glass, and a MagSpeed scroll wheel that flies through long spreadsheets. " +
      "Pair it with up to three computers and switch with one button. " +
      "A one-minute charge gives three hours of use.",
  }),
  laptop({
    name: "Logitech M331 Silent Plus Wireless Mouse",
    subcategory: "Laptop Accessories",
    kind: "mouse",
    price: 1395,
    discount: 35,
    stock: 250,
    limit: 6,
    colour: "Red",
    attributes: [
      "Connectivity: 2.4 GHz USB receiver",
      "Battery: Up to 24 months (1 × AA)",
      "Warranty: 1 year",
    ],
    tags: ["mouse", "logitech", "silent", "budget"],
    description:
      "A comfortable, contoured wireless mouse with 90 % quieter clicks, so you can work late without disturbing anyone. " +
      "The plug-and-play nano receiver stores inside the mouse. " +
      "One AA battery lasts up to two years.",
  }),
  {
    name: "Amazon Fire TV Stick 4K with Alexa Voice Remote",
    category: "Televisions",
    subcategory: "Streaming Devices",
    vendor: "techbazaar",
    unit: "Piece",
    kind: "streamer",
    price: 6499,
    discount: 23,
    stock: 150,
    limit: 5,
    colour: "Black",
    attributes: ["Resolution: 4K Ultra HD, Dolby Vision, HDR10+", "Connectivity: Wi-Fi 6, HDMI"],
    tags: ["streaming", "fire-tv", "alexa", "4k"],
    description:
      "Turn any HDMI TV into a smart TV with Prime Video, Netflix, Disney+ Hotstar, JioCinema and thousands of apps. " +
      "Ask Alexa in Hindi or English to find shows, play songs or check the cricket score. " +
      "Wi-Fi 6 support gives smoother 4K streaming.",
  },
];

const tv = (p: Omit<ProductSeed, "category" | "vendor" | "unit" | "kind">): ProductSeed => ({
  ...p,
  category: "Televisions",
  vendor: "gupta",
  unit: "Piece",
  kind: "tv",
});

export const TELEVISIONS: ProductSeed[] = [
  tv({
    name: 'Samsung 43" Crystal 4K UHD Smart TV (UA43CUE60)',
    subcategory: "4K Ultra HD TVs",
    price: 52900,
    discount: 40,
    stock: 45,
    limit: 2,
    colour: "Black",
    attributes: [
      "Screen Size: 43 inch (108 cm)",
      "Resolution: 4K UHD 3840 × 2160",
      "Connectivity: 3 × HDMI, 1 × USB, Wi-Fi",
      "Warranty: 1 year + 1 year on panel",
    ],
    tags: ["4k", "samsung", "smart-tv", "tizen"],
    description:
      "Crystal Processor 4K upscales everything you watch, from cricket to old Bollywood classics, to near-4K clarity. " +
      "Tizen OS brings all major OTT apps, and the slim AirSlim design looks great on a wall. " +
      "Free standard wall-mount installation in Jaipur.",
  }),
  tv({
    name: 'Sony Bravia 55" 4K Ultra HD Google TV (KD-55X74L)',
    subcategory: "4K Ultra HD TVs",
    price: 99900,
    discount: 35,
    stock: 15,
    limit: 2,
    colour: "Black",
    attributes: [
      "Screen Size: 55 inch (139 cm)",
      "Resolution: 4K HDR, X1 processor",
      "Connectivity: Google TV, Chromecast, 3 × HDMI",
    ],
    tags: ["4k", "sony", "google-tv", "dolby-audio"],
    description: "Sony's X1 processor and Triluminos Pro produce natural colours and deep contrast. " +
      "Google TV gathers shows from all your apps, and Chromecast lets you cast from your phone. " +
      "Dolby Audio and clear phase speakers deliver rich sound without a soundbar.",
  }),
  tv({
    name: 'TCL 65" QLED 4K Google TV (65C645)',
    subcategory: "4K Ultra HD TVs",
    price: 126990,
    discount: 40,
    stock: 10,
    limit: 1,
    colour: "Black",
    attributes: [
      "Screen Size: 65 inch (164 cm)",
      "Resolution: 4K QLED, HDR10+, Dolby Vision",
      "Display: 120 Hz game accelerator",
    ],
    tags: ["qled", "tcl", "big-screen", "gaming"],
    description:
      "A 65-inch QLED screen with Dolby Vision and Dolby Atmos turns the living room into a cinema. " +
      "Game Master mode with a 120 Hz game accelerator keeps fast action smooth. " +
      "Hands-free voice control works even when the remote is lost.",
  }),
  tv({
    name: 'Xiaomi Smart TV A 32" HD Ready Google TV',
    subcategory: "Smart LED TVs",
    price: 24999,
    discount: 40,
    stock: 120,
    limit: 3,
    colour: "Black",
    attributes: [
      "Screen Size: 32 inch (80 cm)",
      "Resolution: HD Ready 1366 × 768",
      "Connectivity: Google TV, Chromecast, Wi-Fi",
    ],
    tags: ["smart-tv", "xiaomi", "bedroom", "budget"],
    description:
      "A compact 32-inch Google TV with a metal bezel-less design, perfect for bedrooms and small halls. " +
      "PatchWall brings 300+ free live channels alongside all the popular apps. " +
      "20 W Dolby Audio speakers are loud enough for most rooms.",
  }),
  tv({
    name: 'Samsung 32" HD Ready Smart LED TV (UA32T4380)',
    subcategory: "Smart LED TVs",
    price: 18900,
    discount: 26,
    stock: 85,
    limit: 3,
    colour: "Glossy Black",
    attributes: [
      "Screen Size: 32 inch (80 cm)",
      "Resolution: HD Ready",
      "Connectivity: 2 × HDMI, 1 × USB, Wi-Fi",
    ],
    tags: ["smart-tv", "samsung", "budget"],
    description: "Samsung's popular 32-inch smart TV with PurColor and HDR for vivid, balanced pictures. " +
      "Screen mirroring lets you watch phone photos and videos on the big screen. " +
      "A reliable pick for a second TV or for parents.",
  }),
];

const camera = (p: Omit<ProductSeed, "category" | "vendor" | "unit">): ProductSeed => ({
  ...p,
  category: "Cameras",
  vendor: "banerjee",
  unit: "Piece",
});

export const CAMERAS: ProductSeed[] = [
  camera({
    name: "Sony Alpha ZV-E10 Mirrorless Camera with 16-50 mm Lens",
    subcategory: "Mirrorless Cameras",
    kind: "camera",
    price: 78990,
    discount: 18,
    stock: 24,
    limit: 2,
    colour: "Black",
    attributes: [
      "Camera: 24.2 MP APS-C sensor",
      "Display: Vari-angle touchscreen",
      "Connectivity: USB-C, Wi-Fi, mic input",
    ],
    tags: ["vlogging", "sony", "mirrorless", "creators"],
    description:
      "Built for YouTubers and Instagram creators, the ZV-E10 has a flip-out screen, a directional mic and product showcase autofocus. " +
      "The large APS-C sensor gives beautiful background blur that phone cameras cannot match. " +
      "Swap lenses as your channel grows.",
  }),
  camera({
    name: "Canon EOS R10 Mirrorless Camera (RF-S 18-45 mm Kit)",
    subcategory: "Mirrorless Cameras",
    kind: "camera",
    price: 98995,
    discount: 12,
    stock: 14,
    limit: 2,
    colour: "Black",
    attributes: ["Camera: 24.2 MP APS-C, DIGIC X", "Display: 4K 60p video", "Weight: 429 g body"],
    tags: ["canon", "mirrorless", "wildlife", "sports"],
    description:
      "The EOS R10 shoots up to 23 frames a second and tracks people, animals and vehicles with Dual Pixel autofocus. " +
      "It is light enough to carry all day on a trek yet capable of uncropped 4K video. " +
      "A great first step up from a smartphone or an older DSLR.",
  }),
  camera({
    name: "Nikon D7500 DSLR with AF-S 18-140 mm VR Lens",
    subcategory: "DSLR Cameras",
    kind: "camera",
    price: 105950,
    discount: 14,
    stock: 6,
    limit: 2,
    colour: "Black",
    attributes: ["Camera: 20.9 MP DX CMOS", 'Display: 3.2" tilting touchscreen', "Battery: Up to 950 shots"],
    tags: ["dslr", "nikon", "weddings", "travel"],
    description: "A weather-sealed enthusiast DSLR with the same sensor as Nikon's flagship D500. " +
      "The 18-140 mm VR lens covers landscapes to portraits, and the battery lasts an entire wedding day. " +
      "Only a few units left in our Kolkata store.",
  }),
  camera({
    name: "Canon EOS 1500D DSLR with 18-55 mm Lens",
    subcategory: "DSLR Cameras",
    kind: "camera",
    price: 41995,
    discount: 16,
    stock: 38,
    limit: 2,
    colour: "Black",
    attributes: ["Camera: 24.1 MP APS-C", "Connectivity: Wi-Fi, NFC", "Warranty: 2 years"],
    tags: ["dslr", "canon", "beginners"],
    description:
      "India's favourite first DSLR: simple to learn, with a guided feature assistant that explains every setting. " +
      "The 24.1 MP sensor produces sharp photos with lovely natural colour. " +
      "Transfer pictures to your phone over Wi-Fi in seconds.",
  }),
  camera({
    name: "GoPro HERO12 Black Action Camera",
    subcategory: "Action Cameras",
    kind: "action-cam",
    price: 45000,
    discount: 22,
    stock: 28,
    limit: 3,
    colour: "Black",
    attributes: [
      "Camera: 5.3K60 video, 27 MP photos",
      "Battery: Enduro, up to 70 min at 5.3K",
      "Connectivity: Waterproof to 10 m",
    ],
    tags: ["gopro", "action", "bikers", "waterproof"],
    description: "HyperSmooth 6.0 stabilisation makes bumpy bike rides and treks look buttery smooth. " +
      "It is waterproof to 10 metres without a case and records HDR video in 5.3K. " +
      "Mount it on a helmet, handlebar or chest strap.",
  }),
  camera({
    name: "DJI Osmo Action 4 Standard Combo",
    subcategory: "Action Cameras",
    kind: "action-cam",
    price: 37990,
    discount: 20,
    stock: 32,
    limit: 3,
    colour: "Grey",
    attributes: [
      'Camera: 1/1.3" sensor, 4K120',
      "Battery: 1770 mAh, up to 160 min",
      "Connectivity: Waterproof to 18 m",
    ],
    tags: ["dji", "action", "low-light", "travel"],
    description:
      "A large 1/1.3-inch sensor gives the Osmo Action 4 the best low-light video among action cameras. " +
      "Magnetic quick-release mounts switch from helmet to tripod in a second. " +
      "Front and rear touchscreens make framing selfies easy.",
  }),
  camera({
    name: "Sony FE 50 mm F1.8 Prime Lens (SEL50F18F)",
    subcategory: "Lenses & Accessories",
    kind: "lens",
    price: 24990,
    discount: 12,
    stock: 20,
    limit: 2,
    colour: "Black",
    attributes: ["Connectivity: Sony E-mount, full frame", "Weight: 186 g"],
    tags: ["lens", "sony", "portrait", "prime"],
    description:
      "The classic nifty-fifty for Sony cameras: a bright f/1.8 aperture for creamy portraits and low-light shots. " +
      "It is small and light enough to live on your camera all day. " +
      "Works on both full-frame and APS-C Sony bodies.",
  }),
];
