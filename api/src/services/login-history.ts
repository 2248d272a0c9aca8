import type { Knex } from "knex";
import type { Db } from "@ipf/db";
import type { Scope } from "./work.js";

/** A sign-in attempt of the history, with the staff member it names, if any. */
export interface LoginLogRow {
  id: number;
  staff_id: string | null;
  username: string;
  ip: string | null;
  location: string | null;
  success: boolean;
  reason: string | null;
  created_at: Date;
  staff_username: string | null;
  staff_email: string | null;
  staff_full_name: string | null;
}

/** The staff login history, newest first, filtered by staff member, status and time. */
export interface LoginLogFilters {
  staffId?: string | undefined;
  status?: "success" | "failed" | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function filtered(db: Db, filters: LoginLogFilters): Knex.QueryBuilder {
  const query = db("login_logs as l");
  if (filters.staffId) query.where("l.staff_id", filters.staffId);
  if (filters.status) query.where("l.success", filters.status === "success");
  if (filters.from) query.where("l.created_at", ">=", filters.from);
  if (filters.to) query.where("l.created_at", "<", filters.to);
  return query;
}

export async function listLoginHistory(
  scope: Scope,
  filters: LoginLogFilters,
  page: number,
  perPage: number,
): Promise<{ rows: LoginLogRow[]; count: number }> {
  const { db } = scope;
  const rows = (await filtered(db, filters)
    .leftJoin("staff as s", "s.id", "l.staff_id")
    .orderBy([
      { column: "l.created_at", order: "desc" },
      { column: "l.id", order: "desc" },
    ])
    .limit(perPage)
    .offset(page * perPage)
    .select(
      "l.*",
      "s.username as staff_username",
      "s.email as staff_email",
      "s.full_name as staff_full_name",
    )) as LoginLogRow[];
  const [{ count } = { count: 0 }] = (await filtered(db, filters).count("* as count")) as { count: number }[];
  return { rows, count: Number(count) };
}
