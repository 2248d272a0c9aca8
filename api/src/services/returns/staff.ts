/**
 * The back office's side of a return: the queue (to send back, returned,
 * refused), the label (the shop's prepaid one to print, or one bought
 * through the shipping engine to the shop's address), sending it back with
 * its tracking, and refusing it before then (the fee refunded).
 */
import type { z } from "zod";
import { canReturn, type ReturnState } from "@ipf/shared/rules/returns";
import type {
  buyReturnLabelRequestSchema,
  returnQueueQuerySchema,
  shipReturnRequestSchema,
} from "@ipf/shared/schemas/returns";
import type { StaffRow } from "../../db-rows.js";
import type { GatewayAddress } from "../../lib/carriers/gateway.js";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.js";
import type { CarrierDbRow } from "../carriers.js";
import { buyLabel, gatewayAddress, type LabelPurpose, type LabelRow } from "../labels.js";
import { announce } from "../parcels/announce.js";
import type { ParcelRow } from "../parcels/rows.js";
import { applyTransition } from "../parcels/transitions.js";
import { startTracking } from "../tracking.js";
import type { TransactionRow } from "../payments/rows.js";
import { readScope, type Scope, type Work } from "../work.js";
import { lockReturn } from "./ask.js";
import { afterReturnsChange, notifyReturn } from "./notify.js";
import { refundReturnPayment } from "./refund.js";
import type { ReturnListRow, ReturnRow } from "./rows.js";

const MESSAGES = {
  notPaid: "This return is not waiting to be sent back.",
  trackRequired: "Type the tracking of the label the parcel leaves with.",
  labelBought: "A label is bought for this return: send it back with it, or void the label first.",
  noLabel: "This return has no label yet.",
  notLinked: "The carrier this return was priced with is not linked to the shipping engine: buy its label by hand.",
} as const;

const TABS: Record<z.output<typeof returnQueueQuerySchema>["tab"], ReturnState> = {
  paid: "paid",
  returned: "returned",
  refused: "refused",
};

/** Returns with their parcel, customer and priced carrier. */
export const selectReturns = (scope: Scope) =>
  scope
    .db("parcel_returns as r")
    .join("parcels as p", "p.id", "r.parcel_id")
    .join("customers as c", "c.id", "r.customer_id")
    .leftJoin("carriers as k", "k.id", "r.carrier_id")
    .select(
      "r.*",
      "p.parcel_code",
      "p.track_number",
      "p.weight_grams",
      "c.first_name",
      "c.last_name",
      "c.email",
      "c.phone as customer_phone",
      "c.address_code",
      "c.suspicious",
      "c.language",
      "k.name as carrier_name",
      "k.engine_carrier",
    );

/** GET /api/admins/returns: one tab's page, oldest payment first, and every tab's count. */
export async function returnQueue(scope: Scope, query: z.output<typeof returnQueueQuerySchema>) {
  const search = (builder: ReturnType<typeof selectReturns>) => {
    const text = query.query?.trim();
    if (!text) return builder;
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return builder.where((q) =>
      q
        .whereILike("p.parcel_code", like)
        .orWhereILike("p.track_number", like)
        .orWhereILike("r.rma", like)
        .orWhere("c.address_code", text.toUpperCase()),
    );
  };
  const state = TABS[query.tab];
  const [rows, counts] = await Promise.all([
    search(selectReturns(scope).where("r.state", state))
      .orderBy([
        { column: state === "paid" ? "r.paid_at" : "r.updated_at", order: state === "paid" ? "asc" : "desc" },
        { column: "r.id", order: "asc" },
      ])
      .offset(query.page * query.perPage)
      .limit(query.perPage) as Promise<ReturnListRow[]>,
    search(selectReturns(scope).clearSelect().select("r.state").count("* as n").groupBy("r.state")) as Promise<
      { state: ReturnState; n: string }[]
    >,
  ]);
  const count = (tab: ReturnState) => Number(counts.find((c) => c.state === tab)?.n ?? 0);
  return {
    rows,
    count: count(state),
    counts: { paid: count("paid"), returned: count("returned"), refused: count("refused") },
  };
}

export async function returnRecord(scope: Scope, returnId: string): Promise<ReturnListRow> {
  const row = (await selectReturns(scope).where("r.id", returnId).first()) as ReturnListRow | undefined;
  if (!row) throw NotFoundError("Return not found.");
  return row;
}

/** GET /api/admins/returns/:id/label: the shop's prepaid label, or the one bought, to print. */
export async function returnLabelDocument(scope: Scope, returnId: string) {
  const ret = (await scope.db("parcel_returns").where({ id: returnId }).first()) as ReturnRow | undefined;
  if (!ret) throw NotFoundError("Return not found.");
  if (ret.prepaid_label_path) {
    const document = await scope.deps.storage.files.get(ret.prepaid_label_path);
    if (!document) throw NotFoundError("The label's document is missing.", "NO_LABEL");
    return { document, contentType: ret.prepaid_label_path.endsWith(".pdf") ? "application/pdf" : "image/webp" };
  }
  const label = ret.label_id
    ? ((await scope.db("parcel_labels").where({ id: ret.label_id, state: "purchased" }).first()) as
        LabelRow | undefined)
    : undefined;
  const document = label?.document_key ? await scope.deps.storage.files.get(label.document_key) : null;
  if (!label || !document) throw NotFoundError(MESSAGES.noLabel, "NO_LABEL");
  return { document, contentType: label.label_format === "ZPL" ? "text/plain" : "application/pdf" };
}

