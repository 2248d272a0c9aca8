/**
 * Labels bought through the shipping engine at the ship desk, and the links
 * of rate-card carriers to the engine's carriers and services.
 *
 * A label is never bought twice. The purchase is first recorded (a
 * `purchasing` row with our reference, committed), then made while that row
 * is locked: a second desk waits on the lock and finds the label bought; a
 * retry after a time-out or a crash finds the row still `purchasing` and asks
 * the engine for a shipment under its reference before buying again.
 */
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { buyLabelRequestSchema, linkCarrierRequestSchema } from "@ipf/shared/schemas/labels";
import {
  CarrierRefusal,
  engineUnreachable,
  GatewayUnavailable,
  type CarrierGateway,
  type GatewayAddress,
  type Label,
} from "../lib/carriers/gateway.js";
import { customsDeclaration, customsGaps, type DeclaredLine } from "../lib/carriers/customs.js";
import { ApiError, ConflictError, NotFoundError, UnprocessableError, ValidationError } from "../lib/errors.js";
import type { StaffRow } from "../db-rows.js";
import type { CarrierDbRow } from "./carriers.js";
import { customsCompany } from "./customs-settings.js";
import { findParcel } from "./parcels/find.js";
import type { ParcelRow } from "./parcels/rows.js";
import { shipParcel } from "./parcels/shipping.js";
import { applyTransition } from "./parcels/transitions.js";
import { inTransaction, type Scope, type Work } from "./work.js";

export type BuyLabelInput = z.output<typeof buyLabelRequestSchema>;

export interface LabelRow {
  id: string;
  parcel_id: string;
  reference: string;
  state: "purchasing" | "purchased" | "voided";
  carrier_id: string;
  engine_carrier: string;
  engine_service: string;
  label_format: "PDF" | "ZPL";
  weight_grams: number;
  length_cm: string | null;
  width_cm: string | null;
  height_cm: string | null;
  shipment_id: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  document_key: string | null;
  customs_document_key: string | null;
  cost_cents: number | null;
  cost_currency: string | null;
  created_by: string | null;
  purchased_at: Date | null;
  voided_at: Date | null;
  /** The purchase attempt under way at the engine, and since when (committed before the engine is called). */
  attempt_id: string | null;
  attempt_started_at: Date | null;
  created_at: Date;
}

const EngineUnavailableError = () =>
  new ApiError(503, "ENGINE_UNAVAILABLE", "The shipping engine did not answer: nothing was bought. Try again.");

const NoEngineError = () =>
  ConflictError("NO_ENGINE", "No shipping engine is configured: ship with the tracking typed in.");

/** The engine's failure as the desk should read it; nothing else is changed. */
/** Marks an engine failure that certainly did nothing at the engine. */
const UNSENT = Symbol("unsent");
const unsent = (error: ApiError) => (error as ApiError & { [UNSENT]?: boolean })[UNSENT] === true;

function engineError(scope: Scope, error: unknown): Error {
  if (error instanceof CarrierRefusal) {
    return UnprocessableError("CARRIER_REFUSED", error.messages.join(" ") || "The carrier refused this shipment.");
  }
  if (engineUnreachable(error)) {
    // The desk is told the engine did not answer; the operator reads why.
    scope.deps.log.warn({ err: error }, "the shipping engine failed");
    const answer = EngineUnavailableError();
    // Kept for the purchase: an attempt that never reached the engine gives way at once.
    if (error instanceof GatewayUnavailable && error.unsent) Object.assign(answer, { [UNSENT]: true });
    return answer;
  }
  return error as Error;
}

function gatewayOf(scope: Scope): CarrierGateway {
  const gateway = scope.deps.carrierEngine.gateway;
  if (!gateway) throw NoEngineError();
  return gateway;
}

// ------------------------------------------------------------------ links

