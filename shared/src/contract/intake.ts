import { intakeFormSchema, intakeResponseSchema } from "../schemas/parcels-staff.js";
import { endpoints } from "./endpoint.js";

/** The warehouse desk receiving parcels: each registered with its photos, for its owner's locker. */
export const intake = endpoints(
  "intake",
  { tags: ["packages"] },
  {
    receive: {
      method: "post",
      path: "/api/packages/add",
      summary: "Register a parcel received at a warehouse (multipart, photos under any file field)",
      auth: { staff: "parcels.add" },
      schemas: { form: intakeFormSchema, response: intakeResponseSchema },
      upload: { maxFiles: 10 },
      errors: [404, 409],
    },
  },
);
