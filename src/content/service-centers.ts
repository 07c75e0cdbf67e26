/**
 * Authorised service centres of the brands sold on SwiftCart (about 27 brands, each with a locator
 * link and a support link or contact). Warranty repairs are the brand's duty, so we point to the brand's own
 * India pages rather than keeping addresses that go stale.
 */

export const SERVICE_KINDS = {
  mobiles: "Mobiles & tablets",
  computers: "Laptops & computers",
  audio: "Audio & wearables",
  home: "TV & home appliances",
  cameras: "Cameras",
} as const;

export type ServiceKind = keyof typeof SERVICE_KINDS;

export interface ServiceBrand {
  /** Stable anchor id. */
  id: string;
  name: string;
  kinds: ServiceKind[];
  /** What the brand services, in a few words. */
  covers: string;
  locatorUrl: string;
  supportUrl: string;
  /** Toll-free number as the brand publishes it, where it has one for India. */
  phone?: string;
  email?: string;
}

export const SERVICE_BRANDS: ServiceBrand[] = [
  {
    id: "apple",
    name: "Apple",
    kinds: ["mobiles", "computers", "audio"],
    covers: "iPhone, iPad, Mac, AirPods, Apple Watch",
    locatorUrl: "https://locate.apple.com/in/en/",
    supportUrl: "https://support.apple.com/en-in",
    phone: "000800 040 1966",
  },
  {
    id: "samsung",
    name: "Samsung",
    kinds: ["mobiles", "computers", "audio", "home"],
    covers: "Galaxy phones and tablets, TVs, appliances",
    locatorUrl: "https://www.samsung.com/in/support/service-center/",
    supportUrl: "https://www.samsung.com/in/support/",
    phone: "1800 40 7267864",
  },
  {
    id: "xiaomi",
    name: "Xiaomi / Redmi",
    kinds: ["mobiles", "audio", "home"],
    covers: "Xiaomi and Redmi phones, Xiaomi TVs, accessories",
    locatorUrl: "https://www.mi.com/in/service/authorized-service-center/",
    supportUrl: "https://www.mi.com/in/support/",
    phone: "1800 103 6286",
  },
  {
    id: "oneplus",
    name: "OnePlus",
    kinds: ["mobiles", "audio", "home"],
    covers: "Phones, tablets, Buds, TVs",
    locatorUrl: "https://www.oneplus.in/support/service-center",
    supportUrl: "https://www.oneplus.in/support",
    phone: "1800 102 8411",
  },
  {
    id: "realme",
    name: "Realme",
    kinds: ["mobiles", "audio"],
    covers: "Phones, tablets, earbuds, watches",
    locatorUrl: "https://www.realme.com/in/support/service-center",
    supportUrl: "https://www.realme.com/in/support",
    phone: "1800 102 2777",
  },
  {
    id: "oppo",
    name: "Oppo",
    kinds: ["mobiles", "audio"],
    covers: "Phones, tablets, Enco earbuds",
    locatorUrl: "https://support.oppo.com/in/service-center/",
    supportUrl: "https://support.oppo.com/in/",
    phone: "1800 103 7733",
  },
  {
    id: "vivo",
    name: "Vivo",
    kinds: ["mobiles"],
    covers: "Phones and accessories",
    locatorUrl: "https://www.vivo.com/in/support/ServiceCenter",
    supportUrl: "https://www.vivo.com/in/support",
  },
  {
    id: "motorola",
    name: "Motorola",
    kinds: ["mobiles"],
    covers: "Moto phones and tablets",
    locatorUrl: "https://en-in.support.motorola.com/app/service-center-locator",
    supportUrl: "https://en-in.support.motorola.com/",
  },
  {
    id: "nokia",
    name: "Nokia (HMD)",
    kinds: ["mobiles"],
    covers: "Nokia and HMD phones and tablets",
    locatorUrl: "https://www.hmd.com/en_in/support/service-centres",
    supportUrl: "https://www.hmd.com/en_in/support",
  },
  {
    id: "google-pixel",
    name: "Google Pixel",
    kinds: ["mobiles", "audio"],
    covers: "Pixel phones, Pixel Buds, Pixel Watch",
    locatorUrl: "https://support.google.com/pixelphone/answer/7533771?hl=en-IN",
    supportUrl: "https://support.google.com/pixelphone/?hl=en-IN",
    phone: "1800 419 0655",
  },
  {
    id: "lenovo",
    name: "Lenovo",
    kinds: ["computers", "mobiles"],
    covers: "ThinkPad, IdeaPad, Legion, tablets",
    locatorUrl: "https://pcsupport.lenovo.com/in/en/servicecenter",
    supportUrl: "https://pcsupport.lenovo.com/in/en",
  },
  {
    id: "hp",
    name: "HP",
    kinds: ["computers"],
    covers: "Laptops, desktops, printers",
    locatorUrl: "https://support.hp.com/in-en/service-center-locator",
    supportUrl: "https://support.hp.com/in-en",
    phone: "1800 258 7170",
  },
  {
    id: "dell",
    name: "Dell",
    kinds: ["computers"],
    covers: "Inspiron, Vostro, XPS, Alienware, monitors",
    locatorUrl: "https://www.dell.com/support/contents/en-in/category/contact-information",
    supportUrl: "https://www.dell.com/support/home/en-in",
    phone: "1800 425 4026",
  },
  {
    id: "asus",
    name: "Asus",
    kinds: ["computers", "mobiles"],
    covers: "Laptops, ROG gaming, motherboards, phones",
    locatorUrl: "https://www.asus.com/in/support/service-center-location/",
    supportUrl: "https://www.asus.com/in/support/",
    phone: "1800 209 0365",
  },
  {
    id: "acer",
    name: "Acer",
    kinds: ["computers"],
    covers: "Aspire, Nitro, Predator laptops, monitors",
    locatorUrl: "https://www.acer.com/in-en/support/service-centers",
    supportUrl: "https://www.acer.com/in-en/support",
  },
  {
    id: "msi",
    name: "MSI",
    kinds: ["computers"],
    covers: "Gaming laptops, graphics cards, motherboards",
    locatorUrl: "https://in.msi.com/page/service-location",
    supportUrl: "https://in.msi.com/support",
  },
  {
    id: "lg",
    name: "LG",
    kinds: ["home", "audio", "computers"],
    covers: "TVs, appliances, monitors, sound bars",
    locatorUrl: "https://www.lg.com/in/support/service-center-locator",
    supportUrl: "https://www.lg.com/in/support",
    phone: "1800 315 9999",
  },
  {
    id: "sony",
    name: "Sony",
    kinds: ["home", "audio", "cameras"],
    covers: "Bravia TVs, headphones, Alpha cameras, PlayStation",
    locatorUrl: "https://www.sony.co.in/electronics/support/service-centre-locator",
    supportUrl: "https://www.sony.co.in/electronics/support",
    phone: "1800 103 7799",
  },
  {
    id: "panasonic",
    name: "Panasonic",
    kinds: ["home", "cameras", "audio"],
    covers: "TVs, air conditioners, Lumix cameras, trimmers",
    locatorUrl: "https://www.panasonic.com/in/support/service-center-locator.html",
    supportUrl: "https://www.panasonic.com/in/support.html",
    phone: "1800 103 1333",
  },
  {
    id: "philips",
    name: "Philips",
    kinds: ["home", "audio"],
    covers: "Kitchen appliances, grooming, audio",
    locatorUrl: "https://www.philips.co.in/c-w/support-home/service-centers.html",
    supportUrl: "https://www.philips.co.in/c-w/support-home.html",
    phone: "1800 102 2929",
  },
  {
    id: "boat",
    name: "boAt",
    kinds: ["audio"],
    covers: "Earbuds, headphones, speakers, smartwatches",
    locatorUrl: "https://www.boat-lifestyle.com/pages/service-center",
    supportUrl: "https://www.boat-lifestyle.com/pages/contact-us",
  },
  {
    id: "jbl",
    name: "JBL",
    kinds: ["audio"],
    covers: "Speakers, headphones, sound bars",
    locatorUrl: "https://in.jbl.com/service-centers.html",
    supportUrl: "https://in.jbl.com/support",
    phone: "1800 208 8880",
  },
  {
    id: "bose",
    name: "Bose",
    kinds: ["audio"],
    covers: "Headphones, earbuds, speakers, sound bars",
    locatorUrl: "https://www.boseindia.com/pages/service-centres",
    supportUrl: "https://support.bose.com/s/?language=en_IN",
  },
  {
    id: "noise",
    name: "Noise",
    kinds: ["audio"],
    covers: "Smartwatches, earbuds, fitness bands",
    locatorUrl: "https://www.gonoise.com/pages/service-centres",
    supportUrl: "https://www.gonoise.com/pages/support",
    email: "help@gonoise.com",
  },
  {
    id: "canon",
    name: "Canon",
    kinds: ["cameras", "computers"],
    covers: "EOS cameras, lenses, printers",
    locatorUrl: "https://in.canon/en/support/service-centres",
    supportUrl: "https://in.canon/en/support",
    phone: "1800 180 3366",
  },
  {
    id: "nikon",
    name: "Nikon",
    kinds: ["cameras"],
    covers: "Z and DSLR cameras, lenses",
    locatorUrl: "https://www.nikon.co.in/en_IN/service-support/service-centres",
    supportUrl: "https://www.nikon.co.in/en_IN/service-support",
  },
  {
    id: "whirlpool",
    name: "Whirlpool",
    kinds: ["home"],
    covers: "Refrigerators, washing machines, air conditioners",
    locatorUrl: "https://www.whirlpoolindia.com/service-centre-locator",
    supportUrl: "https://www.whirlpoolindia.com/customer-care",
    phone: "1800 208 1800",
  },
  {
    id: "godrej",
    name: "Godrej",
    kinds: ["home"],
    covers: "Refrigerators, washing machines, air conditioners",
    locatorUrl: "https://www.godrej.com/godrej-appliances/service-centre-locator",
    supportUrl: "https://www.godrej.com/godrej-appliances/customer-care",
    phone: "1800 209 5511",
  },
  {
    id: "haier",
    name: "Haier",
    kinds: ["home"],
    covers: "Refrigerators, TVs, washing machines",
    locatorUrl: "https://www.haierindia.com/service-centre-locator",
    supportUrl: "https://www.haierindia.com/support",
    phone: "1800 419 9999",
  },
  {
    id: "tcl",
    name: "TCL",
    kinds: ["home"],
    covers: "TVs, air conditioners",
    locatorUrl: "https://www.tcl.com/in/en/service-center",
    supportUrl: "https://www.tcl.com/in/en/support",
  },
];

/** Name, products and category labels, so "laptop" finds Dell although its products are named by range. */
const searchText = (brand: ServiceBrand) =>
  [brand.name, brand.covers, ...brand.kinds.map((kind) => SERVICE_KINDS[kind])].join(" ").toLocaleLowerCase(
    "en-IN",
  );

/** Brands matching a free-text query (name or products) and an optional kind. */
export function filterBrands(brands: ServiceBrand[], query: string, kind?: ServiceKind): ServiceBrand[] {
  const needle = query.trim().toLocaleLowerCase("en-IN");
  return brands.filter((brand) =>
    (!kind || brand.kinds.includes(kind)) &&
    (!needle || searchText(brand).includes(needle))
  );
}

export const isServiceKind = (value: string | null): value is ServiceKind =>
  value !== null && Object.hasOwn(SERVICE_KINDS, value);
