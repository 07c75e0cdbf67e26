/**
 * Search and filters above a panel list: a plain GET form (works without script, bookmarkable), so the
 * server filters and the list's page starts again at 1. `PanelPagination` pages the result with the
 * storefront's links (src/ui/Pagination.tsx).
 */
import { PageRange, Pagination } from "../Pagination.tsx";

interface FieldBase {
  /** The query parameter, e.g. "status". */
  name: string;
  label: string;
  /** The element id; `<idPrefix>-<name>` unless given. */
  id?: string;
  /** A sort order, not a filter: its value alone does not offer Clear. */
  notAFilter?: boolean;
}

/** A text box (`type="search"`, at most 100 characters). */
export interface FilterSearch extends FieldBase {
  kind: "search";
  placeholder?: string;
  minLength?: number;
}

export interface FilterSelect extends FieldBase {
  kind?: "select";
  options: { value: string; label: string }[];
  /** The first option, meaning no filter, e.g. "All statuses"; none when absent (a sort order). */
  anyLabel?: string;
}

/** A day (`type="date"`, YYYY-MM-DD). */
export interface FilterDate extends FieldBase {
  kind: "date";
}

export type FilterField = FilterSearch | FilterSelect | FilterDate;

export interface ListFiltersProps {
  /** The list's page: the form's action, and where the current values come from. */
  url: URL;
  /** The search box (query parameter `search`, or `name`, e.g. "q"), before the selects. */
  search?: { label: string; placeholder?: string; name?: string };
  selects?: FilterSelect[];
  /** Every field in order, instead of `search` and `selects`. */
  fields?: FilterField[];
  /** The values shown, by name, where the page cleaned them (a bad day left out); the URL's otherwise. */
  values?: Record<string, string>;
  /** Names the form for screen readers, e.g. "Search orders". */
  label: string;
  /** Ids are `<idPrefix>-<name>`; "list" by default. */
  idPrefix?: string;
  /** The submit button's text; "Search" by default. */
  submitLabel?: string;
  /** A class beside `list-filters`, e.g. for a page's own widths. */
  className?: string;
}

/** The fields of the `search` + `selects` shorthand: the search box's id is `list-search`. */
function shorthand({ search, selects = [] }: ListFiltersProps): FilterField[] {
  const box: FilterField[] = search
    ? [{
      kind: "search",
      name: search.name ?? "search",
      label: search.label,
      placeholder: search.placeholder,
      id: "list-search",
    }]
    : [];
  return [...box, ...selects];
}

export function ListFilters(props: ListFiltersProps) {
  const { url, values, label, idPrefix = "list", submitLabel = "Search", className } = props;
  const fields = props.fields ?? shorthand(props);
  const valueOf = (name: string) => values?.[name] ?? url.searchParams.get(name) ?? "";
  const filtered = fields.some((field) => !field.notAFilter && valueOf(field.name).trim() !== "");
  const idOf = (field: FilterField) => field.id ?? `${idPrefix}-${field.name}`;
  return (
    <form
      className={className ? `list-filters ${className}` : "list-filters"}
      method="get"
      action={url.pathname}
      role="search"
      aria-label={label}
    >
      {fields.map((field) => {
        const id = idOf(field);
        const value = valueOf(field.name);
        if (field.kind === "search") {
          return (
            <div className="list-filter list-filter-search" key={field.name}>
              <label htmlFor={id}>{field.label}</label>
              <input
                id={id}
                name={field.name}
                type="search"
                defaultValue={value}
                placeholder={field.placeholder}
                minLength={field.minLength}
                maxLength={100}
                autoComplete="off"
              />
            </div>
          );
        }
        if (field.kind === "date") {
          return (
            <div className="list-filter" key={field.name}>
              <label htmlFor={id}>{field.label}</label>
              <input id={id} name={field.name} type="date" defaultValue={value} />
            </div>
          );
        }
        return (
          <div className="list-filter" key={field.name}>
            <label htmlFor={id}>{field.label}</label>
            <select id={id} name={field.name} defaultValue={value}>
              {field.anyLabel && <option value="">{field.anyLabel}</option>}
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>{option.label}</option>
              ))}
            </select>
          </div>
        );
      })}
      <div className="list-filter-actions">
        <button type="submit" className="btn btn-primary">{submitLabel}</button>
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
