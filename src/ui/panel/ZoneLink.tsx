/** A store's zone in the admin's store list and store details: its city, linked to its maps link. */

/** Only http(s) links become links: a stored value is shown, never followed, when it is anything else. */
export const safeMapsLink = (link: string) => /^https?:\/\//i.test(link.trim()) ? link.trim() : null;

export function ZoneLink({ link, city }: { link: string; city: string }) {
  const href = safeMapsLink(link);
  if (!href) return <span className="muted">{city || "-"}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="vendor-zone">
      {city || "Map"} <span className="visually-hidden">(opens the map in a new tab)</span>
    </a>
  );
}
