/**
 * The migrated database every test database is copied from, so a test file does not run every migration
 * again (on PGlite, not its initdb either):
 * - PGlite: a tarball of a migrated data directory (PGlite's dumpDataDir), kept in the temp folder
 *   (`$TMPDIR/swiftcart-test-templates/`), which each test database loads into memory (loadDataDir);
 * - PostgreSQL: a template database on the server (`swiftcart_template_<key>`, connections refused), which
 *   each test database copies with CREATE DATABASE … TEMPLATE.
 * The key is a hash of the migrations (db/migrate.ts, db/migrations/) and, for PGlite, its version: a changed
 * migration makes a new template and removes the old one. The first process to need it makes it, under a
 * lock (a locked file, a PostgreSQL advisory lock) while the others (`deno test --parallel`) wait; it is
 * made under another name and renamed into place once complete, so a half-made template is never used.
 */
import postgres from "postgres";
import { Kysely } from "kysely";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGliteDialect } from "../db/pglite-dialect.ts";
import { connect } from "../db/connect.ts";
import { migrateToLatest } from "../db/migrate.ts";

const dbFolder = new URL("../db/", import.meta.url);

/** A hash of what decides the migrated schema: the migrations, and `extra`. */
async function migrationsKey(extra: string): Promise<string> {
  const names = [];
  for await (const entry of Deno.readDir(new URL("migrations/", dbFolder))) {
    if (entry.isFile) names.push(`migrations/${entry.name}`);
  }
  const parts = [extra];
  for (const name of ["migrate.ts", ...names.sort()]) {
    parts.push(name, await Deno.readTextFile(new URL(name, dbFolder)));
  }
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(parts.join("\0")));
  return Array.from(new Uint8Array(digest).slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

// ---------------------------------------------------------------------------------------------- PGlite

/** A data directory from another PGlite version may not load: the version is part of the key. */
async function pgliteVersion(): Promise<string> {
  const manifest = new URL("../node_modules/@electric-sql/pglite/package.json", import.meta.url);
  return JSON.parse(await Deno.readTextFile(manifest)).version;
}

const templateFolder = () => `${Deno.env.get("TMPDIR") || "/tmp"}/swiftcart-test-templates`;

async function readIfThere(path: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    return await Deno.readFile(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return undefined;
    throw error;
  }
}

/** Runs `fn` holding an exclusive lock on `path` (released by the system if this process dies). */
async function withFileLock<T>(path: string, fn: () => Promise<T>): Promise<T> {
  const file = await Deno.open(path, { create: true, write: true });
  try {
    await file.lock(true);
    return await fn();
  } finally {
    file.close(); // closing releases the lock
  }
}

/** A migrated PGlite data directory, as a tarball: what connect()'s PGlite opens with `loadDataDir`. */
async function migratedPgliteTarball(): Promise<Uint8Array<ArrayBuffer>> {
  // The same extensions as connect() opens PGlite with.
  const pg = await PGlite.create({ extensions: { pg_trgm } });
  const db = new Kysely({ dialect: new PGliteDialect(pg) });
  try {
    await migrateToLatest(db);
    return new Uint8Array(await (await pg.dumpDataDir("none")).arrayBuffer());
  } finally {
    await db.destroy(); // closes pg
  }
}

async function makePgliteTemplate(): Promise<Blob> {
  const folder = templateFolder();
  const name = `pglite-${await migrationsKey(`pglite ${await pgliteVersion()}`)}.tar`;
  const path = `${folder}/${name}`;
  const ready = await readIfThere(path);
  if (ready) return new Blob([ready]);
  await Deno.mkdir(folder, { recursive: true });
  return await withFileLock(`${folder}/pglite.lock`, async () => {
    const madeMeanwhile = await readIfThere(path);
    if (madeMeanwhile) return new Blob([madeMeanwhile]);
    const tarball = await migratedPgliteTarball();
    const partial = `${path}.${crypto.randomUUID()}.partial`;
    await Deno.writeFile(partial, tarball);
    await Deno.rename(partial, path);
    // Templates of other migrations, and what a killed process left half-written (nobody else writes now).
    for await (const entry of Deno.readDir(folder)) {
      if (entry.name.startsWith("pglite-") && entry.name !== name) {
        await Deno.remove(`${folder}/${entry.name}`).catch(() => {});
      }
    }
    return new Blob([tarball]);
  });
}

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated PGlite data directory to load into each test database (read once per process). */
export function pgliteTemplateTarball(): Promise<Blob> {
  pgliteTemplate ??= makePgliteTemplate();
  pgliteTemplate.catch(() => pgliteTemplate = undefined); // a failure is retried by the next caller
  return pgliteTemplate;
}

// ------------------------------------------------------------------------------------------ PostgreSQL

const TEMPLATE_PREFIX = "swiftcart_template_";

/** `serverUrl` with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function makePostgresTemplate(serverUrl: string): Promise<string> {
  const name = TEMPLATE_PREFIX + await migrationsKey("postgres");
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const exists = async () => (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
    if (await exists()) return name;
    // An advisory lock is released by the server when this session ends, however it ends.
    await admin`select pg_advisory_lock(hashtextextended(${TEMPLATE_PREFIX}, 0))`;
    try {
      if (await exists()) return name;
      const building = `${name}_${crypto.randomUUID().slice(0, 8)}`;
      await admin.unsafe(`create database ${building}`);
      try {
        const db = await connect({ databaseUrl: databaseUrl(serverUrl, building), maxConnections: 1 });
        try {
          await migrateToLatest(db);
        } finally {
          await db.destroy();
        }
        // Nobody connects to the template: CREATE DATABASE refuses to copy a database others are in.
        await admin.unsafe(`alter database ${building} with allow_connections false`);
        await admin.unsafe(`alter database ${building} rename to ${name}`);
      } catch (error) {
        await admin.unsafe(`drop database if exists ${building} with (force)`);
        // Made meanwhile by a run whose DATABASE_URL names another database (another lock): use that one.
        if ((error as { code?: string }).code === "42P04") return name;
        throw error;
      }
      // Templates of other migrations, and what a killed process left half-made (in use: left alone).
      const stale = await admin<{ datname: string }[]>`
        select datname from pg_database
        where starts_with(datname, ${TEMPLATE_PREFIX}) and datname <> ${name}`;
      for (const { datname } of stale) {
        await admin.unsafe(`drop database if exists ${datname}`).catch(() => {});
      }
      return name;
    } finally {
      await admin`select pg_advisory_unlock(hashtextextended(${TEMPLATE_PREFIX}, 0))`;
    }
  } finally {
    await admin.end();
  }
}

const postgresTemplates = new Map<string, Promise<string>>();

/** The name of the migrated template database on the server at `serverUrl` (made once per process). */
export function postgresTemplate(serverUrl: string): Promise<string> {
  let template = postgresTemplates.get(serverUrl);
  if (!template) {
    template = makePostgresTemplate(serverUrl);
    postgresTemplates.set(serverUrl, template);
    template.catch(() => postgresTemplates.delete(serverUrl));
  }
  return template;
}

/**
 * Creates database `name` as a copy of the template. A template removed meanwhile (a run with changed
 * migrations replaced it) is made again.
 */
export async function createFromTemplate(
  admin: postgres.Sql,
  serverUrl: string,
  name: string,
): Promise<void> {
  try {
    await admin.unsafe(`create database ${name} template ${await postgresTemplate(serverUrl)}`);
  } catch (error) {
    if ((error as { code?: string }).code !== "3D000") throw error; // invalid_catalog_name: no such template
    postgresTemplates.delete(serverUrl);
    await admin.unsafe(`create database ${name} template ${await postgresTemplate(serverUrl)}`);
  }
  await admin.unsafe(`alter database ${name} set synchronous_commit = off`);
}
