/**
 * Inline SVG icons (no icon font, no request). Decorative: the link or button around them carries the label.
 * The shapes are markup strings rather than JSX elements: a page shows dozens of icons, and React renders
 * one element with inner HTML several times faster than a tree of paths.
 */
const base = {
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
};

function icon(shapes: string, overrides: { fill?: string; stroke?: string } = {}) {
  const html = { __html: shapes };
  return () => <svg {...base} {...overrides} dangerouslySetInnerHTML={html} />;
}

export const HeartIcon = icon(
  `<path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />`,
);
export const CartIcon = icon(
  `<circle cx="9" cy="21" r="1" /><circle cx="20" cy="21" r="1" /><path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />`,
);
export const UserIcon = icon(
  `<path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" /><circle cx="12" cy="7" r="4" />`,
);
export const PinIcon = icon(
  `<path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z" /><circle cx="12" cy="10" r="3" />`,
);
export const SearchIcon = icon(`<circle cx="11" cy="11" r="8" /><path d="m21 21-4.3-4.3" />`);
export const MenuIcon = icon(`<path d="M3 12h18M3 6h18M3 18h18" />`);
export const ChevronLeft = icon(`<path d="m15 18-6-6 6-6" />`);
export const ChevronRight = icon(`<path d="m9 18 6-6-6-6" />`);
export const StarIcon = icon(
  `<path d="m12 2.5 2.9 6.2 6.6.7-5 4.5 1.4 6.6L12 17.1l-5.9 3.4 1.4-6.6-5-4.5 6.6-.7z" />`,
  { fill: "currentColor", stroke: "none" },
);
export const TruckIcon = icon(
  `<path d="M1 4h14v12H1zM15 8h4l3 3v5h-7" /><circle cx="5.5" cy="18.5" r="2" /><circle cx="18.5" cy="18.5" r="2" />`,
);
export const ShieldIcon = icon(
  `<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" /><path d="m9 12 2 2 4-4" />`,
);
export const ReturnIcon = icon(`<path d="M3 7v6h6" /><path d="M21 17a9 9 0 0 0-15-6.7L3 13" />`);
export const WalletIcon = icon(
  `<rect x="2" y="5" width="20" height="15" rx="2" /><path d="M16 12h2M2 9h20" />`,
);
export const StoreIcon = icon(
  `<path d="M3 9 4.5 4h15L21 9M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" /><path d="M5 13v8h14v-8M10 21v-5h4v5" />`,
);
export const HeadsetIcon = icon(
  `<path d="M3 18v-6a9 9 0 0 1 18 0v6" /><path d="M21 19a2 2 0 0 1-2 2h-1v-7h3zM3 19a2 2 0 0 0 2 2h1v-7H3z" />`,
);
export const CloseIcon = icon(`<path d="M18 6 6 18M6 6l12 12" />`);
export const PauseIcon = icon(`<path d="M6 4h4v16H6zM14 4h4v16h-4z" />`, {
  fill: "currentColor",
  stroke: "none",
});
export const PlayIcon = icon(`<path d="M7 4v16l13-8z" />`, { fill: "currentColor", stroke: "none" });
export const ImageIcon = icon(
  `<rect x="3" y="3" width="18" height="18" rx="2" /><circle cx="9" cy="9" r="2" /><path d="m21 15-5-5L5 21" />`,
);
