/** Turns a generated fuzz case into the HTTP request it stands for, against the rows that exist now. */
import { fillPath, type Operation } from "./contract.ts";
import { signBody, signCheckout } from "./aims.ts";
import {
  Aimed,
  type Body,
  encodeAny,
  type FuzzCase,
  Obj,
  RawJson,
  type Slot,
  type Tree,
} from "./fuzz-inputs.ts";
import type { FuzzWorld } from "./fuzz-world.ts";

export interface BuiltRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

type Resolve = (value: Aimed) => string;

/** JSON text of a tree; signatures are computed from the fields beside them once those are resolved. */
async function serialise(tree: Tree, resolve: Resolve): Promise<string> {
  if (tree instanceof Aimed) {
    return JSON.stringify(tree.aim === "signature" ? "" : resolve(tree));
  }
  if (tree instanceof RawJson) return tree.text;
  if (Array.isArray(tree)) {
    return `[${(await Promise.all(tree.map((t) => serialise(t, resolve)))).join(",")}]`;
  }
  if (tree instanceof Obj) {
    const plain = new Map<string, string>();
    for (const [key, value] of tree.entries) {
      if (value instanceof Aimed && value.aim !== "signature") plain.set(key, resolve(value));
      else if (typeof value === "string") plain.set(key, value);
    }
    const parts: string[] = [];
    for (const [key, value] of tree.entries) {
      const text = value instanceof Aimed && value.aim === "signature"
        ? JSON.stringify(await signatureFor(plain))
        : await serialise(value, resolve);
      parts.push(`${JSON.stringify(key)}:${text}`);
    }
    return `{${parts.join(",")}}`;
  }
  return JSON.stringify(tree) ?? "null";
}

/** A checkout signature over the gateway order and payment ids found beside it (valid, so it gets past). */
function signatureFor(fields: Map<string, string>): Promise<string> {
  const order = [...fields].find(([k]) => /order/i.test(k))?.[1] ?? "";
  const payment = [...fields].find(([k]) => /payment_?id/i.test(k))?.[1] ?? "";
  return signCheckout(order, payment);
}

async function bodyOf(body: Body, resolve: Resolve): Promise<string | Uint8Array | undefined> {
  switch (body.kind) {
    case "none":
      return undefined;
    case "json":
      return await serialise(body.value, resolve);
    case "text":
      return body.text;
    case "bytes":
      return new Uint8Array(body.bytes);
    case "deep":
      return body.open.repeat(body.depth) + "1" + body.close.repeat(body.depth);
    case "huge":
      return `{${JSON.stringify(body.field)}:"${"x".repeat(body.megabytes << 20)}"}`;
  }
}

export async function buildRequest(op: Operation, fuzz: FuzzCase, world: FuzzWorld): Promise<BuiltRequest> {
  const resolve: Resolve = (value) => world.resolve(value, fuzz.caller);
  const slot = (s: Slot) => s instanceof Aimed ? encodeAny(resolve(s)) : s.raw;
  const path = fillPath(op.path, Object.fromEntries(fuzz.path.map(([name, s]) => [name, slot(s)])));
  const query = fuzz.query.map(([name, s]) => `${encodeAny(name)}=${slot(s)}`).join("&");
  // A GET cannot carry a body (fetch's Request refuses to build one).
  const body = fuzz.method === "GET" ? undefined : await bodyOf(fuzz.body, resolve);
  const headers: Record<string, string> = { accept: "application/json" };
  const cookie = world.actor(fuzz.caller)?.cookie ?? fuzz.bogusCookie;
  if (cookie) headers.cookie = cookie;
  for (const [name, value] of fuzz.headers) {
    headers[name] = value instanceof Aimed
      ? value.aim === "signature" ? await signBody(body ?? "") : resolve(value)
      : value;
  }
  return { method: fuzz.method, url: query ? `${path}?${query}` : path, headers, body };
}

const clip = (text: string, max = 240) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** The request in a form a person can read and replay. */
export function describeRequest(request: BuiltRequest): string {
  const body = request.body === undefined
    ? ""
    : typeof request.body === "string"
    ? `\n    body: ${clip(JSON.stringify(request.body))}`
    : `\n    body bytes: [${request.body.join(", ")}]`;
  const headers = Object.entries(request.headers).filter(([k]) => k !== "accept")
    .map(([k, v]) => `${k}: ${clip(v, 80)}`).join("; ");
  return `${request.method} ${clip(request.url)}\n    headers: ${headers}${body}`;
}
