/**
 * The demo vendor stores, with the store application each would have sent (its vendor
 * profile), so their profiles pass the same checks as a real one. Each city is in the cities list
 * (product locations come from here) and each pincode is one of that city's in the India Post directory.
 * The businesses are made up: the PANs are shaped right (the fourth letter a holder type: F firm, C company,
 * P individual) and each GSTIN is built on its PAN with the right state code and check character. The
 * IFSCs exist in Razorpay's IFSC data (npm `ifsc`) and the bank names are the ones it gives; the branch is
 * the city, as a person would type it. Account numbers are invented.
 */

export interface DemoStore {
  storeName: string;
  /** The store's email, which is also its sign-in email. */
  email: string;
  city: string;
  pincode: string;
  storeAddress: string;
  googleMapsLink: string;
  firstName: string;
  lastName: string;
  phone: string;
  username: string;
  pan: string;
  gstin: string;
  bankName: string;
  branch: string;
  ifsc: string;
  accountNumber: string;
}

const maps = (place: string) => `https://maps.google.com/?q=${encodeURIComponent(place)}`;

export const VENDORS = {
  lakshmi: {
    storeName: "Lakshmi Mobiles",
    email: "orders@lakshmimobiles.in",
    city: "Chennai",
    pincode: "600017",
    storeAddress: "14 Ranganathan Street, T. Nagar",
    googleMapsLink: maps("Lakshmi Mobiles, Ranganathan Street, T. Nagar, Chennai"),
    firstName: "Lakshmi",
    lastName: "Narayanan",
    phone: "9840012345",
    username: "lakshmimobiles",
    pan: "AALFL4821K",
    gstin: "33AALFL4821K1Z7",
    bankName: "Indian Overseas Bank",
    branch: "Chennai",
    ifsc: "IOBA0009016",
    accountNumber: "090101000012345",
  },
  techbazaar: {
    storeName: "TechBazaar Electronics",
    email: "orders@techbazaar.in",
    city: "Bengaluru",
    pincode: "560038",
    storeAddress: "221 100 Feet Road, HAL 2nd Stage, Indiranagar",
    googleMapsLink: maps("TechBazaar Electronics, 100 Feet Road, Indiranagar, Bengaluru"),
    firstName: "Arjun",
    lastName: "Rao",
    phone: "9845023456",
    username: "techbazaar",
    pan: "AADCT7315R",
    gstin: "29AADCT7315R1ZL",
    bankName: "State Bank of India",
    branch: "Bengaluru",
    ifsc: "SBIN0000813",
    accountNumber: "32145678901",
  },
  gupta: {
    storeName: "Gupta Home Appliances",
    email: "orders@guptahomeappliances.in",
    city: "Jaipur",
    pincode: "302001",
    storeAddress: "48 MI Road, near Panch Batti",
    googleMapsLink: maps("Gupta Home Appliances, MI Road, Jaipur"),
    firstName: "Mahesh",
    lastName: "Gupta",
    phone: "9829034567",
    username: "guptaappliances",
    pan: "ABJPG5264N",
    gstin: "08ABJPG5264N1Z7",
    bankName: "AU Small Finance Bank",
    branch: "Jaipur",
    ifsc: "AUBL0000001",
    accountNumber: "2201234567890123",
  },
  soundwave: {
    storeName: "SoundWave Audio House",
    email: "hello@soundwaveaudio.in",
    city: "Pune",
    pincode: "411001",
    storeAddress: "7 MG Road, Camp",
    googleMapsLink: maps("SoundWave Audio House, MG Road, Camp, Pune"),
    firstName: "Neha",
    lastName: "Deshpande",
    phone: "9822045678",
    username: "soundwaveaudio",
    pan: "AAQFS3907D",
    gstin: "27AAQFS3907D1Z2",
    bankName: "Bank of Maharashtra",
    branch: "Pune",
    ifsc: "MAHB0003007",
    accountNumber: "60123456789",
  },
  banerjee: {
    storeName: "Banerjee Camera House",
    email: "orders@banerjeecamerahouse.in",
    city: "Kolkata",
    pincode: "700001",
    storeAddress: "12 Bentinck Street, BBD Bagh",
    googleMapsLink: maps("Banerjee Camera House, Bentinck Street, Kolkata"),
    firstName: "Arindam",
    lastName: "Banerjee",
    phone: "9830056789",
    username: "banerjeecamera",
    pan: "AFHPB6183L",
    gstin: "19AFHPB6183L1Z3",
    bankName: "State Bank of India",
    branch: "Kolkata Main Branch",
    ifsc: "SBIN0000001",
    accountNumber: "30987654321",
  },
  sharma: {
    storeName: "Sharma Refurb Hub",
    email: "sales@sharmarefurbhub.in",
    city: "New Delhi",
    pincode: "110001",
    storeAddress: "F-31 Connaught Place",
    googleMapsLink: maps("Sharma Refurb Hub, Connaught Place, New Delhi"),
    firstName: "Vikas",
    lastName: "Sharma",
    phone: "9810067890",
    username: "sharmarefurb",
    pan: "AAVFS2546H",
    gstin: "07AAVFS2546H1ZQ",
    bankName: "State Bank of India",
    branch: "New Delhi Main Branch",
    ifsc: "SBIN0000691",
    accountNumber: "31234509876",
  },
  fixit: {
    storeName: "FixIt Care Centre",
    email: "care@fixitcare.in",
    city: "Hyderabad",
    pincode: "500001",
    storeAddress: "5-9-22 Abids Road",
    googleMapsLink: maps("FixIt Care Centre, Abids Road, Hyderabad"),
    firstName: "Imran",
    lastName: "Siddiqui",
    phone: "9848078901",
    username: "fixitcare",
    pan: "AAECF8672P",
    gstin: "36AAECF8672P1ZT",
    bankName: "State Bank of India",
    branch: "Hyderabad",
    ifsc: "SBIN0020074",
    accountNumber: "62345678901",
  },
  freshkart: {
    storeName: "FreshKart Grocers",
    email: "orders@freshkart.in",
    city: "Mumbai",
    pincode: "400001",
    storeAddress: "33 Perin Nariman Street, Fort",
    googleMapsLink: maps("FreshKart Grocers, Fort, Mumbai"),
    firstName: "Kavita",
    lastName: "Shah",
    phone: "9820089012",
    username: "freshkart",
    pan: "AAFCF1459Q",
    gstin: "27AAFCF1459Q1Z2",
    bankName: "State Bank of India",
    branch: "Mumbai Main Branch",
    ifsc: "SBIN0000300",
    accountNumber: "33456789012",
  },
} as const satisfies Record<string, DemoStore>;

export type VendorKey = keyof typeof VENDORS;
