/** Server-rendered paging: plain links (?page=N) that work without JavaScript and can be bookmarked. */
import { formatCount } from "../core/money.ts";
import { ChevronLeft, ChevronRight } from "./icons.tsx";

export const PRODUCTS_PER_PAGE = 24;

/** The 1-based page asked for in ?page=, tolerating junk (a bad value is page 1, not an error). */
export function requestedPage(url: URL): number {
  const page = Number(url.searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export const pageCount = (total: number, perPage = PRODUCTS_PER_PAGE) =>
  Math.max(1, Math.ceil(total / perPage));

/** The same URL on another page; page 1 drops the parameter so there is one canonical first page. */
export function pageHref(url: URL, page: number, hash = ""): string {
  const params = new URLSearchParams(url.searchParams);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ""}${hash}`;
}

/** Page numbers to show: first, last, and a window around the current one; 0 marks a gap. */
export function pageWindow(current: number, last: number): number[] {
  const pages = new Set([1, last, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const out: number[] = [];
  for (const p of sorted) {
    const previous = out[out.length - 1];
    if (previous && p - previous === 2) out.push(previous + 1);
    else if (previous && p - previous > 2) out.push(0);
    out.push(p);
  }
  return out;
}

interface Props {
  url: URL;
  page: number;
  total: number;
  perPage?: number;
  /** Fragment added to every link, so a page change lands on the list rather than the top of the page. */
  hash?: string;
}

export function Pagination({ url, page, total, perPage = PRODUCTS_PER_PAGE, hash = "" }: Props) {
  const last = pageCount(total, perPage);
  if (last <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1
        ? (
          <a className="page-step" href={pageHref(url, page - 1, hash)} rel="prev">
            <ChevronLeft /> Previous
          </a>
        )
        : (
          <span className="page-step" aria-disabled="true">
            <ChevronLeft /> Previous
          </span>
        )}
      <ol>
        {pageWindow(page, last).map((p, i) =>
          p === 0 ? <li key={`gap${i}`} className="page-gap" aria-hidden="true">…</li> : (
            <li key={p}>
              <a
                className="page-number"
                href={pageHref(url, p, hash)}
                aria-current={p === page ? "page" : undefined}
                aria-label={`Page ${p}`}
              >
                {p}
              </a>
            </li>
          )
        )}
      </ol>
      {page < last
        ? (
          <a className="page-step" href={pageHref(url, page + 1, hash)} rel="next">
            Next <ChevronRight />
          </a>
        )
        : (
          <span className="page-step" aria-disabled="true">
            Next <ChevronRight />
          </span>
        )}
    </nav>
  );
}

/** "1 product", "64 products". */
export const productCount = (n: number) => `${formatCount(n)} ${n === 1 ? "product" : "products"}`;

/** "Showing 25–48 of 64" under a paged list; nothing when one page holds everything. */
export function PageRange({ page, shown, total, perPage = PRODUCTS_PER_PAGE }: {
  page: number;
  shown: number;
  total: number;
  perPage?: number;
}) {
  if (total <= perPage || shown === 0) return null;
  const from = (page - 1) * perPage + 1;
  return (
    <p className="page-range">
      Showing {from}–{from + shown - 1} of {formatCount(total)} · Page {page} of {pageCount(total, perPage)}
    </p>
  );
}
