import { descriptions } from "@ipf/shared/contract/descriptions";
import type { Api } from "../../lib/api.js";
import { ValidationError } from "../../lib/errors.js";
import type { Deps } from "../../deps.js";
import { presentDescription, presentSuggestion } from "../../presenters/description.js";
import {
  addDescriptions,
  deleteDescription,
  editDescription,
  importDescriptions,
  listDescriptions,
  planImport,
} from "../../services/descriptions.js";
import { suggestDescriptions } from "../../services/description-suggestions.js";
import { fileOf } from "../../services/uploads.js";
import { readDescriptionRows, writeDescriptionWorkbook } from "../../services/descriptions-xlsx.js";
import { inTransaction, readScope } from "../../services/work.js";

const MESSAGES = {
  added: "Successfully added package descriptions!",
  addedOne: "Successfully added package description!",
  updated: "Successfully updated package description!",
  deleted: "Successfully deleted package description!",
  imported: (added: number, updated: number, removed: number) =>
    `Successfully added package descriptions! ${added} added, ${updated} updated, ${removed} removed.`,
} as const;

/**
 * The catalogue: intake staff read it and add the lines they typed as
 * "Other"; admins edit, delete and import it.
 */
export function registerDescriptionRoutes(api: Api, deps: Deps) {
  api.bind(descriptions.list, async () => ({
    error: false as const,
    descriptions: (await listDescriptions(readScope(deps))).map(presentDescription),
  }));

  // Called as the user types (debounced by the forms). No counter: a counter
  // in PostgreSQL would write a row per keystroke; the query is bounded
  // instead (80 characters, 8 rows, an indexed catalogue of a few thousand).
  api.bind(descriptions.suggest, async (_ctx, { query }) => ({
    suggestions: (await suggestDescriptions(readScope(deps), query.q, query.lang)).map(presentSuggestion),
  }));

  api.bind(descriptions.add, async (ctx, { body }) => {
    const rows = await inTransaction(deps, (work) => addDescriptions(work, body.descriptions));
    ctx.status = 201;
    return {
      error: false as const,
      msg: body.descriptions.length === 1 ? MESSAGES.addedOne : MESSAGES.added,
      descriptions: rows.map(presentDescription),
    };
  });

  api.bind(descriptions.edit, async (_ctx, { body }) => {
    const row = await inTransaction(deps, (work) => editDescription(work, body.id, body));
    return { error: false as const, msg: MESSAGES.updated, description: presentDescription(row) };
  });

  api.bind(descriptions.remove, async (_ctx, { params }) => {
    await inTransaction(deps, (work) => deleteDescription(work, params.id));
    return { error: false as const, msg: MESSAGES.deleted };
  });

  const importFile = (files: Parameters<typeof fileOf>[0]) => {
    const file = fileOf(files, "file", "excel", "xlsx");
    if (!file) throw ValidationError({ file: "fileRequired" });
    return file.bytes;
  };

  api.bind(descriptions.previewImport, async (_ctx, { files }) => {
    const plan = await planImport(readScope(deps), await readDescriptionRows(importFile(files)));
    const line = (e: (typeof plan.added)[number]) => ({
      row: e.row,
      category: e.category,
      description: e.description,
      descriptionAr: e.descriptionAr ?? null,
      descriptionFr: e.descriptionFr ?? null,
      code: e.code,
    });
    return {
      error: false as const,
      version: plan.version,
      rows: plan.added.length + plan.changed.length + plan.unchanged + plan.refused.length,
      added: plan.added.map(line),
      changed: plan.changed.map((e) => ({ ...line(e), _id: e.id, before: e.before })),
      removed: plan.removed.map(presentDescription),
      unchanged: plan.unchanged,
      refused: plan.refused,
    };
  });

  api.bind(descriptions.importCatalogue, async (_ctx, { files, form }) => {
    const read = await readDescriptionRows(importFile(files));
    const { added, updated, removed } = await inTransaction(deps, (work) =>
      importDescriptions(work, read, { replace: form.mode === "replace", version: form.version }),
    );
    return { error: false as const, msg: MESSAGES.imported(added, updated, removed), added, updated, removed };
  });

  api.bind(descriptions.exportCatalogue, async (ctx) => {
    const rows = await listDescriptions(readScope(deps));
    const bytes = await writeDescriptionWorkbook(
      rows.map((r) => ({
        category: r.category,
        description: r.description,
        descriptionAr: r.description_ar,
        descriptionFr: r.description_fr,
        code: r.hs_code,
      })),
    );
    ctx.type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    ctx.set("Content-Disposition", 'attachment; filename="package-descriptions.xlsx"');
    ctx.body = bytes;
    return undefined;
  });
}
