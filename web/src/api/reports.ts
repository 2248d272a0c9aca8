import { parcelReports } from "@ipf/shared/contract/parcel-reports";
import type { parcelReportFormSchema } from "@ipf/shared/schemas/parcel-reports";
import type { z } from "zod";
import { getToken } from "../auth/session";
import { call } from "./client";

/** The resources of the API contract this module calls. */
const contract = { parcelReports };

/** Errors the customer reports on a parcel; staff answer them in support. */
export const reportsApi = {
  /** Multipart: the report's fields and at most one photo. */
  send(fields: Omit<z.output<typeof parcelReportFormSchema>, "captcha">, photo: File | null) {
    const form = new FormData();
    form.set("packageId", fields.packageId);
    form.set("kind", fields.kind);
    if (fields.line !== undefined) form.set("line", String(fields.line));
    form.set("note", fields.note);
    if (photo) form.set("file", photo, photo.name);
    return call(contract.parcelReports.send, { form, token: getToken() });
  },
};
