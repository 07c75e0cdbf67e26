/**
 * The order mails' HTML: the shop's look (its blue band, white card, grey page) in tables with inline styles
 * only, 600 px wide and fluid below it, as mail clients (Gmail, Outlook, Apple Mail) render them: no
 * stylesheet, no script, no web font, no image the mail depends on. Every text put in is escaped.
 */

/** Text escaped for HTML (element content and double-quoted attributes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** HTML already escaped, safe to put in as it is. */
export interface Html {
  html: string;
}
export const raw = (html: string): Html => ({ html });

/** A template literal whose values are escaped, unless they are `Html` (or lists of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0];
  values.forEach((value, i) => {
    out += piece(value) + strings[i + 1];
  });
  return raw(out);
}
function piece(value: unknown): string {
  if (value === null || value === undefined || value === false) return "";
  if (Array.isArray(value)) return value.map(piece).join("");
  if (typeof value === "object" && "html" in value) return (value as Html).html;
  return escapeHtml(String(value));
}

export const COLOURS = {
  brand: "#0b5cab",
  ink: "#0f1c2e",
  soft: "#4a5568",
  muted: "#5f6b7a",
  line: "#e2e8f0",
  page: "#f5f7fa",
  accent: "#ffb400",
};
const FONT = "font-family:Arial,Helvetica,sans-serif";

/** A call to action: a bulletproof button (a padded link in a table cell, as Outlook needs). */
export function button(label: string, href: string): Html {
  return html`
    <table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:20px 0 8px">
      <tr>
        <td bgcolor="${COLOURS.brand}" style="border-radius:8px;background:${COLOURS.brand}">
          <a href="${href}"
            style="display:inline-block;padding:12px 22px;${raw(
              FONT,
            )};font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px">${label}</a>
        </td>
      </tr>
    </table>
  `;
}

/** A heading inside the card. */
export const heading = (text: string, top = 24) =>
  html`
    <h2
      style="margin:${top}px 0 8px;${raw(FONT)};font-size:16px;line-height:22px;color:${COLOURS
        .ink}">${text}</h2>
  `;

/** A paragraph inside the card. */
export const paragraph = (content: Html | string) =>
  html`<p style="margin:0 0 12px;${
    raw(FONT)
  };font-size:15px;line-height:22px;color:${COLOURS.ink}">${content}</p>`;

/** A small grey paragraph. */
export const note = (content: Html | string) =>
  html`<p style="margin:0 0 8px;${
    raw(FONT)
  };font-size:13px;line-height:19px;color:${COLOURS.muted}">${content}</p>`;

/** Label/value rows (carrier, tracking number, …). */
export function facts(rows: [label: string, value: string][]): Html {
  return html`
    <table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%"
      style="margin:8px 0 12px;border-collapse:collapse">
    ${rows.map(([label, value]) =>
      html`
        <tr>
          <td width="150"
            style="width:150px;padding:6px 12px 6px 0;${raw(FONT)};font-size:14px;color:${COLOURS
              .muted};white-space:nowrap;vertical-align:top">${label}</td>
          <td
            style="padding:6px 0;${raw(FONT)};font-size:14px;color:${COLOURS
              .ink};font-weight:bold;word-break:break-word">${value}</td>
        </tr>
      `
    )}
    </table>
  `;
}

/** One line of a mail's item table. */
export interface ItemLine {
  name: string;
  quantity: number;
  amount: string;
}

/** Items with quantities and amounts, then the total row. */
export function itemTable(lines: ItemLine[], totalLabel: string, total: string): Html {
  const cell =
    `${FONT};font-size:14px;line-height:20px;color:${COLOURS.ink};padding:8px 0;border-bottom:1px solid ${COLOURS.line}`;
  return html`
    <table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%"
      style="border-collapse:collapse;margin:4px 0 8px">
    ${lines.map((line) =>
      html`
        <tr>
          <td
            style="${raw(cell)};word-break:break-word">${line.name} <span style="color:${COLOURS
              .muted}">× ${line.quantity}</span></td>
          <td align="right" style="${raw(cell)};white-space:nowrap;padding-left:12px">${line.amount}</td>
        </tr>
      `
    )}
    <tr><td style="${raw(FONT)};font-size:15px;font-weight:bold;color:${COLOURS
      .ink};padding:10px 0 0">${totalLabel}</td><td align="right" style="${raw(
        FONT,
      )};font-size:15px;font-weight:bold;color:${COLOURS
      .ink};padding:10px 0 0;white-space:nowrap">${total}</td></tr>
    </table>
  `;
}

/** A boxed block (one store's part of a checkout). */
export function box(content: Html): Html {
  return html`
    <table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%"
      style="border:1px solid ${COLOURS.line};border-radius:8px;margin:12px 0;border-collapse:separate">
      <tr>
        <td style="padding:12px 16px">${content}</td>
      </tr>
    </table>
  `;
}

/**
 * The whole mail: a hidden preheader (the inbox's preview line), the blue band with the shop's name, the
 * white card with the title and content, the footer with the site's address.
 */
export function mailDocument(
  { title, preheader, content, site }: { title: string; preheader: string; content: Html; site: string },
): string {
  return `<!DOCTYPE html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:${COLOURS.page};-webkit-text-size-adjust:100%">
${
    html`
      <div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${preheader}</div>
      <table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" bgcolor="${COLOURS
        .page}"
        style="background:${COLOURS.page}">
        <tr>
          <td align="center" style="padding:24px 12px">
            <table role="presentation" cellpadding="0" cellspacing="0" border="0" width="600"
              style="width:100%;max-width:600px;border-collapse:separate">
              <tr>
                <td bgcolor="${COLOURS.brand}"
                  style="background:${COLOURS.brand};border-radius:12px 12px 0 0;padding:18px 24px">
                  <a href="${site}/"
                    style="${raw(
                      FONT,
                    )};font-size:22px;font-weight:bold;color:#ffffff;text-decoration:none;letter-spacing:0.2px">Swift<span style="color:${COLOURS
                      .accent}">Cart</span></a>
                </td>
              </tr>
              <tr>
                <td bgcolor="#ffffff"
                  style="background:#ffffff;border:1px solid ${COLOURS
                    .line};border-top:0;border-radius:0 0 12px 12px;padding:24px">
      <h1 style="margin:0 0 12px;${raw(FONT)};font-size:22px;line-height:28px;color:${COLOURS
        .ink}">${title}</h1>
      ${content}
                </td>
              </tr>
              <tr>
                <td style="padding:16px 24px;${raw(FONT)};font-size:12px;line-height:18px;color:${COLOURS
                  .muted}"
                  align="center">
      SwiftCart · India's marketplace for electronics and everyday goods · <a href="${site}/" style="color:${COLOURS
        .brand}">${site.replace(
          /^https?:\/\//,
          "",
        )}</a><br>You receive this mail because of an order on SwiftCart. Questions? <a href="${site}/contactus" style="color:${COLOURS
        .brand}">Contact us</a>.
                </td>
              </tr>
            </table>
          </td>
        </tr>
      </table>
    `.html
  }
</body>
</html>`.replace(INDENT, "\n");
}

/** The templates' indentation: a line's leading spaces render as nothing more than its line break. */
const INDENT = /\n\s+/g;
