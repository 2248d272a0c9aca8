import { parcelReportFormSchema, parcelReportResponseSchema } from "../schemas/parcel-reports.js";
import { endpoints } from "./endpoint.js";

/** A customer's report of an error on a parcel of their locker, answered by staff at the support desk. */
export const parcelReports = endpoints(
  "parcelReports",
  { tags: ["locker"] },
  {
    send: {
      method: "post",
      path: "/api/packages/report",
      summary:
        "Report a wrong weight, size, photo or content line of a parcel, with a note and an optional image " +
        "(at most 10 MB); filed on the customer's open ticket or a new one. 409 REPORT_OPEN while one is under review",
      auth: "customer",
      schemas: { form: parcelReportFormSchema, response: parcelReportResponseSchema },
      // One image, of at most 10 MB (the default size of an upload).
      upload: { maxFiles: 1 },
      errors: [404, 409, 413, 429],
    },
  },
);
