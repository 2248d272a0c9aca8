import { z } from "zod";
import {
  addDescriptionsResponseSchema,
  descriptionResponseSchema,
  descriptionsResponseSchema,
  importDescriptionsResponseSchema,
  importPreviewResponseSchema,
  type AddDescriptionsRequest,
  type EditDescriptionRequest,
  type ImportMode,
} from "@ipf/shared/schemas/descriptions";
import type { ApiRequest } from "./client";

const path = "/api/admins/package_descriptions";
const deletedSchema = z.object({ error: z.literal(false), msg: z.string() });

function importForm(file: Blob, fields: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  form.append("file", file, "descriptions.xlsx");
  return form;
}

/** The package-description catalogue (admins, permission descriptions.manage). */
export function descriptionCalls(request: ApiRequest) {
  return {
    /** GET /api/admins/package_descriptions: the whole catalogue, by category. */
    catalogue: async () => (await request({ method: "GET", path, answer: descriptionsResponseSchema })).descriptions,
    /** POST /api/admins/package_descriptions: one new entry (an entry already there is kept as it is). */
    addDescription: (entry: AddDescriptionsRequest["descriptions"][number]) =>
      request({ method: "POST", path, body: { descriptions: [entry] }, answer: addDescriptionsResponseSchema }),
    /** PATCH /api/admins/package_descriptions: 404 gone, 409 DESCRIPTION_EXISTS. */
    editDescription: (body: EditDescriptionRequest) =>
      request({ method: "PATCH", path, body, answer: descriptionResponseSchema }),
    /** DELETE /api/admins/package_descriptions/{id}: 404 once gone. */
    deleteDescription: (id: string) =>
      request({ method: "DELETE", path: `${path}/${encodeURIComponent(id)}`, answer: deletedSchema }),
    /** POST .../import/preview: what importing the file would change; saves nothing. */
    previewImport: (file: Blob) =>
      request({
        method: "POST",
        path: `${path}/import/preview`,
        form: importForm(file, {}),
        answer: importPreviewResponseSchema,
      }),
    /** POST .../import: all rows or none; 409 CATALOGUE_CHANGED when the preview is out of date. */
    applyImport: (file: Blob, mode: ImportMode, version: string) =>
      request({
        method: "POST",
        path: `${path}/import`,
        form: importForm(file, { mode, version }),
        answer: importDescriptionsResponseSchema,
      }),
    /** GET .../export: the catalogue as an .xlsx, in the import's layout. */
    exportDescriptions: () =>
      request({ method: "GET", path: `${path}/export`, answer: z.instanceof(Blob), file: true }),
  };
}
