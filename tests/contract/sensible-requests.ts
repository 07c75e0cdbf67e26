/**
 * One sensible, valid request per operation, built from its schemas and aimed at "the customer" of a world
 * (their user id, email, cart line, address, order, payment) or, for store operations, at the store that
 * customer's order came from (its statements, payment issue, ledger, the weeks and months of its sales):
 * the same request is then sent by every caller of the access matrix.
 *
 * Values come from the schema (enum, example, default), from what a field names (aims.ts), or from its name
 * (mobile, password, ...). Objects carry their required fields, the fields that name something, and the
 * fields the contract gives an example for. An operation that creates (documents 201) gets a fresh email.
 */
import type { JsonSchema, Operation } from "./contract.ts";
import { fillPath } from "./contract.ts";
import { type Aim, aimOf, resolveAim, signBody, signCheckout, type Targets } from "./aims.ts";
import { type Catalogue, PASSWORD, pastTargets, type World } from "./fixtures.ts";
import { encodeAny, objectBranches } from "./fuzz-inputs.ts";
import type { BuiltRequest } from "./fuzz-requests.ts";

export function customerTargets(world: World, catalogue: Catalogue): Targets {
  const { customer } = world;
  return {
    userId: customer.id,
    userEmail: customer.email,
    product: () => world.store.productId,
    category: () => catalogue.categoryIds[0],
    cartLine: customer.cartProductId,
    address: customer.addressId,
    order: customer.orderId,
    paymentOrder: customer.paymentOrderId,
    media: catalogue.mediaHash,
    pincode: catalogue.pincode,
    store: world.store.vendorId,
    storeEmail: world.store.vendor.email,
    adminEmail: world.admin.email,
    city: catalogue.cityId,
    job: catalogue.jobId,
    ...pastTargets(world.store),
  };
}

interface Context {
  targets: Targets;
  path: string;
  creates: boolean;
}

let fresh = 0;

function byName(name: string, creates: boolean): unknown {
  if (/mobile|phone/i.test(name)) return "9876543210";
  if (/password/i.test(name)) return PASSWORD;
  if (/e-?mail$/i.test(name) && creates) {
    return `fresh.${++fresh}.${crypto.randomUUID().slice(0, 8)}@example.in`;
  }
  if (/postal|pincode/i.test(name)) return "411001";
  if (/^username$/i.test(name) && creates) return `fresh_${++fresh}_${crypto.randomUUID().slice(0, 8)}`;
  if (/name$/i.test(name)) return "Contract Tester";
  return undefined;
}

function sample(schema: JsonSchema, name: string, ctx: Context): unknown {
  const aim = aimOf(name, schema.description ?? "", ctx.path);
  const named = byName(name, ctx.creates);
  if (aim === "user.email" && named !== undefined) return named;
  if (/^username$/i.test(name) && named !== undefined) return named;
  if (aim && aim !== "signature") return resolveAim(aim, ctx.targets);
  if (/password/i.test(name)) return PASSWORD; // every fixture user has it
  if (schema.enum?.length) return schema.enum[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (named !== undefined) return named;
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return sample(branch, name, ctx);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, 1);
    case "boolean":
      return true;
    case "array":
      return [sample(schema.items ?? {}, name, ctx)];
    case "object":
      return sampleObject(schema, ctx);
    default:
      return "contract";
  }
}

function sampleObject(schema: JsonSchema, ctx: Context): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {});
  const chosen = entries.filter(([key, sub]) =>
    required.has(key) || sub.example !== undefined ||
    (aimOf(key, sub.description ?? "", ctx.path) ?? "signature") !== "signature"
  );
  const picked = chosen.length ? chosen : entries.slice(0, 1);
  const out: Record<string, unknown> = {};
  for (const [key, sub] of picked) out[key] = sample(sub, key, ctx);
  return out;
}

/** Signature fields of a body, signed over the gateway order and payment ids beside them. */
async function signFields(body: Record<string, unknown>, schema: JsonSchema, path: string) {
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    if (aimOf(key, sub.description ?? "", path) !== "signature") continue;
    const order = Object.entries(body).find(([k]) => /order/i.test(k))?.[1];
    const payment = Object.entries(body).find(([k]) => /payment_?id/i.test(k))?.[1];
    body[key] = await signCheckout(String(order ?? ""), String(payment ?? ""));
  }
}

export async function sensibleRequest(op: Operation, targets: Targets): Promise<BuiltRequest> {
  const ctx: Context = { targets, path: op.path, creates: op.statuses.includes("201") };
  const value = (name: string, schema: JsonSchema, description: string) =>
    String(sample({ ...schema, description: description || schema.description }, name, ctx));
  const pathValues: Record<string, string> = {};
  const query: string[] = [];
  const headerParams: [string, JsonSchema][] = [];
  for (const p of op.parameters) {
    if (p.in === "path") pathValues[p.name] = encodeAny(value(p.name, p.schema, p.description));
    const aim: Aim | undefined = aimOf(p.name, p.description, op.path);
    if (p.in === "query" && (p.required || aim === "user.id")) {
      query.push(`${encodeAny(p.name)}=${encodeAny(value(p.name, p.schema, p.description))}`);
    }
    if (p.in === "header" && p.required) headerParams.push([p.name, p.schema]);
  }
  const [branch] = objectBranches(op.body?.schema);
  let body: string | undefined;
  if (branch) {
    const object = sampleObject(branch, ctx);
    await signFields(object, branch, op.path);
    body = JSON.stringify(object);
  }
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  for (const [name, schema] of headerParams) {
    headers[name] = aimOf(name) === "signature"
      ? await signBody(body ?? "")
      : String(sample(schema, name, ctx));
  }
  const path = fillPath(op.path, pathValues);
  return { method: op.method, url: query.length ? `${path}?${query.join("&")}` : path, headers, body };
}
