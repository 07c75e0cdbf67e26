/** The demo vendor stores. Each city is in the cities list; product locations come from here. */

export const VENDORS = {
  lakshmi: { storeName: "Lakshmi Mobiles", email: "orders@lakshmimobiles.in", city: "Chennai" },
  techbazaar: { storeName: "TechBazaar Electronics", email: "orders@techbazaar.in", city: "Bengaluru" },
  gupta: { storeName: "Gupta Home Appliances", email: "orders@guptahomeappliances.in", city: "Jaipur" },
  soundwave: { storeName: "SoundWave Audio House", email: "hello@soundwaveaudio.in", city: "Pune" },
  banerjee: { storeName: "Banerjee Camera House", email: "orders@banerjeecamerahouse.in", city: "Kolkata" },
  sharma: { storeName: "Sharma Refurb Hub", email: "sales@sharmarefurbhub.in", city: "New Delhi" },
  fixit: { storeName: "FixIt Care Centre", email: "care@fixitcare.in", city: "Hyderabad" },
  freshkart: { storeName: "FreshKart Grocers", email: "orders@freshkart.in", city: "Mumbai" },
} as const;

export type VendorKey = keyof typeof VENDORS;
