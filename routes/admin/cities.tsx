/**
 * /panel/cities: the cities we deliver to, added by button or Enter and removed from a
 * list about 350 px high. The public /cities page lists the same table.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { listNamed } from "../../src/catalogue/taxonomy/taxonomy.queries.ts";
import { PanelNotice, PanelPage, PanelSection } from "../../src/ui/panel/mod.ts";
import CityManager from "../../islands/CityManager.tsx";

export const FETCH_FAILED = "Failed to fetch cities";
/** Cities are a short curated list; the panel holds them all (the API pages them by 200). */
const MOST = 200;

interface Data {
  cities: { _id: string; name: string }[];
  total: number;
  failed: boolean;
}

export async function handler({ db }: PageContext): Promise<PageData<Data>> {
  const head = { title: "Cities Management" };
  try {
    const { rows, total } = await listNamed(db, "cities", { page: 1, limit: MOST });
    return { data: { cities: rows.map((c) => ({ _id: c.id, name: c.name })), total, failed: false }, head };
  } catch (error) {
    console.error("Cities page:", error);
    return { data: { cities: [], total: 0, failed: true }, head };
  }
}

export default function CitiesPage({ data }: PageProps<Data>) {
  return (
    <PanelPage
      title="Cities Management"
      description={
        <>
          The cities we deliver to, as the public <a href="/cities">cities page</a> lists them.
        </>
      }
    >
      {data.failed && <PanelNotice tone="danger" testId="fetch-failed">{FETCH_FAILED}</PanelNotice>}
      {data.total > MOST && (
        <PanelNotice tone="warning">The first {MOST} of {data.total} cities are shown.</PanelNotice>
      )}
      <PanelSection id="cities" title="Cities" className="cities-section">
        <CityManager cities={data.cities} />
      </PanelSection>
    </PanelPage>
  );
}
