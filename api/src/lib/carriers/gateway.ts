/**
 * What the product asks of a multi-carrier engine: the carriers and services it
 * can reach, live rates, labels (bought, found again, voided) and trackers.
 * karrio is the one implementation today (`karrio/client.ts`); another engine
 * (EasyPost, Shippo) would be another implementation of this interface.
 */
import type { Incoterm } from "@ipf/shared/rules/customs";

export interface GatewayCarrier {
  /** The engine's slug, e.g. `colissimo`. */
  carrierName: string;
  displayName: string;
  capabilities: string[];
}

export interface GatewayService {
  /** e.g. `colissimo_international`. */
  code: string;
  name: string;
}

export interface GatewayAddress {
  personName: string;
  companyName?: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  postalCode?: string;
  stateCode?: string;
  countryCode: string;
  phoneNumber?: string;
  email?: string;
}

export interface GatewayParcel {
  weightKg: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
}

/** One declared line, priced and weighed by the unit as karrio and the carriers count (they multiply by the quantity). */
export interface CustomsLine {
  description: string;
  hsCode: string;
  quantity: number;
  /** Value of one unit, in euros. */
  unitValueEur: number;
  /** Weight of one unit, in kilograms. */
  unitWeightKg: number;
  originCountry: string;
}

export interface Customs {
  lines: CustomsLine[];
  contentType: "merchandise" | "gift" | "documents" | "sample" | "return_merchandise" | "other";
  incoterm: Incoterm;
  invoiceNumber: string;
  invoiceDate: string;
  eori?: string;
  vatNumber?: string;
  signer: string;
}

export interface RateQuery {
  shipper: GatewayAddress;
  recipient: GatewayAddress;
  parcel: GatewayParcel;
  /** Restricts the answer to these service codes. */
  services?: string[];
}

export interface LiveRate {
  carrierName: string;
  service: string;
  amount: number;
  currency: string;
  transitDays: number | null;
}

/** What the engine says about a carrier it gives no rate for (a weight over the service's limit...). */
export interface RateMessage {
  carrierName: string | null;
  message: string;
}

/** The rates the engine gives for a parcel, and its messages about those it does not. */
export interface RateAnswer {
  rates: LiveRate[];
  messages: RateMessage[];
}

export interface LabelRequest extends RateQuery {
  carrierName: string;
  service: string;
  /** Our own reference, kept in the engine's metadata so that a retry finds the label instead of buying again. */
  reference: string;
  labelType: "PDF" | "ZPL";
  customs?: Customs;
}

export interface Label {
  shipmentId: string;
  carrierName: string;
  service: string;
  trackingNumber: string;
  trackingUrl: string | null;
  /** The label document, decoded. */
  document: Buffer;
  format: "PDF" | "ZPL";
  /** What the engine charged, when it says. */
  cost: { amount: number; currency: string } | null;
  status: "purchased" | "cancelled";
}

/** Our names for where a parcel is, mapped from the engine's. */
export type TrackingStatus =
  | "pending"
  | "in_transit"
  | "out_for_delivery"
  | "delivered"
  | "on_hold"
  | "delivery_failed"
  | "returned"
  | "ready_for_pickup"
  | "delayed"
  | "cancelled"
  | "unknown";

export interface TrackingEvent {
  /** ISO time of the event, UTC when the carrier gives no zone. */
  at: string;
  status: TrackingStatus;
  /** The carrier's own text, kept as given. */
  description: string;
  location: string | null;
  code: string | null;
}

export interface TrackerSnapshot {
  trackerId: string;
  carrierName: string;
  trackingNumber: string;
  status: TrackingStatus;
  delivered: boolean;
  estimatedDelivery: string | null;
  trackingUrl: string | null;
  events: TrackingEvent[];
}

export interface CarrierGateway {
  /** True for the in-process stand-in (no `KARRIO_URL`). */
  readonly local: boolean;
  /** How long a label purchase is waited for before it is given up (the engine may still finish it). */
  readonly purchaseTimeoutMs: number;
  carriers(): Promise<GatewayCarrier[]>;
  services(carrierName: string): Promise<GatewayService[]>;
  /** Live rates; carriers that refuse the parcel are in `messages`, not thrown. */
  rates(query: RateQuery): Promise<RateAnswer>;
  buyLabel(request: LabelRequest): Promise<Label>;
  /** The label bought under our reference, if the engine has one (a retry looks here first). */
  findLabel(reference: string): Promise<Label | null>;
  voidLabel(shipmentId: string): Promise<void>;
  /** Creates the tracker, or returns the one the engine already has. */
  track(carrierName: string, trackingNumber: string, reference?: string): Promise<TrackerSnapshot>;
  /** Reads a tracker again, by its id or tracking number. */
  tracker(identifier: string): Promise<TrackerSnapshot>;
}

/** The carrier (through the engine) refused: a bad address, a weight over the service's limit... */
export class CarrierRefusal extends Error {
  constructor(
    readonly messages: string[],
    readonly status: number,
    /** The messages with the carrier each names, when the engine says. */
    readonly details: RateMessage[] = messages.map((message) => ({ carrierName: null, message })),
  ) {
    super(messages.join("; ") || "The carrier refused the request");
    this.name = "CarrierRefusal";
  }
}

/** The engine could not be reached or failed on its side: nothing is known to have happened. */
export class GatewayUnavailable extends Error {
  /**
   * The request certainly did nothing at the engine: it never reached it
   * (refused, unknown host) or the engine said it was unavailable. Otherwise
   * (a time-out, a connection lost after sending) the engine may have acted.
   */
  readonly unsent: boolean;
  constructor(message: string, options?: { cause?: unknown; unsent?: boolean }) {
    super(message, options);
    this.name = "GatewayUnavailable";
    this.unsent = options?.unsent ?? false;
  }
}

/** The engine answered with something its own published schema does not allow. */
export class GatewayContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GatewayContractError";
  }
}

/** The engine could not be asked or did not answer as its contract says: nothing is known to have happened. */
export const engineUnreachable = (error: unknown): error is GatewayUnavailable | GatewayContractError =>
  error instanceof GatewayUnavailable || error instanceof GatewayContractError;