/** What the engine offers, for the link picker; unreachable is said, not thrown. */
export async function engineCatalogue(scope: Scope) {
  const { gateway } = scope.deps.carrierEngine;
  const engine = !gateway ? ("none" as const) : gateway.local ? ("local" as const) : ("karrio" as const);
  if (!gateway) return { engine, reachable: false, carriers: [] };
  try {
    const carriers = await gateway.carriers();
    const withServices = await Promise.all(
      carriers.map(async (carrier) => ({ ...carrier, services: await gateway.services(carrier.carrierName) })),
    );
    return {
      engine,
      reachable: true,
      carriers: withServices.map(({ carrierName, displayName, services }) => ({ carrierName, displayName, services })),
    };
  } catch (error) {
    if (engineUnreachable(error)) {
      scope.deps.log.warn({ err: error }, "shipping engine unreachable");
      return { engine, reachable: false, carriers: [] };
    }
    throw error;
  }
}

/**
 * Checks a link against the engine's carriers and services when the engine
 * answers (an unknown one is refused); when it does not, the link is kept as
 * typed and checked at the first purchase.
 */
export async function checkEngineLink(scope: Scope, input: z.output<typeof linkCarrierRequestSchema>): Promise<void> {
  const { gateway } = scope.deps.carrierEngine;
  if (!input.engineCarrier || !input.engineService || !gateway) return;
  let services;
  try {
    const carriers = await gateway.carriers();
    if (!carriers.some((carrier) => carrier.carrierName === input.engineCarrier)) {
      throw ValidationError({ engineCarrier: "engineLinkInvalid" });
    }
    services = await gateway.services(input.engineCarrier);
  } catch (error) {
    if (engineUnreachable(error)) return;
    throw error;
  }
  if (!services.some((service) => service.code === input.engineService)) {
    throw ValidationError({ engineService: "engineLinkInvalid" });
  }
}

/** POST /api/admins/link_shipping_company. */
export async function linkCarrier(work: Work, input: z.output<typeof linkCarrierRequestSchema>): Promise<CarrierDbRow> {
  const found = await work.trx("carriers").where({ id: input.id }).whereNull("deleted_at").forUpdate().first("id");
  if (!found) throw NotFoundError("Carrier not found");
  const [row] = (await work
    .trx("carriers")
    .where({ id: input.id })
    .update({
      engine_carrier: input.engineCarrier,
      engine_service: input.engineService,
    })
    .returning("*")) as CarrierDbRow[];
  return row!;
}

// ------------------------------------------------------------------ labels

interface Reservation {
  label: LabelRow;
  /** False when the row was there already: a retry, a second desk, or a crash before it. */
  fresh: boolean;
}

/**
 * What a label is bought for: the parcel's shipment to its customer (the
 * default), or its return to the shop (services/returns-staff.ts). Each says
 * which carrier the locked parcel goes with (or refuses), where it goes, and
 * what the purchase does to the parcel in its transaction.
 */
export interface LabelPurpose {
  carrier(work: Work, parcel: ParcelRow): Promise<CarrierDbRow>;
  recipient(scope: Scope, parcel: ParcelRow): Promise<GatewayAddress>;
  bought(work: Work, label: LabelRow): Promise<void>;
}

/** A paid parcel, shipped by the paid offer's carrier to its shipping address; the purchase ships it. */
const SHIPMENT: LabelPurpose = {
  async carrier(work, parcel) {
    if (parcel.state !== "paid") {
      throw ConflictError("STATE_CONFLICT", "Only a paid parcel awaiting shipment can get a label.");
    }
    const carrier = parcel.chosen_offer_id
      ? ((await work
          .trx("shipping_offers as o")
          .join("carriers as c", "c.id", "o.carrier_id")
          .where("o.id", parcel.chosen_offer_id)
          .first("c.*")) as CarrierDbRow | undefined)
      : undefined;
    if (!carrier?.engine_carrier || !carrier.engine_service) {
      throw ConflictError(
        "CARRIER_NOT_LINKED",
        "The paid offer's carrier is not linked to the shipping engine: ship with the tracking typed in.",
      );
    }
    return carrier;
  },
  recipient: async (scope, parcel) => (await engineAddresses(scope, parcel)).recipient,
  async bought(work, label) {
    await shipParcel(work, label.parcel_id, {
      trackNumber: label.tracking_number!,
      trackLink: label.tracking_url ?? undefined,
      weight: label.weight_grams,
      length: label.length_cm ? Number(label.length_cm) : undefined,
      width: label.width_cm ? Number(label.width_cm) : undefined,
      height: label.height_cm ? Number(label.height_cm) : undefined,
    } as Parameters<typeof shipParcel>[2]);
  },
};

