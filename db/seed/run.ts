/** `deno task seed`: migrate, then load the demo catalogue into an empty database. Safe to run twice. */
import { connect } from "../connect.ts";
import { migrateToLatest } from "../migrate.ts";
import { loadConfig } from "../../src/config.ts";
import { isDatabaseEmpty, seedDemo } from "./demo.ts";
import { seedDemoHistory } from "./demo-history.ts";

const config = loadConfig();
const db = await connect(config);
try {
  await migrateToLatest(db);
  if (await isDatabaseEmpty(db)) {
    const started = performance.now();
    // Demo sign-ins (vendor and admin accounts with known passwords) never reach a production database.
    await seedDemo(db, { accounts: config.env !== "production" });
    // The demo shopper and her order history need the demo accounts: development only.
    if (config.env !== "production") await seedDemoHistory(db);
    console.log(`Demo catalogue loaded in ${Math.round(performance.now() - started)} ms.`);
  } else {
    console.log("The database already has products; nothing to seed.");
  }
} finally {
  await db.destroy();
}
