import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Layout } from "../src/ui/Layout.tsx";
import { Breadcrumb } from "../src/content/ContentPage.tsx";
import { COMPANY, mailto, POLICY } from "../src/content/company.ts";
import { listNamed } from "../src/catalogue/taxonomy/taxonomy.queries.ts";

interface CityGroup {
  letter: string;
  cities: string[];
}

interface Data {
  groups: CityGroup[];
  total: number;
  shown: number;
}

/** Groups by first letter, in Indian English collation; names starting with a non-letter go under "#". */
function groupByLetter(names: string[]): CityGroup[] {
  const collator = new Intl.Collator("en-IN", { sensitivity: "base" });
  const groups = new Map<string, string[]>();
  for (const name of [...names].sort(collator.compare)) {
    const first = name.trim().charAt(0).toLocaleUpperCase("en-IN");
    const letter = /[A-Z]/.test(first) ? first : "#";
    groups.set(letter, [...(groups.get(letter) ?? []), name]);
  }
  return [...groups].map(([letter, cities]) => ({ letter, cities }));
}

export async function handler({ db }: PageContext): Promise<PageData<Data>> {
  const { rows, total } = await listNamed(db, "cities", { limit: 200, page: 1 });
  return {
    data: { groups: groupByLetter(rows.map((row) => row.name)), total, shown: rows.length },
    head: {
      title: "Cities We Serve",
      description: `The cities where SwiftCart delivers free within ${POLICY.deliveryHours}, from A to Z.`,
    },
  };
}

const letterId = (letter: string) => `letter-${letter === "#" ? "other" : letter}`;

export default function CitiesPage({ data }: PageProps<Data>) {
  const { groups, total, shown } = data;
  return (
    <Layout>
      <Breadcrumb title="Cities We Serve" />
      <div className="content-page">
        <header className="content-hero">
          <h1>Cities We Serve</h1>
          <div className="content-lead">
            <p>
              {total > 0
                ? `We deliver to ${total} ${
                  total === 1 ? "city" : "cities"
                } across India, free of charge and within ${POLICY.deliveryHours}.`
                : `We deliver free of charge within ${POLICY.deliveryHours}.`}{" "}
              To check your exact address, choose <strong>Deliver to</strong>{" "}
              at the top of the page and enter your pincode.
            </p>
          </div>
        </header>

        {groups.length === 0
          ? (
            <div className="content-empty-state">
              <p>
                <strong>No cities listed.</strong>
              </p>
              <p>
                We are adding cities soon. Write to{" "}
                <a href={mailto(COMPANY.supportEmail, "Do you deliver to my city?")}>
                  {COMPANY.supportEmail}
                </a>{" "}
                to ask whether we deliver to you.
              </p>
            </div>
          )
          : (
            <>
              {groups.length > 1 && (
                <nav className="cities-letters" aria-label="Jump to letter">
                  <ul>
                    {groups.map((group) => (
                      <li key={group.letter}>
                        <a href={`#${letterId(group.letter)}`}>{group.letter}</a>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              <div className="cities-grid">
                {groups.map((group) => (
                  <section
                    key={group.letter}
                    className="cities-group"
                    aria-labelledby={letterId(group.letter)}
                  >
                    <h2 id={letterId(group.letter)}>
                      <span className="visually-hidden">Cities starting with</span> {group.letter}
                    </h2>
                    <ul>{group.cities.map((city) => <li key={city}>{city}</li>)}</ul>
                  </section>
                ))}
              </div>
              {shown < total && (
                <p className="content-note">Showing the first {shown} of {total} cities, alphabetically.</p>
              )}
              <aside
                className="content-callout content-callout-info cities-missing"
                aria-label="City not listed"
              >
                <p>
                  Don't see your city? We are adding new cities every month. Write to{" "}
                  <a href={mailto(COMPANY.supportEmail, "Please deliver to my city")}>
                    {COMPANY.supportEmail}
                  </a>{" "}
                  and tell us where you are. Shop owners in a new city can <a href="/store">apply to sell</a>
                  {" "}
                  today.
                </p>
              </aside>
            </>
          )}
      </div>
    </Layout>
  );
}
