/**
 * The company's customs identifiers (EORI, VAT number) and default incoterm:
 * a setting admins change in the back office, every change kept (who, when,
 * from what to what) like the storage fee. Until it is first saved, the VAT
 * number is the invoices' (`INVOICE_COMPANY_VAT`), the EORI none, the
 * incoterm DDU.
 */
import { DEFAULT_INCOTERM, type Incoterm } from "@ipf/shared/rules/customs";
import type { CustomsSettings } from "@ipf/shared/schemas/customs";
import type { CustomsCompany } from "../lib/carriers/customs.js";
import { latestChanges, logChange } from "./change-log.js";
import { actingStaff, type Scope, type Work } from "./work.js";

const KEY = "customs_company";

interface Stored {
  eori: string | null;
  vatNumber: string | null;
  incoterm: Incoterm;
}

const defaults = (scope: Scope): Stored => ({
  eori: null,
  vatNumber: scope.deps.config.invoiceCompany.vatNumber ?? null,
  incoterm: DEFAULT_INCOTERM,
});

/** What labels and commercial invoices use now. */
export async function customsCompany(scope: Scope): Promise<CustomsCompany> {
  const row = (await scope.db("settings").where({ key: KEY }).first("value")) as { value: Stored } | undefined;
  return row ? { ...defaults(scope), ...row.value } : defaults(scope);
}

/** The back office's form: the settings and who saved them last. */
export async function customsSettings(scope: Scope): Promise<CustomsSettings> {
  const [last] = await latestChanges(scope, "setting", { key: KEY, limit: 1 });
  return {
    ...(await customsCompany(scope)),
    changedBy: last?.changed_by ?? null,
    changedAt: last ? last.changed_at.toISOString() : null,
  };
}

/** Saves the settings (validated and normalized by the shared schema) and records the change. */
export async function setCustomsSettings(work: Work, settings: Stored): Promise<void> {
  const { trx, now } = work;
  // Locked, so two admins saving at once each record the value they replaced.
  const current = (await trx("settings").where({ key: KEY }).forUpdate().first("value")) as
    { value: Stored } | undefined;
  const staffId = actingStaff(work).id;
  const stored: Stored = { eori: settings.eori, vatNumber: settings.vatNumber, incoterm: settings.incoterm };
  const value = JSON.stringify(stored);
  await trx("settings").insert({ key: KEY, value, updated_at: now, updated_by: staffId }).onConflict("key").merge();
  await logChange(work, { subject: "setting", key: KEY, before: current?.value ?? null, after: stored });
}
