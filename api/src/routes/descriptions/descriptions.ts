import { z } from "zod";
import type { PackageDescription } from "@ipf/shared/schemas/descriptions";
import {
  addDescriptionsRequestSchema,
  addDescriptionsResponseSchema,
  descriptionResponseSchema,
  descriptionsResponseSchema,
  editDescriptionRequestSchema,
  importDescriptionsResponseSchema,
} from "@ipf/shared/schemas/descriptions";
import { idParamsSchema } from "@ipf/shared/schemas/rates";
import type { Api } from "../../lib/api.js";
import { requireStaff } from "../../lib/auth.js";
import { ValidationError } from "../../lib/errors.js";
import type { Deps } from "../../deps.js";
import {
  addDescriptions,
  deleteDescription,
  editDescription,
  importDescriptions,
  listDescriptions,
  type DescriptionDbRow,
} from "../../services/descriptions.js";
import { fileOf } from "../../services/uploads.js";
import { readDescriptionWorkbook } from "../../services/descriptions-xlsx.js";

const MESSAGES = {
  added: "Successfully added package descriptions!",
  addedOne: "Successfully added package description!",
  updated: "Successfully updated package description!",
  deleted: "Successfully deleted package description!",
  imported: (added: number, updated: number) =>
    `Successfully added package descriptions! ${added} added, ${updated} updated.`,
} as const;

function presentDescription(row: DescriptionDbRow): PackageDescription {
  return { _id: row.id, description: row.description, code: row.hs_code, category: row.category, bold: row.bold };
}

/**
 * The catalogue: intake staff read it and add the lines they typed as
 * "Other"; admins edit, delete and import it.
 */
export function registerDescriptionRoutes(api: Api, deps: Deps) {
  const tags = ["descriptions"];
  const path = "/api/admins/package_descriptions";
  const manage = requireStaff(deps, "descriptions.manage");

  api.get(
    path,
    { summary: "The catalogue, by category", tags, auth: "staff", schemas: { response: descriptionsResponseSchema } },
    requireStaff(deps, "descriptions.view"),
    async () => ({ error: false as const, descriptions: (await listDescriptions(deps.db)).map(presentDescription) }),
  );

  api.post(
    path,
    {
      summary: "Add entries (an entry already there is kept as it is)",
      tags,
      auth: "staff",
      schemas: { body: addDescriptionsRequestSchema, response: addDescriptionsResponseSchema },
    },
    requireStaff(deps, "descriptions.add"),
    async (ctx, { body }) => {
      const rows = await deps.db.transaction((trx) => addDescriptions(trx, body.descriptions));
      ctx.status = 201;
      return {
        error: false as const,
        msg: body.descriptions.length === 1 ? MESSAGES.addedOne : MESSAGES.added,
        descriptions: rows.map(presentDescription),
      };
    },
  );

  api.patch(
    path,
    {
      summary: "Edit an entry (the description object, by _id)",
      tags,
      auth: "staff",
      schemas: { body: editDescriptionRequestSchema, response: descriptionResponseSchema },
      errors: [404, 409],
    },
    manage,
    async (_ctx, { body }) => {
      const row = await deps.db.transaction((trx) => editDescription(trx, body.id, body));
      return { error: false as const, msg: MESSAGES.updated, description: presentDescription(row) };
    },
  );

  api.delete(
    `${path}/:id`,
    {
      summary: "Delete an entry",
      tags,
      auth: "staff",
      schemas: { params: idParamsSchema, response: z.object({ error: z.literal(false), msg: z.string() }) },
      errors: [404],
    },
    manage,
    async (_ctx, { params }) => {
      await deps.db.transaction((trx) => deleteDescription(trx, params.id));
      return { error: false as const, msg: MESSAGES.deleted };
    },
  );

  api.post(
    `${path}/import`,
    {
      summary:
        "Import an .xlsx file (the file `file`): header row skipped, then category, description, code; all rows or none",
      tags,
      auth: "staff",
      schemas: { form: z.object({}), response: importDescriptionsResponseSchema },
      upload: { maxFiles: 1, maxFileBytes: 5 * 1024 * 1024 },
      errors: [413],
    },
    manage,
    async (_ctx, { files }) => {
      const file = fileOf(files, "file", "excel", "xlsx");
      if (!file) throw ValidationError({ file: "fileRequired" });
      const entries = await readDescriptionWorkbook(file.bytes);
      const { added, updated } = await deps.db.transaction((trx) => importDescriptions(trx, entries));
      return { error: false as const, msg: MESSAGES.imported(added, updated), added, updated };
    },
  );
}
