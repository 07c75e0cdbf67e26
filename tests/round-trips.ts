/**
 * Counts the database round trips an app makes: every statement (Kysely plugin, so raw SQL and precompiled
 * queries count too), each transaction's BEGIN and COMMIT/ROLLBACK, and each batch of a batched
 * transaction (db/connect.ts: its statements go together, in one round trip on PostgreSQL). Engine-neutral,
 * so a test can pin "one checkout costs N round trips" on PGlite and PostgreSQL alike.
 */
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from "kysely";
import type { DB } from "../db/database.ts";
import { batchedTransactionOf, setBatchedTransaction } from "../db/connect.ts";

export interface RoundTrips {
  /** The database to hand to the app. */
  db: DB;
  /** Round trips since the last reset: statements plus 2 per transaction. */
  readonly count: number;
  /** What they were, for assertion messages: statement kinds in order, and "begin"/"end". */
  readonly log: string[];
  reset(): void;
}

export function countRoundTrips(db: DB): RoundTrips {
  const log: string[] = [];
  const kinds = new WeakMap<object, string>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs) {
      kinds.set(queryId, node.kind);
      return node;
    },
    // deno-lint-ignore require-await
    async transformResult({ result, queryId }: PluginTransformResultArgs) {
      // Precompiled queries (db/compile-once.ts) were transformed once, long ago: known by their result.
      log.push(kinds.get(queryId) ?? "precompiled query");
      return result;
    },
  };
  const counted = db.withPlugin(plugin);
  // BEGIN and COMMIT are not statements Kysely's plugins see: count them where transactions start.
  const proxy = new Proxy(counted, {
    get(target, property) {
      if (property === "transaction") {
        return () => {
          const builder = target.transaction();
          return new Proxy(builder, {
            get(b, p) {
              if (p !== "execute") {
                const value = Reflect.get(b, p, b);
                return typeof value === "function" ? value.bind(b) : value;
              }
              return async (fn: Parameters<typeof builder.execute>[0]) => {
                log.push("begin");
                try {
                  return await b.execute(fn);
                } finally {
                  log.push("end");
                }
              };
            },
          });
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const batched = batchedTransactionOf(db);
  const batch = (queries: unknown[]) => log.push(`batch of ${queries.length}`);
  setBatchedTransaction(proxy, (statements) => {
    batch(statements);
    return batched(statements);
  });
  return {
    db: proxy,
    get count() {
      return log.length;
    },
    get log() {
      return [...log];
    },
    reset() {
      log.length = 0;
    },
  };
}
