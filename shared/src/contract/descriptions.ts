import { idParamsSchema } from "../schemas/common.js";
import {
  addDescriptionsRequestSchema,
  addDescriptionsResponseSchema,
  descriptionDeletedResponseSchema,
  descriptionResponseSchema,
  descriptionsResponseSchema,
  editDescriptionRequestSchema,
  importDescriptionsFormSchema,
  importDescriptionsResponseSchema,
  importPreviewResponseSchema,
  suggestDescriptionsQuerySchema,
  suggestDescriptionsResponseSchema,
} from "../schemas/descriptions.js";
import { endpoints } from "./endpoint.js";

const path = "/api/admins/package_descriptions";
/** An .xlsx catalogue file: one file of at most 5 MB. */
const workbook = { maxFiles: 1, maxFileBytes: 5 * 1024 * 1024 };

/** The catalogue of customs descriptions: intake staff read it and add to it; admins edit, delete and import it. */
export const descriptions = endpoints(
  "descriptions",
  { tags: ["descriptions"], auth: { staff: "descriptions.manage" } },
  {
    list: {
      method: "get",
      path,
      summary: "The catalogue, by category",
      auth: { staff: "descriptions.view" },
      schemas: { response: descriptionsResponseSchema },
    },
    suggest: {
      method: "get",
      path: "/api/descriptions/suggest",
      summary: "Catalogue entries for a content line's description being typed, in the language asked",
      auth: { customerOrStaff: "descriptions.view" },
      schemas: { query: suggestDescriptionsQuerySchema, response: suggestDescriptionsResponseSchema },
    },
    add: {
      method: "post",
      path,
      summary: "Add entries (an entry already there is kept as it is)",
      auth: { staff: "descriptions.add" },
      schemas: { body: addDescriptionsRequestSchema, response: addDescriptionsResponseSchema },
    },
    edit: {
      method: "patch",
      path,
      summary: "Edit an entry (the description object, by _id)",
      schemas: { body: editDescriptionRequestSchema, response: descriptionResponseSchema },
      errors: [404, 409],
    },
    remove: {
      method: "delete",
      path: `${path}/:id`,
      summary: "Delete an entry",
      schemas: { params: idParamsSchema, response: descriptionDeletedResponseSchema },
      errors: [404],
    },
    previewImport: {
      method: "post",
      path: `${path}/import/preview`,
      summary:
        "Check an .xlsx file (the file `file`) against the catalogue: rows to add, codes to change, entries it lacks, bad rows. Saves nothing",
      schemas: { form: importDescriptionsFormSchema, response: importPreviewResponseSchema },
      upload: workbook,
      errors: [413],
    },
    importCatalogue: {
      method: "post",
      path: `${path}/import`,
      summary:
        "Import an .xlsx file (the file `file`): header row skipped, then category, description, code, and optionally description_ar, description_fr (blank: kept as they are); all rows or none. mode=replace also deletes the entries the file lacks; version (from the preview) refuses with 409 CATALOGUE_CHANGED a catalogue changed since",
      schemas: { form: importDescriptionsFormSchema, response: importDescriptionsResponseSchema },
      upload: workbook,
      errors: [409, 413],
    },
    exportCatalogue: {
      method: "get",
      path: `${path}/export`,
      summary:
        "The catalogue as an .xlsx file: a header, then category, description, code, description_ar, description_fr (the import's layout)",
    },
  },
);
