/** Test customers: a user row with a real argon2id hash, and a session cookie for it, without the HTTP login. */
import type { DB } from "../db/database.ts";
import { newId } from "../src/core/ids.ts";
import { hashPassword } from "../src/auth/password.ts";
import { createSession } from "../src/auth/sessions/sessions.queries.ts";
import { hashToken, SESSION_COOKIE } from "../src/auth/sessions/session.ts";

export interface TestCustomer {
  id: string;
  name: string;
  email: string;
  mobile: string;
  password: string;
  /** "sc_session=…", ready for a Cookie header. */
  cookie: string;
}

let counter = 0;

/**
 * argon2id costs 140-180 ms a hash on a 2-core test machine, and the suite creates over a hundred customers,
 * most with the default password: one real hash per password per process, which every customer with it shares.
 */
const hashes = new Map<string, Promise<string>>();
export const sharedPasswordHash = (password: string): Promise<string> => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export async function createCustomer(
  db: DB,
  overrides: Partial<Omit<TestCustomer, "id" | "cookie">> & {
    role?: "customer" | "vendor" | "admin";
    /** Set it where a test orders by age: back-to-back inserts can share PGlite's millisecond clock. */
    createdAt?: Date;
  } = {},
): Promise<TestCustomer> {
  counter++;
  const customer = {
    id: newId(),
    name: overrides.name ?? `Test Customer ${counter}`,
    email: overrides.email ?? `customer${counter}.${crypto.randomUUID().slice(0, 8)}@example.in`,
    mobile: overrides.mobile ?? "9876543210",
    password: overrides.password ?? "secret123",
  };
  await db.insertInto("users").values({
    id: customer.id,
    name: customer.name,
    email: customer.email,
    mobile: customer.mobile,
    password_hash: await sharedPasswordHash(customer.password),
    role: overrides.role ?? "customer",
    delivery_location: null,
    created_at: overrides.createdAt,
  }).execute();
  const token = (crypto.randomUUID() + crypto.randomUUID()).replaceAll("-", "");
  await createSession(db, await hashToken(token), customer.id, new Date(Date.now() + 86_400_000));
  return { ...customer, cookie: `${SESSION_COOKIE}=${token}` };
}

/** Headers for a JSON call as this customer (same-origin, as a browser would send it). */
export const asCustomer = (customer: Pick<TestCustomer, "cookie">, extra: Record<string, string> = {}) => ({
  cookie: customer.cookie,
  accept: "application/json",
  "content-type": "application/json",
  ...extra,
});
