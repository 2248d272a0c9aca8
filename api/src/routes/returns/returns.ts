import { returns } from "@ipf/shared/contract/returns";
import type { Api } from "../../lib/api.js";
import { currentCustomer, currentStaff } from "../../lib/auth.js";
import { ValidationError } from "../../lib/errors.js";
import { requestOrigin } from "../../lib/public-origin.js";
import type { Deps } from "../../deps.js";
import { presentReturn, presentStaffReturn } from "../../presenters/parcel-return.js";
import { askReturn, cancelReturn, parcelReturn } from "../../services/returns/ask.js";
import {
  buyReturnLabel,
  refuseReturn,
  returnLabelDocument,
  returnQueue,
  returnRecord,
  shipReturn,
} from "../../services/returns/staff.js";
import { inTransaction, readScope } from "../../services/work.js";

const MESSAGES = {
  asked: "Your return is recorded: pay the fee to send it to our team.",
  cancelled: "Your return is cancelled; nothing was charged.",
  labelRequired: "Upload the shop's prepaid label, or ask us to buy one.",
  labelNotWanted: "We buy the label: send no file with this choice.",
  bought: "Label bought: print it and send the parcel back",
  alreadyBought: "This return's label was already bought: here it is again",
  shipped: "Sent back to the shop",
  refused: "Return refused: the fee is refunded",
} as const;

/** Returns to the shop: the customer's request and its payment, and the back office's queue. */
export function registerReturnRoutes(api: Api, deps: Deps) {
  api.bind(returns.ask, async (ctx, { form, files }) => {
    const customer = currentCustomer(ctx);
    const file = files[0];
    if (form.label === "prepaid" && !file)
      throw ValidationError({ file: "returnLabelRequired" }, MESSAGES.labelRequired);
    if (form.label === "buy" && file) throw ValidationError({ file: "returnLabelNotWanted" }, MESSAGES.labelNotWanted);
    const origin = requestOrigin(ctx, deps.config);
    // Checked (a PDF or an image, by its content) and stored first; removed again if the request fails.
    const labelPath = file ? await deps.storage.saveAttachment(file.bytes, "returns") : null;
    try {
      const { ret, checkoutUrl } = await inTransaction(deps, (work) =>
        askReturn(work, customer, form, labelPath, origin),
      );
      const parcel = (await deps.db("parcels").where({ id: ret.parcel_id }).first("id", "parcel_code")) as {
        id: string;
        parcel_code: string;
      };
      return { error: false as const, message: MESSAGES.asked, return: presentReturn(ret, parcel), checkoutUrl };
    } catch (error) {
      if (labelPath) await deps.storage.remove(labelPath).catch(() => undefined);
      throw error;
    }
  });

  api.bind(returns.get, async (ctx, { params }) => {
    const { ret, parcel, checkoutUrl } = await parcelReturn(readScope(deps), currentCustomer(ctx).id, params.id);
    return { error: false as const, return: ret && presentReturn(ret, parcel), checkoutUrl };
  });

  api.bind(returns.cancel, async (ctx, { params }) => {
    await inTransaction(deps, (work) => cancelReturn(work, currentCustomer(ctx).id, params.id));
    return { error: false as const, message: MESSAGES.cancelled };
  });

  api.bind(returns.list, async (_ctx, { query }) => {
    const { rows, count, counts } = await returnQueue(readScope(deps), query);
    return {
      error: false as const,
      returns: rows.map(presentStaffReturn),
      returnCount: count,
      counts,
      pageCount: Math.ceil(count / query.perPage),
    };
  });

  api.bind(returns.label, async (_ctx, { params }) => {
    const { document, contentType } = await returnLabelDocument(readScope(deps), params.id);
    return { error: false as const, document: document.toString("base64"), contentType };
  });

  api.bind(returns.buyLabel, async (ctx, { params, body }) => {
    const { alreadyBought, ret } = await buyReturnLabel(readScope(deps), currentStaff(ctx), params.id, body);
    return {
      error: false as const,
      message: alreadyBought ? MESSAGES.alreadyBought : MESSAGES.bought,
      return: presentStaffReturn(ret),
    };
  });

  api.bind(returns.ship, async (ctx, { params, body }) => {
    await inTransaction(deps, (work) => shipReturn(work, params.id, body), { staff: currentStaff(ctx) });
    const ret = await returnRecord(readScope(deps), params.id);
    return { error: false as const, message: MESSAGES.shipped, return: presentStaffReturn(ret) };
  });

  api.bind(returns.refuse, async (ctx, { params, body }) => {
    await inTransaction(deps, (work) => refuseReturn(work, params.id, body.reason), { staff: currentStaff(ctx) });
    const ret = await returnRecord(readScope(deps), params.id);
    return { error: false as const, message: MESSAGES.refused, return: presentStaffReturn(ret) };
  });
}
