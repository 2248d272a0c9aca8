import { z } from "zod";
import { contract } from "@ipf/shared/contract";
import type { AddDescriptionsRequest, EditDescriptionRequest, ImportMode } from "@ipf/shared/schemas/descriptions";
import { caller, type ApiRequest } from "./client";

function importForm(file: Blob, fields: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  form.append("file", file, "descriptions.xlsx");
  return form;
}

const { descriptions } = contract;

/** The package-description catalogue (admins, permission descriptions.manage). */
export function descriptionCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** The whole catalogue, by category. */
    catalogue: async () => (await call(descriptions.list)).descriptions,
    /** One new entry (an entry already there is kept as it is). */
    addDescription: (entry: AddDescriptionsRequest["descriptions"][number]) =>
      call(descriptions.add, { body: { descriptions: [entry] } }),
    /** 404 gone, 409 DESCRIPTION_EXISTS. */
    editDescription: (body: EditDescriptionRequest) => call(descriptions.edit, { body }),
    /** 404 once gone. */
    deleteDescription: (id: string) => call(descriptions.remove, { params: { id } }),
    /** What importing the file would change; saves nothing. */
    previewImport: (file: Blob) => call(descriptions.previewImport, { form: importForm(file, {}) }),
    /** All rows or none; 409 CATALOGUE_CHANGED when the preview is out of date. */
    applyImport: (file: Blob, mode: ImportMode, version: string) =>
      call(descriptions.importCatalogue, { form: importForm(file, { mode, version }) }),
    /** The catalogue as an .xlsx, in the import's layout. */
    exportDescriptions: () => call(descriptions.exportCatalogue, { answer: z.instanceof(Blob), file: true }),
  };
}
