// The migration list is static so that it works where there is no file system to scan (edge runtimes).
import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_catalogue.ts";
import * as m0002 from "./0002_product_search.ts";
import * as m0003 from "./0003_customers.ts";
import * as m0004 from "./0004_orders.ts";
import * as m0005 from "./0005_vendor_area.ts";
import * as m0006 from "./0006_admin_panel.ts";
import * as m0007 from "./0007_listed_indexes.ts";
import * as m0008 from "./0008_ranked_search.ts";
import * as m0009 from "./0009_catalogue_changes.ts";
import * as m0010 from "./0010_admin_list_indexes.ts";
import * as m0011 from "./0011_product_locations.ts";
import * as m0012 from "./0012_product_changes.ts";
import * as m0013 from "./0013_search_tables.ts";
import * as m0014 from "./0014_stock_in_changes.ts";
import * as m0015 from "./0015_listed_counts.ts";
import * as m0016 from "./0016_products_fillfactor.ts";
import * as m0017 from "./0017_auth_hardening.ts";
import * as m0018 from "./0018_two_step.ts";
import * as m0019 from "./0019_product_tax.ts";
import * as m0020 from "./0020_outbox.ts";
import * as m0021 from "./0021_invoices.ts";
import * as m0022 from "./0022_ledger.ts";
import * as m0023 from "./0023_returns.ts";

export const migrations: Record<string, Migration> = {
  "0001_catalogue": m0001,
  "0002_product_search": m0002,
  "0003_customers": m0003,
  "0004_orders": m0004,
  "0005_vendor_area": m0005,
  "0006_admin_panel": m0006,
  "0007_listed_indexes": m0007,
  "0008_ranked_search": m0008,
  "0009_catalogue_changes": m0009,
  "0010_admin_list_indexes": m0010,
  "0011_product_locations": m0011,
  "0012_product_changes": m0012,
  "0013_search_tables": m0013,
  "0014_stock_in_changes": m0014,
  "0015_listed_counts": m0015,
  "0016_products_fillfactor": m0016,
  "0017_auth_hardening": m0017,
  "0018_two_step": m0018,
  "0019_product_tax": m0019,
  "0020_outbox": m0020,
  "0021_invoices": m0021,
  "0022_ledger": m0022,
  "0023_returns": m0023,
};