/** Step one: in a short transaction, the parcel checked and the purchase recorded before the engine hears of it. */
async function reserve(work: Work, input: BuyLabelInput, purpose: LabelPurpose): Promise<Reservation> {
  const parcel = await findParcel(work, input.packageId, { lock: true });
  const live = (await work
    .trx("parcel_labels")
    .where({ parcel_id: parcel.id })
    .whereIn("state", ["purchasing", "purchased"])
    .first()) as LabelRow | undefined;
  if (live) return { label: live, fresh: false };
  const carrier = await purpose.carrier(work, parcel);
  await assertCustomsComplete(work, parcel);
  const attempt = await work
    .trx("parcel_labels")
    .where({ parcel_id: parcel.id })
    .count<{ count: string }[]>("id as count");
  const reference = `ipf-${parcel.parcel_code}-${Number(attempt[0]?.count ?? 0) + 1}`;
  const [label] = (await work
    .trx("parcel_labels")
    .insert({
      parcel_id: parcel.id,
      reference,
      carrier_id: carrier.id,
      engine_carrier: carrier.engine_carrier,
      engine_service: carrier.engine_service,
      label_format: input.format,
      weight_grams: input.weight,
      length_cm: input.length ?? null,
      width_cm: input.width ?? null,
      height_cm: input.height ?? null,
      created_by: work.staff?.id ?? null,
    })
    .returning("*")) as LabelRow[];
  return { label: label!, fresh: true };
}

/** Every declared line needs an HS code, a value and an origin before a carrier is asked. */
async function assertCustomsComplete(work: Work, parcel: ParcelRow): Promise<void> {
  const fields = customsGaps(await declaredLines(work, parcel.id));
  if (Object.keys(fields).length > 0) {
    throw UnprocessableError(
      "CUSTOMS_INCOMPLETE",
      "The declared contents lack what customs need (HS code, origin or value): complete them before buying the label.",
      fields,
    );
  }
}

/** The parcel's declared lines, in their order. */
async function declaredLines(scope: Scope, parcelId: string): Promise<DeclaredLine[]> {
  const rows = (await scope.db("parcel_items").where({ parcel_id: parcelId }).orderBy("position")) as {
    description: string;
    hs_code: string | null;
    price_cents: number;
    quantity: number;
    made_in: string | null;
    type: string;
  }[];
  return rows.map((row) => ({
    description: row.description,
    hsCode: row.hs_code,
    quantity: row.quantity,
    unitCents: row.price_cents,
    madeIn: row.made_in,
    type: row.type,
  }));
}

/** The address columns our tables share (warehouses, shipping addresses, returns' shops). */
export interface AddressColumns {
  country: string;
  city: string;
  zip: string;
  phone: string;
  address_line_one: string;
  address_line_two: string;
}

/** An address row as the engine takes it: empty optional columns left out. */
export function gatewayAddress(
  row: AddressColumns,
  names: { personName: string; companyName?: string },
): GatewayAddress {
  return {
    ...names,
    addressLine1: row.address_line_one,
    addressLine2: row.address_line_two || undefined,
    city: row.city,
    postalCode: row.zip || undefined,
    countryCode: row.country,
    phoneNumber: row.phone || undefined,
  };
}

