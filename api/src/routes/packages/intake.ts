import { can } from "@ipf/shared/permissions";
import { intakeFormSchema, intakeResponseSchema } from "@ipf/shared/schemas/parcels-staff";
import type { Api } from "../../lib/api.js";
import { currentStaff } from "../../lib/auth.js";
import { ForbiddenError } from "../../lib/errors.js";
import type { Deps } from "../../deps.js";
import { intakeParcel, requireImages, withStoredImages } from "../../services/parcels/intake.js";
import { parcelView } from "../../services/parcels/find.js";
import { inTransaction } from "../../services/work.js";

const MESSAGES = { created: "Created Successfully" } as const;

export const PARCEL_UPLOAD = { maxFiles: 10 } as const;

export function registerIntakeRoutes(api: Api, deps: Deps) {
  api.post(
    "/api/packages/add",
    {
      summary: "Register a parcel received at a warehouse (multipart, photos under any file field)",
      tags: ["packages"],
      auth: { staff: "parcels.add" },
      schemas: { form: intakeFormSchema, response: intakeResponseSchema },
      errors: [404, 409, 413],
      upload: PARCEL_UPLOAD,
    },
    async (ctx, { form, files }) => {
      const staff = currentStaff(ctx);
      // Taking in the parcels of a split is part of accepting it.
      if (form.fromDisassemble && !can(staff.group_id, "splits.accept")) throw ForbiddenError();
      // The customer knows a parcel, or a letter, by its photos: the desk takes at least one.
      // A split's new parcels are photographed on the split screen, which checks that itself.
      if (!form.fromDisassemble) requireImages(files);
      const parcel = await withStoredImages(deps, files, (paths) =>
        inTransaction(deps, (work) => intakeParcel(work, form, paths), { staff }),
      );
      ctx.status = 201;
      return {
        error: false as const,
        message: MESSAGES.created,
        package: await parcelView(deps, parcel.id, deps.now(), { withUser: true }),
        orderedPackage: { _id: parcel.id, packageId: parcel.parcel_code, trackNumber: parcel.track_number },
      };
    },
  );
}
