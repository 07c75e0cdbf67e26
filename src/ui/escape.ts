/**
 * HTML escaping exactly as React's server renderer does it (text and attribute values alike), for parts of
 * a page written as plain strings beside React's output: the same five characters, the same entities.
 */
const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};
const special = /[&<>"']/g;

export const escapeHtml = (text: string): string =>
  special.test(text) ? text.replace(special, (c) => entities[c]) : text;
