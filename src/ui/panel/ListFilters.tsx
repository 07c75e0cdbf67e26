/**
 * Search and filters above a panel list: a plain GET form (works without script, bookmarkable), so the
 * server filters and the list's page starts again at 1. `PanelPagination` pages the result with the
 * storefront's links (src/ui/Pagination.tsx).
 */
import { PageRange, Pagination } from "../Pagination.tsx";

export interface FilterSelect {
  /** The query parameter, e.g. "status". */
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** The first option, meaning no filter, e.g. "All statuses". */
  anyLabel: string;
}

export interface ListFiltersProps {
  /** The list's page: the form's action, and where the current values come from. */
  url: URL;
  /** The search box (query parameter `search`, or `name`, e.g. "q"). */
  search?: { label: string; placeholder?: string; name?: string };
  selects?: FilterSelect[];
  /** Names the form for screen readers, e.g. "Search orders". */
  label: string;
}

export function ListFilters({ url, search, selects = [], label }: ListFiltersProps) {
  const params = url.searchParams;
  const searchName = search?.name ?? "search";
  const names = [...(search ? [searchName] : []), ...selects.map((s) => s.name)];
  const filtered = names.some((name) => (params.get(name) ?? "").trim() !== "");
  return (
    <form className="list-filters" method="get" action={url.pathname} role="search" aria-label={label}>
      {search && (
        <div className="list-filter list-filter-search">
          <label htmlFor="list-search">{search.label}</label>
          <input
            id="list-search"
            name={searchName}
            type="search"
            defaultValue={params.get(searchName) ?? ""}
            placeholder={search.placeholder}
            maxLength={100}
            autoComplete="off"
          />
        </div>
      )}
      {selects.map((select) => (
        <div className="list-filter" key={select.name}>
          <label htmlFor={`list-${select.name}`}>{select.label}</label>
          <select id={`list-${select.name}`} name={select.name} defaultValue={params.get(select.name) ?? ""}>
            <option value="">{select.anyLabel}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>{option.label}</option>
            ))}
          </select>
        </div>
      ))}
      <div className="list-filter-actions">
        <button type="submit" className="btn btn-primary">Search</button>
        {filtered && <a className="btn" href={url.pathname}>Clear</a>}
      </div>
    </form>
  );
}

/** "Showing 21–40 of 64 · Page 2 of 4" and the page links, under a paged list. */
export function PanelPagination(
  { url, page, total, perPage, shown, hash }: {
    url: URL;
    page: number;
    total: number;
    perPage: number;
    shown: number;
    hash?: string;
  },
) {
  return (
    <div className="panel-pagination">
      <PageRange page={page} shown={shown} total={total} perPage={perPage} />
      <Pagination url={url} page={page} total={total} perPage={perPage} hash={hash} />
    </div>
  );
}
