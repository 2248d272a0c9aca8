import { intake } from "@ipf/shared/contract/intake";
import { can } from "@ipf/shared/permissions";
import type { Api } from "../../lib/api.js";
import { currentStaff } from "../../lib/auth.js";
import { ForbiddenError } from "../../lib/errors.js";
import type { Deps } from "../../deps.js";
import { intakeParcel, requireImages } from "../../services/parcels/intake.js";
import { changeRoutes, parcelAnswer } from "../kit.js";

const MESSAGES = { created: "Created Successfully" } as const;

export function registerIntakeRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);
  const staffParcel = parcelAnswer(deps, { withUser: true });

  change(intake.receive, MESSAGES.created, {
    photos: true,
    created: true,
    check: ({ form, files }, ctx) => {
      // Taking in the parcels of a split is part of accepting it.
      if (form.fromDisassemble && !can(currentStaff(ctx).group_id, "splits.accept")) throw ForbiddenError();
      // The customer knows a parcel, or a letter, by its photos: the desk takes at least one.
      // A split's new parcels are photographed on the split screen, which checks that itself.
      if (!form.fromDisassemble) requireImages(files);
    },
    run: (work, { form }, _ctx, photos) => intakeParcel(work, form, photos),
    answer: async (parcel) => ({
      ...(await staffParcel(parcel)),
      orderedPackage: { _id: parcel.id, packageId: parcel.parcel_code, trackNumber: parcel.track_number },
    }),
  });
}
