/** Home-page banners: the page overlays title and banner type on the calm left half of each image. */
import type { Figure } from "../images.ts";

export interface BannerSeed {
  title: string;
  bannerType: string;
  zone: string;
  from: string;
  to: string;
  figures: Figure[];
}

export const BANNERS: BannerSeed[] = [
  {
    title: "The Big Festive Electronics Sale",
    bannerType: "Festive Sale · Up to 40% off",
    zone: "Home Top",
    from: "#06224a",
    to: "#2f6fde",
    figures: [
      { kind: "laptop", colour: "Space Grey", x: 960, y: 200, scale: 0.5 },
      { kind: "phone", colour: "Midnight Blue", x: 1185, y: 190, scale: 0.44 },
      { kind: "watch", colour: "Black", x: 1305, y: 235, scale: 0.3 },
    ],
  },
  {
    title: "New 5G phones and smartwatches",
    bannerType: "New Launches · No-cost EMI available",
    zone: "Home Top",
    from: "#240b4f",
    to: "#9333ea",
    figures: [
      { kind: "phone", colour: "Purple", x: 950, y: 190, scale: 0.44 },
      { kind: "phone", colour: "Titanium", x: 1100, y: 205, scale: 0.4 },
      { kind: "watch", colour: "Lavender", x: 1250, y: 225, scale: 0.34 },
    ],
  },
  {
    title: "Certified pre-loved phones and laptops",
    bannerType: "Pre-loved · Tested, graded, 6-month warranty",
    zone: "Home Top",
    from: "#052e22",
    to: "#15803d",
    figures: [
      { kind: "refurb-laptop", colour: "Silver", x: 970, y: 200, scale: 0.5, label: "A" },
      { kind: "refurb-phone", colour: "Starlight", x: 1220, y: 195, scale: 0.44, label: "A+" },
    ],
  },
  {
    title: "Monthly groceries, delivered in 24 hours",
    bannerType: "Grocery · Free delivery, no minimum order",
    zone: "Home Top",
    from: "#5a1a07",
    to: "#f97316",
    figures: [
      { kind: "bag", colour: "Gold", x: 950, y: 205, scale: 0.42, label: "Atta|Whole wheat|5 kg" },
      { kind: "bottle", colour: "Yellow", x: 1110, y: 210, scale: 0.4, label: "Oil|Sunflower|1 L" },
      { kind: "jar", colour: "Chocolate Brown", x: 1260, y: 230, scale: 0.34, label: "Coffee|Instant|200 g" },
    ],
  },
];
