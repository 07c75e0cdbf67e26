/**
 * Compile a Kysely query once and reuse its SQL text. Building a query with many selected columns and
 * joins costs more CPU than running it on PostgreSQL, and the hot storefront queries have a fixed shape;
 * only their values change. The query is built once with marker values, and each call sends the same SQL
 * with the markers swapped for the real values (which also lets postgres.js reuse its prepared statement).
 *
 *   const byId = compileOnce((db, id: string) => db.selectFrom("products").selectAll().where("id", "=", id));
 *   const row = await byId(db, "6740…").executeTakeFirst();
 */
import { type Compilable, CompiledQuery, type Kysely } from "kysely";

const marker = (index: number) => `\u0000compile-once:${index}`;

export function compileOnce<DB, Args extends unknown[], Row>(
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
) {
  const compiled = new WeakMap<Kysely<DB>, { sql: string; slots: (number | { value: unknown })[] }>();
  return (db: Kysely<DB>, ...args: Args) => {
    let plan = compiled.get(db);
    if (!plan) {
      const markers = args.map((_, i) => marker(i)) as unknown as Args;
      const query = build(db, ...markers).compile();
      const slots = query.parameters.map((value) => {
        const index = typeof value === "string" ? markers.indexOf(value) : -1;
        return index >= 0 ? index : { value };
      });
      plan = { sql: query.sql, slots };
      compiled.set(db, plan);
    }
    const parameters = plan.slots.map((slot) => typeof slot === "number" ? args[slot] : slot.value);
    const query = CompiledQuery.raw(plan.sql, parameters) as CompiledQuery<Row>;
    return {
      /** The statement itself, to send with others (db/connect.ts `batchedTransactionOf`). */
      query,
      execute: async () => (await db.executeQuery(query)).rows,
      executeTakeFirst: async () => (await db.executeQuery(query)).rows[0] as Row | undefined,
    };
  };
}