/** The sender of every label: the parcel's warehouse, in our company's name. */
export async function warehouseShipper(scope: Scope, parcel: ParcelRow): Promise<GatewayAddress> {
  const warehouse = (await scope.db("warehouses").where({ id: parcel.warehouse_id }).first()) as AddressColumns;
  const company = scope.deps.config.invoiceCompany;
  return gatewayAddress(warehouse, { personName: company.name, companyName: company.name });
}

/** Sender and recipient as the engine takes them: the parcel's warehouse, the request's address. */
export async function engineAddresses(
  scope: Scope,
  parcel: ParcelRow,
  noAddress = "The parcel has no shipping address.",
): Promise<{ shipper: GatewayAddress; recipient: GatewayAddress }> {
  const to = (await scope.db("parcel_shipping_addresses").where({ parcel_id: parcel.id }).first()) as
    (AddressColumns & { name: string }) | undefined;
  if (!to) throw ConflictError("STATE_CONFLICT", noAddress);
  return { shipper: await warehouseShipper(scope, parcel), recipient: gatewayAddress(to, { personName: to.name }) };
}

/** The parcel's sender (its warehouse), recipient (the purpose's) and customs lines, as the engine takes them. */
async function shipmentOf(scope: Scope, label: LabelRow, purpose: LabelPurpose) {
  const parcel = (await scope.db("parcels").where({ id: label.parcel_id }).first()) as ParcelRow;
  const shipper = await warehouseShipper(scope, parcel);
  const recipient = await purpose.recipient(scope, parcel);
  const weightKg = label.weight_grams / 1000;
  const customs = customsDeclaration({
    lines: await declaredLines(scope, parcel.id),
    weightKg,
    company: await customsCompany(scope),
    invoiceNumber: label.reference.toUpperCase(),
    invoiceDate: scope.now.toISOString().slice(0, 10),
    signer: scope.deps.config.invoiceCompany.name,
  });
  return {
    parcelCode: parcel.parcel_code,
    shipper,
    recipient,
    parcel: {
      weightKg,
      lengthCm: label.length_cm ? Number(label.length_cm) : undefined,
      widthCm: label.width_cm ? Number(label.width_cm) : undefined,
      heightCm: label.height_cm ? Number(label.height_cm) : undefined,
    },
    customs: recipient.countryCode === shipper.countryCode ? undefined : customs,
  };
}

const documentKey = (label: LabelRow, bought: Label) =>
  `labels/${label.parcel_id}/${bought.shipmentId}.${bought.format === "ZPL" ? "zpl" : "pdf"}`;

/** How long a purchase may still be completing at the engine after it began: its time-out and a margin. */
const attemptWindowSeconds = (gateway: CarrierGateway) => Math.ceil(gateway.purchaseTimeoutMs / 1000) + 15;

/** How long a desk waits on another attempt (a second desk, alive) before it is told one is under way. */
const WAIT_FOR_OTHER_MS = 5_000;
const WAIT_STEP_MS = 250;

/**
 * Claims the purchase attempt of a label still being bought, committed at
 * once (the row's lock, held by a desk buying, makes this wait for it): the
 * new attempt's id when none began within the window, else null.
 */
async function claimAttempt(scope: Scope, labelId: string, windowSeconds: number): Promise<string | null> {
  const attempt = randomUUID();
  const claimed = await scope.deps
    .db("parcel_labels")
    .where({ id: labelId, state: "purchasing" })
    .andWhere((query) =>
      query
        .whereNull("attempt_started_at")
        .orWhereRaw("attempt_started_at < now() - make_interval(secs => ?)", [windowSeconds]),
    )
    .update({ attempt_id: attempt, attempt_started_at: scope.deps.db.fn.now() })
    .returning("id");
  return claimed.length > 0 ? attempt : null;
}

/** An attempt that certainly bought nothing (the engine never had it) gives way to the next at once. */
async function releaseAttempt(scope: Scope, labelId: string, attempt: string | null, error: unknown) {
  if (attempt && error instanceof ApiError && error.code === "ENGINE_UNAVAILABLE" && unsent(error)) {
    await scope.deps
      .db("parcel_labels")
      .where({ id: labelId, attempt_id: attempt })
      .update({ attempt_started_at: null });
  }
}