/** The return's label: by the carrier it was priced with, to the shop; the purchase records it on the return. */
function returnPurpose(returnId: string): LabelPurpose {
  const open = async (scope: Scope) => {
    const ret = (await scope.db("parcel_returns").where({ id: returnId }).first()) as ReturnRow;
    return ret;
  };
  return {
    async carrier(work, parcel) {
      const ret = (await work.trx("parcel_returns").where({ id: returnId }).forUpdate().first()) as ReturnRow;
      if (ret.parcel_id !== parcel.id || !canReturn(ret.state, "label") || ret.label_source !== "buy") {
        throw ConflictError("STATE_CONFLICT", MESSAGES.notPaid);
      }
      const carrier = ret.carrier_id
        ? ((await work.trx("carriers").where({ id: ret.carrier_id }).first()) as CarrierDbRow | undefined)
        : undefined;
      if (!carrier?.engine_carrier || !carrier.engine_service)
        throw ConflictError("CARRIER_NOT_LINKED", MESSAGES.notLinked);
      return carrier;
    },
    async recipient(scope): Promise<GatewayAddress> {
      const ret = await open(scope);
      return gatewayAddress(ret, { personName: ret.shop_name, companyName: ret.shop_name });
    },
    async bought(work, label) {
      await work
        .trx("parcel_returns")
        .where({ id: returnId })
        .update({ label_id: label.id, tracking_number: label.tracking_number, tracking_url: label.tracking_url });
    },
  };
}

/**
 * POST /api/admins/returns/:id/label: bought once, whoever clicks, through
 * the labels' own claim (services/labels.ts): a second desk, or a retry,
 * finds the same label.
 */
export async function buyReturnLabel(
  scope: Scope,
  staff: StaffRow,
  returnId: string,
  input: z.output<typeof buyReturnLabelRequestSchema>,
) {
  const ret = await returnRecord(scope, returnId);
  const parcel = (await scope.db("parcels").where({ id: ret.parcel_id }).first()) as ParcelRow;
  const result = await buyLabel(
    scope,
    staff,
    {
      packageId: parcel.id,
      format: input.format,
      weight: parcel.weight_grams,
      length: Number(parcel.length_cm),
      width: Number(parcel.width_cm),
      height: Number(parcel.height_cm),
    } as Parameters<typeof buyLabel>[2],
    returnPurpose(returnId),
  );
  return { ...result, ret: await returnRecord(readScope(scope.deps), returnId) };
}

/** POST /api/admins/returns/:id/ship: sent back with its tracking (the bought label's, or typed): final. */
export async function shipReturn(
  work: Work,
  returnId: string,
  input: z.output<typeof shipReturnRequestSchema>,
): Promise<ReturnRow> {
  const { ret, parcel } = await lockReturn(work, returnId);
  if (!canReturn(ret.state, "ship")) throw ConflictError("INVALID_STATE", MESSAGES.notPaid);
  const trackNumber = ret.tracking_number ?? (input.trackNumber?.trim().toUpperCase() || null);
  if (!trackNumber) throw ValidationError({ trackNumber: "Please fill this field" }, MESSAGES.trackRequired);
  const [returned] = (await work
    .trx("parcel_returns")
    .where({ id: ret.id })
    .update({
      state: "returned",
      returned_at: work.now,
      tracking_number: trackNumber,
      tracking_url: ret.tracking_url ?? (input.trackLink || null),
      handled_by: work.staff?.id ?? null,
    })
    .returning("*")) as ReturnRow[];
  const gone = await applyTransition(work, parcel, "returnToSender");
  // A label bought through the engine is tracked as a shipment is: the customer's timeline shows it.
  if (returned!.label_id && returned!.carrier_id) {
    await startTracking(work, {
      ...gone,
      shipped_track_number: trackNumber,
      track_link: returned!.tracking_url,
      ship_carrier_id: returned!.carrier_id,
    });
  }
  await notifyReturn(work, "returned", returned!, gone, await originOf(work, ret));
  announce(work, gone);
  afterReturnsChange(work, returned!, gone);
  return returned!;
}

/**
 * POST /api/admins/returns/:id/refuse: before it leaves, with a reason; the
 * fee refunded in the same step (a provider failure changes nothing), the
 * parcel free in the locker again.
 */
export async function refuseReturn(work: Work, returnId: string, reason: string): Promise<ReturnRow> {
  const { ret, parcel } = await lockReturn(work, returnId);
  if (!canReturn(ret.state, "refuse")) throw ConflictError("INVALID_STATE", MESSAGES.notPaid);
  if (ret.label_id) throw ConflictError("LABEL_BOUGHT", MESSAGES.labelBought);
  const transaction = (await work
    .trx("transactions")
    .where({ parcel_return_id: ret.id, state: "complete" })
    .forUpdate()
    .first()) as TransactionRow | undefined;
  const refundId = transaction ? await refundReturnPayment(work, transaction) : null;
  const [refused] = (await work
    .trx("parcel_returns")
    .where({ id: ret.id })
    .update({
      state: "refused",
      refused_at: work.now,
      refuse_reason: reason,
      refund_id: refundId,
      handled_by: work.staff?.id ?? null,
    })
    .returning("*")) as ReturnRow[];
  const free = await applyTransition(work, parcel, "cancelReturn");
  await notifyReturn(work, "refused", refused!, free, transaction?.return_origin ?? null);
  announce(work, free);
  afterReturnsChange(work, refused!, free);
  return refused!;
}

async function originOf(work: Work, ret: ReturnRow): Promise<string | null> {
  const row = (await work
    .trx("transactions")
    .where({ parcel_return_id: ret.id, state: "complete" })
    .first("return_origin")) as { return_origin: string | null } | undefined;
  return row?.return_origin ?? null;
}
