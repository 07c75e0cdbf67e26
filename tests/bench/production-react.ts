/**
 * Imported first by the benchmark: React picks its build from NODE_ENV when first imported, and the
 * in-process measurements (search, uncached renders) must run the production build the server runs.
 */
if (!Deno.env.get("NODE_ENV")) Deno.env.set("NODE_ENV", "production");
