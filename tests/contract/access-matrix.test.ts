/**
 * Access matrix: every operation of the contract × visitor, customer, another customer, vendor,
 * another vendor and admin. Each operation gets one sensible, valid request aimed at "the customer" (their
 * id, cart line, address, order) or at the store their order came from (sensible-requests.ts); every cell
 * sends it in a world of its own, so a destructive call (delete account, cancel, logout) cannot change
 * another cell's answer. The answers must equal the reviewed table in access-matrix.expected.ts.
 *
 * ACCESS_MATRIX_PRINT=1 prints the observed table in that file's format, for a reviewer to compare and
 * (after reading the route code and the roles' permissions) adopt: never paste a wrong answer in as expected.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../helpers.ts";
import { send } from "./answers.ts";
import { contractOperations, type Operation } from "./contract.ts";
import { type Actor, insertWorlds, readCatalogue, type World } from "./fixtures.ts";
import { customerTargets, sensibleRequest } from "./sensible-requests.ts";
import { type Caller, CALLERS, EXPECTED, type Row } from "./access-matrix.expected.ts";

const callerOf: Record<Caller, (world: World) => Actor | undefined> = {
  visitor: () => undefined,
  customer: (w) => w.customer,
  "other customer": (w) => w.otherCustomer,
  vendor: (w) => w.store.vendor,
  "other vendor": (w) => w.otherStore.vendor,
  admin: (w) => w.admin,
};

const label = (op: Operation) => `${op.method} ${op.path}`;

function printTable(operations: Operation[], observed: Map<string, Row>) {
  const width = Math.max(...operations.map((op) => op.id.length)) + 3;
  const lines = operations.map((op) =>
    `  ${(op.id + ":").padEnd(width)}[${observed.get(op.id)!.join(", ")}], // ${label(op)}`
  );
  console.log(`\nObserved access matrix (${CALLERS.join(", ")}):\n${lines.join("\n")}\n`);
}

Deno.test("access matrix: every operation × every kind of caller answers as the reviewed table says", async () => {
  const app = await createTestApp({ seed: true });
  try {
    const catalogue = await readCatalogue(app.db);
    const operations = contractOperations(app.app).sort((a, b) => a.id.localeCompare(b.id));
    const worlds = await insertWorlds(app.db, catalogue.categoryIds[0], operations.length * CALLERS.length);
    const observed = new Map<string, Row>();
    const notes: string[] = [];
    for (const op of operations) {
      const row = [] as unknown as Row;
      for (const caller of CALLERS) {
        const world = worlds.pop()!;
        const request = await sensibleRequest(op, customerTargets(world, catalogue));
        const cookie = callerOf[caller](world)?.cookie;
        if (cookie) request.headers.cookie = cookie;
        const { status, problem } = await send(app.app, op, request);
        if (problem) notes.push(`${op.id} as ${caller}: ${problem}`);
        row.push(status);
      }
      observed.set(op.id, row);
    }
    if (Deno.env.get("ACCESS_MATRIX_PRINT")) printTable(operations, observed);
    if (notes.length) {
      console.log(`Answers that broke a general rule (see fuzz.test.ts):\n  ${notes.join("\n  ")}`);
    }

    const problems: string[] = [];
    for (const op of operations) {
      const got = observed.get(op.id)!;
      const want = EXPECTED[op.id];
      if (!want) {
        problems.push(`${op.id} (${label(op)}) is not in the table; observed [${got.join(", ")}]`);
        continue;
      }
      CALLERS.forEach((caller, i) => {
        if (got[i] !== want[i]) {
          problems.push(`${op.id} (${label(op)}) as ${caller}: expected ${want[i]}, got ${got[i]}`);
        }
      });
      // What the contract declares about sessions must hold for a visitor.
      if (op.session && got[0] !== 401) {
        problems.push(`${op.id} declares a session but a visitor got ${got[0]}`);
      }
      if (!op.session && got[0] === 401) problems.push(`${op.id} is public but a visitor got 401`);
    }
    const known = new Set(operations.map((op) => op.id));
    for (const id of Object.keys(EXPECTED)) {
      if (!known.has(id)) problems.push(`the table has a row for ${id}, which the contract no longer has`);
    }
    console.log(
      `access matrix: ${operations.length} operations × ${CALLERS.length} callers = ` +
        `${operations.length * CALLERS.length} cells; ${problems.length} differ from the table`,
    );
    assert.deepEqual(
      problems,
      [],
      `The access matrix differs from access-matrix.expected.ts:\n  ${problems.join("\n  ")}`,
    );
  } finally {
    await app.close();
  }
});
