/** Helpers for the tests of mail and the outbox. */

/** The attachments of a raw MIME message: file name -> decoded bytes (base64 parts, as nodemailer writes them). */
export function attachmentsOf(raw: string): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const part of raw.split(/\r?\n--[^\r\n]+/)) {
    const end = part.search(/\r?\n\r?\n/);
    const head = part.slice(0, end).replace(/\r?\n[ \t]+/g, " ");
    const name = /Content-Disposition: attachment;\s*filename="?([^"\r\n;]+)"?/i.exec(head);
    if (!name) continue;
    const body = part.slice(end).replace(/\s+/g, "");
    files.set(name[1], Uint8Array.from(atob(body), (c) => c.charCodeAt(0)));
  }
  return files;
}
