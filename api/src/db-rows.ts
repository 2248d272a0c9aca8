/**
 * The two account rows, as PostgreSQL answers them (snake_case); presenters
 * map them to the wire. Unlike other rows, which live beside the one query
 * that reads them, these are read in several places that stand apart: the
 * session check (lib/auth.ts, lib/ws.ts) reads them on every request, the
 * account services read and lock them, and a Work carries its acting staff
 * member. A place outside services/ keeps lib/ from depending on a service.
 */
export interface CustomerRow {
  id: string;
  first_name: string;
  last_name: string;
  /** The Latin spelling of a name written in Arabic (null otherwise, or not given yet). */
  latin_first_name: string | null;
  latin_last_name: string | null;
  email: string;
  phone: string;
  country: string | null;
  password_hash: string;
  address_code: string;
  language: "ar" | "en" | "fr";
  is_confirmed: boolean;
  suspicious: boolean;
  suspicion_reason: string | null;
  token_version: number;
  email_changed_at: Date | null;
  last_login_at: Date | null;
  /** Where they last signed up or in (an origin, checked again when read): their e-mails link there. */
  site_origin: string | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface StaffRow {
  id: string;
  username: string;
  full_name: string;
  email: string | null;
  group_id: 1 | 2 | 3 | 4;
  password_hash: string;
  token_version: number;
  is_active: boolean;
  last_login_at: Date | null;
  created_at: Date;
  updated_at: Date;
}
