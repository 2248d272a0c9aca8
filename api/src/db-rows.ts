import type { TranslatedText } from "@ipf/shared/schemas/accounts";

/** Rows as PostgreSQL answers them (snake_case); presenters map them to the wire. */
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

/** A notification with its warehouse's flag (services/notifications.ts selects it). */
export interface NotificationRow {
  id: string;
  title: TranslatedText;
  text: TranslatedText;
  seen_at: Date | null;
  created_at: Date;
  flag_image_path: string | null;
  warehouse_id: string | null;
}
