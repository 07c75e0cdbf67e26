/**
 * The panels' list table, rendered on the server: a real <table> with a caption and column headers, and
 * the list's empty text when there are no rows. Below 768 px each row becomes a card whose cells carry
 * their column's label (`mobile: "cards"`), or the table scrolls inside its own box (`mobile: "scroll"`).
 * Long words are never broken in the middle unless they cannot fit a line at all; `EmailText` lets an
 * address break after its "@" and before its dots instead.
 */
import { Fragment, type ReactNode } from "react";

export interface Column<Row> {
  /** Unique within the table; also a class on its cells (`col-<key>`). */
  key: string;
  /** The header text, and the label of the cell on a phone's card. */
  label: string;
  render(row: Row): ReactNode;
  /** Right-aligned with even digits (amounts, counts). */
  numeric?: boolean;
  /** The header is read by screen readers only (e.g. a column of row actions). */
  hideLabel?: boolean;
}

export interface DataTableProps<Row> {
  /** What the table lists, for screen readers (and shown when `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: Column<Row>[];
  rows: Row[];
  rowKey(row: Row): string;
  /** The text for no rows, e.g. 'No matching orders'. */
  empty: string;
  /** The element id, e.g. for a pagination link's #fragment. */
  id?: string;
  mobile?: "cards" | "scroll";
  /** A class on the table's box, for a page's own column widths. */
  className?: string;
}

export function DataTable<Row>(
  { caption, showCaption, columns, rows, rowKey, empty, id, mobile = "cards", className }: DataTableProps<
    Row
  >,
) {
  const cellClass = (column: Column<Row>) => `col-${column.key}${column.numeric ? " numeric" : ""}`;
  return (
    <div className={`data-table-box data-table-${mobile}${className ? ` ${className}` : ""}`} id={id}>
      <table className="data-table">
        <caption className={showCaption ? "data-table-caption" : "visually-hidden"}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.hideLabel ? <span className="visually-hidden">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0
            ? (
              <tr className="data-table-empty">
                <td colSpan={columns.length} data-testid="table-empty">{empty}</td>
              </tr>
            )
            : rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cellClass(column)}
                    data-label={column.hideLabel ? undefined : column.label}
                  >
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

/** An email address that may wrap after its "@" and before each "." (never inside a name). */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <span className={className}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
