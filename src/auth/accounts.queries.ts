/** The account rows sign-in needs, whatever the role. */
import { sql } from "kysely";
import type { DB } from "../../db/database.ts";
import type { Role } from "./guard.ts";

export interface LoginAccount {
  id: string;
  name: string;
  email: string;
  mobile: string;
  role: Role;
  password_hash: string;
  /** The store a vendor account runs (null for customers and admins). */
  vendor_id: string | null;
  store_name: string | null;
  /** Whether that store is switched on (null without a store). */
  store_active: boolean | null;
  username: string | null;
}

export function findAccountForLogin(db: DB, email: string): Promise<LoginAccount | undefined> {
  return db.selectFrom("users as u")
    .leftJoin("vendors as v", "v.user_id", "u.id")
    .select([
      "u.id",
      "u.name",
      "u.email",
      "u.mobile",
      "u.role",
      "u.password_hash",
      "v.id as vendor_id",
      "v.store_name",
      "v.active as store_active",
      "v.username",
    ])
    .where(sql<string>`lower(u.email)`, "=", email.toLowerCase())
    .executeTakeFirst();
}