/**
 * POST /api/packages/shipping/label. Step two: the attempt claimed and
 * committed, then, under the row's lock, the label found under our
 * reference (a retry) or bought, its document stored, the row marked
 * purchased and the parcel shipped with the carrier's tracking, in one
 * transaction. An attempt begun lately elsewhere whose label the engine
 * does not have yet (a desk buying, or an instance that died while the
 * engine was buying) is waited for a moment, then told as under way: a
 * retry never buys a second label while the first may still be completing.
 */
export async function buyLabel(scope: Scope, staff: StaffRow, input: BuyLabelInput, purpose: LabelPurpose = SHIPMENT) {
  const gateway = gatewayOf(scope);
  const { label: reserved, fresh } = await inTransaction(scope.deps, (work) => reserve(work, input, purpose), {
    staff,
  });
  const windowSeconds = attemptWindowSeconds(gateway);
  for (let waited = 0; ; waited += WAIT_STEP_MS) {
    const attempt = await claimAttempt(scope, reserved.id, windowSeconds);
    let outcome: Awaited<ReturnType<typeof purchase>>;
    try {
      outcome = await purchase(attempt);
    } catch (error) {
      await releaseAttempt(scope, reserved.id, attempt, error);
      throw error;
    }
    if ("refused" in outcome) throw outcome.refused;
    const underWay = "underWay" in outcome ? outcome.underWay : undefined;
    if (!underWay) return outcome as { label: LabelRow; alreadyBought: boolean };
    if (waited >= WAIT_FOR_OTHER_MS) {
      const since = underWay.attempt_started_at ?? scope.now;
      const left = Math.max(1, Math.ceil(windowSeconds - (Date.now() - since.getTime()) / 1000));
      throw ConflictError(
        "LABEL_PURCHASE_UNDER_WAY",
        `A purchase of this label began at ${since.toISOString().slice(11, 19)} UTC and may still be completing at the shipping engine. Try again in ${left} s: it is then found, or bought once.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }

  function purchase(attempt: string | null) {
    return inTransaction(
      scope.deps,
      async (work) => {
        const label = (await work.trx("parcel_labels").where({ id: reserved.id }).forUpdate().first()) as LabelRow;
        if (label.state !== "purchasing") return { label, alreadyBought: true };
        const ours = attempt !== null && label.attempt_id === attempt;
        const { parcelCode, ...request } = await shipmentOf(work, label, purpose);
        let bought: Label | null;
        try {
          // A label reserved just now under our own attempt has nothing to find at the engine yet.
          bought = fresh && ours ? null : await gateway.findLabel(label.reference);
          // Another attempt began lately and the engine has nothing yet: it may still be buying.
          if (!bought && !ours) return { underWay: label };
          bought ??= await gateway.buyLabel({
            ...request,
            carrierName: label.engine_carrier,
            service: label.engine_service,
            reference: label.reference,
            labelType: label.label_format,
          });
        } catch (error) {
          if (!(error instanceof CarrierRefusal)) throw engineError(scope, error);
          // A refusal bought nothing: the record goes (committed), so the desk can correct and try again afresh.
          await work.trx("parcel_labels").where({ id: label.id }).delete();
          return { refused: engineError(scope, error) };
        }
        const key = documentKey(label, bought);
        await scope.deps.storage.files.put(key, bought.document);
        // The commercial invoice goes with a shipment that crosses a border, from the declaration the carrier got.
        let customsKey: string | null = null;
        if (request.customs) {
          customsKey = `labels/${label.parcel_id}/${bought.shipmentId}-customs.pdf`;
          const { renderCustomsInvoicePdf } = await import("../invoices/customs-pdf.js");
          const pdf = await renderCustomsInvoicePdf({
            customs: request.customs,
            sender: request.shipper,
            recipient: request.recipient,
            parcelCode,
            carrier: `${bought.carrierName || label.engine_carrier} · ${bought.service || label.engine_service}`,
            trackingNumber: bought.trackingNumber,
            grossWeightKg: request.parcel.weightKg,
          });
          await scope.deps.storage.files.put(customsKey, pdf);
        }
        const [purchased] = (await work
          .trx("parcel_labels")
          .where({ id: label.id })
          .update({
            state: "purchased",
            shipment_id: bought.shipmentId,
            tracking_number: bought.trackingNumber,
            tracking_url: bought.trackingUrl,
            document_key: key,
            customs_document_key: customsKey,
            cost_cents: bought.cost ? Math.round(bought.cost.amount * 100) : null,
            cost_currency: bought.cost?.currency ?? null,
            purchased_at: work.now,
          })
          .returning("*")) as LabelRow[];
        await purpose.bought(work, purchased!);
        return { label: purchased!, alreadyBought: false };
      },
      { staff },
    );
  }
}

/** GET /api/packages/shipping/label/:id: the live label and its document. */
export async function labelDocument(scope: Scope, ref: string) {
  const parcel = await findParcel(scope, ref);
  const label = (await scope.db("parcel_labels").where({ parcel_id: parcel.id, state: "purchased" }).first()) as
    LabelRow | undefined;
  if (!label?.document_key) throw NotFoundError("This parcel has no label.", "NO_LABEL");
  const document = await scope.deps.storage.files.get(label.document_key);
  if (!document) throw NotFoundError("The label's document is missing.", "NO_LABEL");
  return { label, document };
}

/** GET /api/packages/shipping/label/:id/customs: the commercial invoice made with the live label. */
export async function customsDocument(scope: Scope, ref: string): Promise<Buffer> {
  const parcel = await findParcel(scope, ref);
  const label = (await scope.db("parcel_labels").where({ parcel_id: parcel.id, state: "purchased" }).first()) as
    LabelRow | undefined;
  if (!label) throw NotFoundError("This parcel has no label.", "NO_LABEL");
  const document = label.customs_document_key ? await scope.deps.storage.files.get(label.customs_document_key) : null;
  if (!document) {
    throw NotFoundError("This label has no commercial invoice: its shipment needed none.", "NO_CUSTOMS_DOCUMENT");
  }
  return document;
}

/**
 * POST /api/packages/shipping/label/void: the label cancelled at the engine,
 * then the parcel back to awaiting shipment. The engine refuses once the
 * carrier has the parcel; then nothing changes here either.
 */
export async function voidLabel(scope: Scope, staff: StaffRow, ref: string) {
  const gateway = gatewayOf(scope);
  return inTransaction(
    scope.deps,
    async (work) => {
      const parcel = await findParcel(work, ref, { lock: true });
      const label = (await work
        .trx("parcel_labels")
        .where({ parcel_id: parcel.id, state: "purchased" })
        .forUpdate()
        .first()) as LabelRow | undefined;
      if (!label) throw ConflictError("NO_LABEL", "This parcel has no label to void.");
      if (parcel.state !== "shipped")
        throw ConflictError("STATE_CONFLICT", "The parcel is not shipped with this label.");
      try {
        await gateway.voidLabel(label.shipment_id!);
      } catch (error) {
        if (error instanceof CarrierRefusal) {
          throw ConflictError(
            "LABEL_IN_USE",
            error.messages.join(" ") || "The carrier no longer lets this label be voided.",
          );
        }
        throw engineError(scope, error);
      }
      await work.trx("parcel_labels").where({ id: label.id }).update({ state: "voided", voided_at: work.now });
      await work.trx("parcel_trackers").where({ parcel_id: parcel.id }).delete();
      await applyTransition(work, parcel, "voidLabel", {
        shipped_at: null,
        shipped_track_number: null,
        track_link: null,
      });
      return label;
    },
    { staff },
  );
}
