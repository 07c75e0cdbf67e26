/**
 * CPU time spent serving a load: the app's process (all its threads) and the PostgreSQL backends of its
 * database. On a shared, saturated machine, CPU per request varies far less between runs than throughput or
 * latency do, so it is what compares two builds best.
 */
import postgres from "postgres";

/** CPU time (user + system) of a process in ms, all its threads; 0 once it is gone. */
async function cpuMs(pid: number): Promise<number> {
  const stat = await Deno.readTextFile(`/proc/${pid}/stat`).catch(() => "");
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return stat ? (Number(fields[11]) + Number(fields[12])) * 10 : 0; // clock ticks of 10 ms
}

/** CPU of the PostgreSQL backends serving one database (the app's pool; autovacuum is not the load's). */
async function backendsCpu(sql: postgres.Sql): Promise<Map<number, number>> {
  const rows = await sql<{ pid: number }[]>`
    select pid from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`;
  return new Map(await Promise.all(rows.map(async (r) => [r.pid, await cpuMs(r.pid)] as [number, number])));
}

/** CPU ms the app and its database's backends spent while `run` ran (db: null on PGlite, inside the app). */
export async function cpuDuring<T>(
  appPid: number,
  databaseUrl: string | undefined,
  run: () => Promise<T>,
): Promise<{ result: T; appMs: number; dbMs: number | null }> {
  const sql = databaseUrl ? postgres(databaseUrl, { max: 1, onnotice: () => {} }) : undefined;
  try {
    const appBefore = await cpuMs(appPid);
    const dbBefore = sql ? await backendsCpu(sql) : undefined;
    const result = await run();
    const appMs = (await cpuMs(appPid)) - appBefore;
    let dbMs: number | null = null;
    if (sql && dbBefore) {
      dbMs = 0;
      // Backends the pool opened during the run count whole.
      for (const [pid, ms] of await backendsCpu(sql)) dbMs += ms - (dbBefore.get(pid) ?? 0);
    }
    return { result, appMs, dbMs };
  } finally {
    await sql?.end();
  }
}
