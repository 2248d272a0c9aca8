import { parcelReports } from "@ipf/shared/contract/parcel-reports";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import { perCustomer } from "../../lib/rate-limit.js";
import type { Deps } from "../../deps.js";
import { presentReport } from "../../presenters/parcel-report.js";
import { reportParcelError } from "../../services/parcel-reports.js";
import { withAttachment } from "../../services/support.js";
import { inTransaction, readScope } from "../../services/work.js";
import { checkCaptcha } from "../users/captcha.js";

const MESSAGES = { reported: "Your report has been sent" } as const;

/** A customer reports an error on a parcel of their locker; staff answer it at the support desk. */
export function registerReportRoutes(api: Api, deps: Deps) {
  api.bind(parcelReports.send, perCustomer(deps.db, "parcel-report", 20, 3600), async (ctx, { form, files }) => {
    await checkCaptcha(deps, "ticket", form.captcha, ctx.ip);
    const customerId = currentCustomer(ctx).id;
    const filed = await withAttachment(
      readScope(deps),
      files[0],
      (stored) => inTransaction(deps, (work) => reportParcelError(work, { ...form, customerId, ...stored })),
      { imageOnly: true },
    );
    ctx.status = 201;
    return {
      error: false as const,
      message: MESSAGES.reported,
      ticketId: filed.ticketId,
      report: presentReport(filed.report),
    };
  });
}
