// Frozen in time: never import app code here; later changes go in a new migration.
import { type Kysely, sql } from "kysely";

const ddl = `
  -- GST on a product: its HSN code (goods; 4, 6 or 8 digits) or SAC (services, 9987 for repairs) and its
  -- rate in per cent (the slabs 0, 5, 18 and 40). Null until the store sets them: such a product is sold,
  -- but its orders are not invoiced until the store sets both.
  alter table products add column hsn_code text check (hsn_code ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');
  alter table products add column gst_rate smallint check (gst_rate in (0, 5, 18, 40));

  -- The buyer's GSTIN when a business buys (B2B): named on the tax invoice.
  alter table orders add column buyer_gstin text
`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
