/**
 * What customers send about their parcels. Message keys are those of the
 * customer catalogues: assembleMinCount, disassembleNoteRequired,
 * addressRequired, plus the field keys of ./parcels-fields.ts.
 */
import { z } from "zod";
import { MIN_ASSEMBLE_PARCELS } from "../rules/parcel-state.js";
import { eurosField, flagField, idField, noteField, parcelRefField } from "./parcels-fields.js";
import { maxChars, says, tooManyItems } from "../i18n/message-key.js";

/** The longest note a customer may write on a request. */
export const MAX_REQUEST_NOTE = 1000;
/** The most parcels, or declared lines, one request may name. */
const MAX_REQUEST_ITEMS = 50;

/** Only the prices are editable, line by line, in the order the parcel lists them. */
export const detailsUpdateRequestSchema = z
  .object({
    details: z
      .array(z.object({ price: eurosField.describe("Price per line in euros, at least 0") }), {
        error: says("codeRequired"),
      })
      .min(1, says("codeRequired"))
      .max(MAX_REQUEST_ITEMS, tooManyItems(MAX_REQUEST_ITEMS)),
  })
  .describe("New prices of the declared lines");

export const imageRequestRequestSchema = z.object({ id: parcelRefField }).describe("Ask for more photos");

export const disassembleRequestSchema = z
  .object({
    disassembleNote: z
      .string({ error: says("disassembleNoteRequired") })
      .trim()
      .min(1, says("disassembleNoteRequired"))
      .max(MAX_REQUEST_NOTE, maxChars(MAX_REQUEST_NOTE)),
    removeBills: flagField,
    removeShoeBoxes: flagField,
  })
  .describe("Ask for a parcel to be taken apart");

/** The parcels of an assembly: at least two different ones (ids or parcel codes). */
export const assemblePackagesField = z
  .array(parcelRefField, { error: says("assembleMinCount") })
  .min(MIN_ASSEMBLE_PARCELS, says("assembleMinCount"))
  .max(MAX_REQUEST_ITEMS, tooManyItems(MAX_REQUEST_ITEMS))
  .refine((refs) => new Set(refs.map((r) => r.toUpperCase())).size === refs.length, says("assembleMinCount"));

export const groupRequestSchema = z
  .object({
    packages: assemblePackagesField,
    removeBills: flagField,
    removeShoeBoxes: flagField,
    assembleNote: noteField(MAX_REQUEST_NOTE),
  })
  .describe("Ask for parcels of one warehouse to be consolidated");

/** The request is named by one of its parcels (packageId) or by its id (requestId). */
export const groupCancelRequestSchema = z
  .object({
    packageId: parcelRefField.optional(),
    requestId: idField().optional(),
  })
  .refine((value) => value.packageId !== undefined || value.requestId !== undefined, {
    message: says("codeRequired"),
    path: ["packageId"],
  })
  .describe("Cancel an assemble request within 15 minutes");

export const packageApproveRequestSchema = z
  .object({
    packageId: parcelRefField,
    /** The old product names it "address id": both `addressId` and `address` are read. */
    addressId: idField(says("addressRequired")).optional(),
    address: idField(says("addressRequired")).optional(),
    removeShoeBoxes: flagField,
    removeBills: flagField,
    additionalNote: noteField(MAX_REQUEST_NOTE),
  })
  .transform((value, ctx) => {
    const addressId = value.addressId ?? value.address;
    if (!addressId) {
      ctx.addIssue({ code: "custom", path: ["addressId"], message: says("addressRequired") });
      return z.NEVER;
    }
    return {
      packageId: value.packageId,
      addressId,
      removeShoeBoxes: value.removeShoeBoxes,
      removeBills: value.removeBills,
      additionalNote: value.additionalNote,
    };
  })
  .describe("Ask to ship a parcel to an address of one's book");

export const approvalCancelRequestSchema = z
  .object({ packageId: parcelRefField })
  .describe("Cancel a shipping request within 15 minutes");
