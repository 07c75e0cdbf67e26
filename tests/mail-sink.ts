/**
 * A real SMTP server on loopback (npm `smtp-server`) that keeps what it receives, so tests send mail the way
 * production does and read it back: `SMTP_URL=sink.url`. Plain SMTP, any credentials accepted.
 */
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** The Subject header, unfolded and decoded. */
  subject: string;
  /** The plain-text body (the text/plain part of a multipart message), decoded. */
  text: string;
  /** The whole message as received. */
  raw: string;
  /** The user the client signed in as, when it did. */
  user?: string;
}

export interface MailSink {
  url: string;
  messages: ReceivedMail[];
  /** The first message (already received or still to come) matching, or an error after timeoutMs. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Uint8Array[] = [];
      stream.on("data", (chunk: Uint8Array) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = new TextDecoder().decode(concat(chunks));
        const { headers, body } = splitMessage(raw);
        messages.push({
          to: session.envelope.rcptTo.map((a) => a.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          subject: decodeWords(headers.get("subject") ?? ""),
          text: plainText(headers, body),
          raw,
          user: typeof session.user === "string" ? session.user : undefined,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  // deno-lint-ignore no-explicit-any
  const port = ((server as any).server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return;
          done();
          resolve(found);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`No matching mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) all.set(c, at), at += c.length;
  return all;
}

/** Header names in lower case -> unfolded values; the body after the first blank line. */
function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** RFC 2047 encoded-words (=?utf-8?B?...?= and =?utf-8?Q?...?=); the space between two of them is dropped. */
export function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
    (_, charset: string, encoding: string, text: string) => {
      const bytes = encoding.toUpperCase() === "B"
        ? Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
        : quotedPrintableBytes(text.replaceAll("_", " "));
      return new TextDecoder(charset).decode(bytes);
    },
  );
}

function quotedPrintableBytes(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...new TextEncoder().encode(text[i]));
  }
  return new Uint8Array(bytes);
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") {
    return new TextDecoder().decode(Uint8Array.from(atob(body.replace(/\s+/g, "")), (c) => c.charCodeAt(0)));
  }
  if (encoding === "quoted-printable") {
    return new TextDecoder().decode(quotedPrintableBytes(body.replace(/=\r?\n/g, "")));
  }
  return body;
}

/** The text/plain content: the body itself, or the first text/plain part of a multipart message. */
function plainText(headers: Map<string, string>, body: string): string {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return decodeBody(headers, body).replace(/\r?\n$/, "");
  for (const part of body.split(`--${boundary}`).slice(1)) {
    const { headers: partHeaders, body: partBody } = splitMessage(part.replace(/^\r?\n/, ""));
    const partType = partHeaders.get("content-type") ?? "text/plain";
    if (/^text\/plain/i.test(partType) || /^multipart\//i.test(partType)) {
      return plainText(partHeaders, partBody.replace(/\r?\n$/, ""));
    }
  }
  return "";
}
