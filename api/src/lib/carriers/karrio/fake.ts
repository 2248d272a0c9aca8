/**
 * A karrio that runs in this process: the subset of karrio's REST API the
 * product calls, with carriers, services, rates, labels (a PDF or ZPL with the
 * tracking barcode), trackers whose events move forward, and karrio's
 * `tracker_updated` webhook. It serves the tests and, without `KARRIO_URL`,
 * `npm start` (the stand-in, as the local checkout stands in for Stripe).
 *
 * Every request it receives and every answer it gives is checked against
 * karrio's published schemas (`schema.ts`): a request that does not conform is
 * refused with 400 and kept in `violations`, and an answer that would not
 * conform is a bug of the fake, thrown, so neither side can drift from karrio.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import bwipjs from "bwip-js";
import PDFDocument from "pdfkit";
import { answerProblems, operationOf, requestProblems } from "./schema.js";
import type {
  KarrioCarrierDetails,
  KarrioRate,
  KarrioRateRequest,
  KarrioShipment,
  KarrioShipmentData,
  KarrioTrackingData,
  KarrioTrackingEvent,
  KarrioTrackingStatus,
} from "./wire.js";

interface FakeService {
  code: string;
  name: string;
  maxWeightKg: number;
  /** Price: base + per kg, in euros; international services add per kg. */
  base: number;
  perKg: number;
  transitDays: number;
}

interface FakeCarrier {
  carrierName: string;
  displayName: string;
  services: FakeService[];
}

/** The carriers the fake offers: real karrio slugs and service codes, our own prices. */
export const FAKE_CARRIERS: FakeCarrier[] = [
  {
    carrierName: "colissimo",
    displayName: "Colissimo",
    services: [
      { code: "colissimo_home", name: "Colissimo Home", maxWeightKg: 30, base: 8.5, perKg: 1.1, transitDays: 3 },
      {
        code: "colissimo_international",
        name: "Colissimo International",
        maxWeightKg: 30,
        base: 19,
        perKg: 3.4,
        transitDays: 8,
      },
    ],
  },
  {
    carrierName: "dhl_express",
    displayName: "DHL Express",
    services: [
      {
        code: "dhl_express_worldwide",
        name: "DHL Express Worldwide",
        maxWeightKg: 70,
        base: 38,
        perKg: 6.2,
        transitDays: 3,
      },
    ],
  },
  {
    carrierName: "aramex",
    displayName: "Aramex",
    services: [
      {
        code: "aramex_priority_parcel_express",
        name: "Priority Parcel Express",
        maxWeightKg: 50,
        base: 27,
        perKg: 4.8,
        transitDays: 5,
      },
    ],
  },
];

/** The path a tracker follows when nothing else is said: one step per `advance`. */
export const DELIVERY_PATH = ["pending", "picked_up", "in_transit", "out_for_delivery", "delivered"] as const;

const EVENT_TEXT: Record<string, string> = {
  pending: "Shipment information received",
  picked_up: "Picked up by the carrier",
  in_transit: "In transit to the destination country",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  delivery_failed: "Delivery attempted: recipient absent, notice left",
  on_hold: "Held at customs",
  return_to_sender: "Returned to sender",
  delivery_delayed: "Delivery delayed",
};

export interface FakeKarrioOptions {
  apiKey: string;
  /** Where karrio posts `tracker_updated` (read at each post), with the secret in X-Event-Id. */
  webhook?: { url: string | (() => string); secret: string };
  /** Time source (tests move it). */
  now?: () => Date;
  /** Milliseconds each label purchase takes (to test time-outs and races). */
  purchaseDelayMs?: number;
}

export interface FakeKarrio {
  handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<void>;
  /** Requests that did not conform to karrio's schemas (each fails the test that sent it). */
  readonly violations: string[];
  /** Labels bought, by our reference: a reference bought twice is a bug of the product. */
  readonly purchases: Map<string, number>;
  /** The shipment last asked for under each of our references, as received (its customs, its options). */
  readonly shipmentRequests: Map<string, KarrioShipmentData>;
  /** How many times each operation was called, by `METHOD /template`. */
  readonly calls: Map<string, number>;
  /** Moves a tracker one step along its path (or to `status`), and posts the webhook (unless `silent`: a lost webhook). */
  advance(trackingNumber: string, status?: string, options?: { silent?: boolean }): Promise<KarrioTrackingStatus>;
  /** Trackers not yet delivered, returned or cancelled. */
  activeTrackingNumbers(): string[];
  /** Every tracker, newest first: its number, carrier and status (for the stand-in's page). */
  trackerStates(): { trackingNumber: string; carrier: string; status: string }[];
  /** Makes the next calls fail as if karrio were down (true) or answer again (false). */
  setDown(down: boolean): void;
  /** Buys the label, then loses the answer (as a time-out after the purchase would). */
  loseNextAnswer(): void;
  /** Makes live rates take this long to answer (0: at once), as a slow carrier would. */
  delayRates(ms: number): void;
}

export function createFakeKarrio(options: FakeKarrioOptions): FakeKarrio {
  const now = options.now ?? (() => new Date());
  const violations: string[] = [];
  const purchases = new Map<string, number>();
  const shipmentRequests = new Map<string, KarrioShipmentData>();
  const calls = new Map<string, number>();
  const shipments = new Map<string, KarrioShipment>();
  const trackers = new Map<string, KarrioTrackingStatus>();
  let down = false;
  let loseAnswer = false;
  let rateDelayMs = 0;
  let sequence = 0;

  const id = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;
  const service = (code: string) =>
    FAKE_CARRIERS.flatMap((carrier) => carrier.services.map((s) => ({ carrier, service: s }))).find(
      (entry) => entry.service.code === code,
    );

  function price(svc: FakeService, weight: number, international: boolean) {
    const amount = svc.base + svc.perKg * Math.max(weight, 0.1) * (international ? 1 : 0.6);
    return Math.round(amount * 100) / 100;
  }

  function rateOf(carrier: FakeCarrier, svc: FakeService, weight: number, international: boolean): KarrioRate {
    return {
      id: id("rat"),
      carrier_name: carrier.carrierName,
      carrier_id: carrier.carrierName,
      service: svc.code,
      currency: "EUR",
      total_charge: price(svc, weight, international),
      transit_days: svc.transitDays,
      test_mode: true,
    } as KarrioRate;
  }

  function findTracker(identifier: string) {
    return trackers.get(identifier) ?? [...trackers.values()].find((t) => t.tracking_number === identifier);
  }

  function event(status: string): KarrioTrackingEvent {
    const at = now();
    return {
      date: at.toISOString().slice(0, 10),
      time: at.toISOString().slice(11, 16),
      timestamp: at.toISOString(),
      status,
      code: status.toUpperCase(),
      description: EVENT_TEXT[status] ?? status,
      location:
        status === "pending"
          ? "Roissy, FR"
          : status === "delivered" || status === "out_for_delivery"
            ? "Destination"
            : "Paris, FR",
    };
  }

  function newTracker(carrierName: string, trackingNumber: string, metadata: Record<string, unknown> = {}) {
    const existing = findTracker(trackingNumber);
    if (existing) return existing;
    const carrier = FAKE_CARRIERS.find((c) => c.carrierName === carrierName);
    const transit = carrier?.services[0]?.transitDays ?? 5;
    const tracker: KarrioTrackingStatus = {
      id: id("trk"),
      carrier_name: carrierName,
      carrier_id: carrierName,
      tracking_number: trackingNumber,
      status: "pending",
      delivered: false,
      estimated_delivery: new Date(now().getTime() + transit * 86_400_000).toISOString().slice(0, 10),
      events: [event("pending")],
      info: { carrier_tracking_link: `https://tracking.example/${carrierName}/${trackingNumber}` },
      metadata,
      test_mode: true,
    };
    trackers.set(tracker.id!, tracker);
    return tracker;
  }

  async function labelDocument(format: "PDF" | "ZPL", trackingNumber: string, data: KarrioShipmentData) {
    if (format === "ZPL") {
      const to = data.recipient;
      const zpl = [
        "^XA",
        "^CF0,40^FO40,40^FDLOCAL KARRIO LABEL^FS",
        `^CF0,30^FO40,100^FD${to.person_name ?? ""}^FS`,
        `^FO40,140^FD${to.city ?? ""} ${to.country_code}^FS`,
        `^FO40,220^BY3^BCN,120,Y,N,N^FD${trackingNumber}^FS`,
        "^XZ",
      ].join("\n");
      return Buffer.from(zpl, "utf8");
    }
    const barcode = await bwipjs.toBuffer({
      bcid: "code128",
      text: trackingNumber,
      scale: 3,
      height: 14,
      includetext: true,
    });
    const pdf = new PDFDocument({ size: [288, 432], margin: 18 });
    const chunks: Buffer[] = [];
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve) => pdf.on("end", () => resolve(Buffer.concat(chunks))));
    pdf.fontSize(9).text("LOCAL KARRIO LABEL (not valid for carriage)");
    pdf.moveDown().fontSize(11).text(`${data.service}`);
    pdf
      .moveDown()
      .fontSize(10)
      .text(`From: ${data.shipper.company_name ?? data.shipper.person_name ?? ""}`);
    pdf.text(`${data.shipper.city ?? ""} ${data.shipper.country_code}`);
    pdf.moveDown().text(`To: ${data.recipient.person_name ?? ""}`);
    pdf.text(`${data.recipient.address_line1 ?? ""}`);
    pdf.text(`${data.recipient.city ?? ""} ${data.recipient.postal_code ?? ""} ${data.recipient.country_code}`);
    pdf.moveDown().text(`Weight: ${data.parcels[0]?.weight ?? 0} kg   Ref: ${data.reference ?? ""}`);
    pdf.image(barcode, 18, 300, { width: 252 });
    pdf.end();
    return done;
  }

  async function buy(data: KarrioShipmentData): Promise<[number, unknown]> {
    const found = service(data.service);
    if (!found) return [400, { errors: [{ code: "invalid", message: `Unknown service ${data.service}` }] }];
    const weight = data.parcels.reduce((sum, p) => sum + p.weight, 0);
    const refusals: string[] = [];
    if (weight > found.service.maxWeightKg) {
      refusals.push(`${found.service.name} takes at most ${found.service.maxWeightKg} kg`);
    }
    if (!data.recipient.address_line1?.trim() || !data.recipient.city?.trim()) {
      refusals.push("The recipient's address is incomplete (street and city are required)");
    }
    if (refusals.length) {
      return [
        424,
        {
          messages: refusals.map((message) => ({
            message,
            code: "carrier_error",
            carrier_name: found.carrier.carrierName,
          })),
        },
      ];
    }
    if (options.purchaseDelayMs) await new Promise((resolve) => setTimeout(resolve, options.purchaseDelayMs));
    const reference = String(data.metadata?.ipf_reference ?? data.reference ?? "");
    if (reference) {
      purchases.set(reference, (purchases.get(reference) ?? 0) + 1);
      shipmentRequests.set(reference, data);
    }
    sequence += 1;
    const trackingNumber = `${found.carrier.carrierName.slice(0, 2).toUpperCase()}${String(100_000_000 + sequence)}FR`;
    const document = await labelDocument(data.label_type, trackingNumber, data);
    const international = data.recipient.country_code !== data.shipper.country_code;
    const rate = rateOf(found.carrier, found.service, weight, international);
    const tracker = newTracker(found.carrier.carrierName, trackingNumber, data.metadata);
    const shipment: KarrioShipment = {
      id: id("shp"),
      // karrio's status enum has no "purchased": a bought label is "created" until the carrier scans it.
      status: "created",
      carrier_name: found.carrier.carrierName,
      carrier_id: found.carrier.carrierName,
      service: found.service.code,
      tracking_number: trackingNumber,
      tracking_url: tracker.info?.carrier_tracking_link ?? null,
      tracker_id: tracker.id ?? null,
      label_type: data.label_type,
      selected_rate: rate,
      metadata: data.metadata ?? {},
      shipping_documents: [{ category: "label", format: data.label_type, base64: document.toString("base64") }],
      messages: [],
      shipper: data.shipper,
      recipient: data.recipient,
      parcels: data.parcels.map((p) => ({ ...p, id: id("pcl") })),
      created_at: now().toISOString(),
      test_mode: true,
    };
    shipments.set(shipment.id!, shipment);
    return [201, shipment];
  }

  async function route(
    method: string,
    template: string,
    params: Record<string, string>,
    query: URLSearchParams,
    body: unknown,
  ): Promise<[number, unknown]> {
    switch (`${method} ${template}`) {
      case "GET /v1/carriers":
        return [
          200,
          FAKE_CARRIERS.map((carrier): KarrioCarrierDetails => ({
            carrier_name: carrier.carrierName,
            display_name: carrier.displayName,
            integration_status: "production-ready",
            capabilities: ["rating", "shipping", "tracking"],
          })),
        ];
      case "GET /v1/carriers/{carrier_name}/services": {
        const carrier = FAKE_CARRIERS.find((c) => c.carrierName === params.carrier_name);
        if (!carrier) return [404, { errors: [{ code: "not_found", message: "Unknown carrier" }] }];
        return [200, Object.fromEntries(carrier.services.map((s) => [s.code, s.name]))];
      }
      case "POST /v1/proxy/rates": {
        const request = body as KarrioRateRequest;
        const weight = request.parcels.reduce((sum, p) => sum + p.weight, 0);
        const international = request.recipient.country_code !== request.shipper.country_code;
        const wanted = request.services?.length ? new Set(request.services) : null;
        const rates: KarrioRate[] = [];
        const messages: { message: string; code: string; carrier_name: string }[] = [];
        for (const carrier of FAKE_CARRIERS) {
          for (const svc of carrier.services) {
            if (wanted && !wanted.has(svc.code)) continue;
            if (weight > svc.maxWeightKg) {
              messages.push({
                message: `${svc.name} takes at most ${svc.maxWeightKg} kg`,
                code: "weight",
                carrier_name: carrier.carrierName,
              });
            } else rates.push(rateOf(carrier, svc, weight, international));
          }
        }
        if (rateDelayMs) await new Promise((resolve) => setTimeout(resolve, rateDelayMs));
        // As karrio: no rate at all is a failed dependency, each carrier's message said.
        if (rates.length === 0 && messages.length > 0) return [424, { messages }];
        return [200, { rates, messages }];
      }
      case "POST /v1/shipments":
        return buy(body as KarrioShipmentData);
      case "GET /v1/shipments": {
        const key = query.get("metadata_key");
        const value = query.get("metadata_value");
        const results = [...shipments.values()].filter((s) => !key || String(s.metadata?.[key]) === value);
        return [200, { count: results.length, next: null, previous: null, results }];
      }
      case "GET /v1/shipments/{id}": {
        const shipment = shipments.get(params.id ?? "");
        return shipment ? [200, shipment] : [404, { errors: [{ code: "not_found", message: "Shipment not found" }] }];
      }
      case "POST /v1/shipments/{id}/cancel": {
        const shipment = shipments.get(params.id ?? "");
        if (!shipment) return [404, { errors: [{ code: "not_found", message: "Shipment not found" }] }];
        const tracker = shipment.tracker_id ? trackers.get(shipment.tracker_id) : undefined;
        if (tracker && tracker.status !== "pending") {
          return [
            409,
            {
              errors: [
                { code: "state_error", message: "The carrier has the parcel: the label can no longer be voided" },
              ],
            },
          ];
        }
        if (shipment.status === "cancelled") return [200, shipment];
        shipment.status = "cancelled";
        if (tracker) tracker.status = "cancelled";
        return [200, shipment];
      }
      case "POST /v1/trackers": {
        const data = body as KarrioTrackingData;
        return [200, newTracker(data.carrier_name, data.tracking_number, data.metadata)];
      }
      case "GET /v1/trackers/{identifier}": {
        const tracker = findTracker(params.identifier ?? "");
        return tracker ? [200, tracker] : [404, { errors: [{ code: "not_found", message: "Tracker not found" }] }];
      }
      default:
        return [404, { errors: [{ code: "not_found", message: "Not found" }] }];
    }
  }

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  }

  async function readBody(request: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (chunks.length === 0) return undefined;
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
  }

  async function postWebhook(tracker: KarrioTrackingStatus) {
    if (!options.webhook) return;
    const { url } = options.webhook;
    await fetch(typeof url === "function" ? url() : url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Event-Id": options.webhook.secret },
      body: JSON.stringify({ event: "tracker_updated", data: tracker }),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
  }

  return {
    violations,
    purchases,
    shipmentRequests,
    calls,
    async handle(request, response, path) {
      const method = (request.method ?? "GET").toUpperCase();
      const url = new URL(path, "http://karrio.local");
      if (request.headers.authorization !== `Token ${options.apiKey}`) {
        return send(response, 401, { errors: [{ code: "authentication_failed", message: "Invalid token" }] });
      }
      if (down) return send(response, 503, { errors: [{ code: "unavailable", message: "Service unavailable" }] });
      const operation = operationOf(method, url.pathname);
      if (!operation) {
        violations.push(`${method} ${url.pathname}: not an operation of karrio's kept subset`);
        return send(response, 404, { errors: [{ code: "not_found", message: "Not found" }] });
      }
      const key = `${method} ${operation.template}`;
      calls.set(key, (calls.get(key) ?? 0) + 1);
      let body: unknown;
      try {
        body = await readBody(request);
      } catch {
        violations.push(`${key}: the body is not JSON`);
        return send(response, 400, { errors: [{ code: "invalid", message: "The body is not JSON" }] });
      }
      const problems = requestProblems(method, operation.template, url.searchParams, body);
      if (problems.length) {
        violations.push(`${key}: ${problems.join("; ")}`);
        return send(response, 400, { errors: problems.map((message) => ({ code: "validation", message })) });
      }
      const [status, answer] = await route(method, operation.template, operation.params, url.searchParams, body);
      const wrong = answerProblems(method, operation.template, status, answer);
      if (wrong.length)
        throw new Error(`the fake karrio's answer to ${key} breaks karrio's schema: ${wrong.join("; ")}`);
      if (loseAnswer && key === "POST /v1/shipments" && status === 201) {
        loseAnswer = false;
        response.destroy();
        return;
      }
      send(response, status, answer);
    },
    async advance(trackingNumber, status, advanceOptions = {}) {
      const tracker = findTracker(trackingNumber);
      if (!tracker) throw new Error(`no tracker ${trackingNumber}`);
      const current = DELIVERY_PATH.indexOf(tracker.status as (typeof DELIVERY_PATH)[number]);
      const next = status ?? DELIVERY_PATH[Math.min(current + 1, DELIVERY_PATH.length - 1)] ?? "in_transit";
      tracker.status = next;
      tracker.delivered = next === "delivered";
      tracker.events = [event(next), ...(tracker.events ?? [])];
      if (!advanceOptions.silent) await postWebhook(tracker);
      return tracker;
    },
    trackerStates() {
      return [...trackers.values()]
        .reverse()
        .map((t) => ({ trackingNumber: t.tracking_number, carrier: t.carrier_name, status: t.status ?? "pending" }));
    },
    activeTrackingNumbers() {
      return [...trackers.values()]
        .filter((t) => !["delivered", "return_to_sender", "cancelled"].includes(t.status ?? ""))
        .map((t) => t.tracking_number);
    },
    setDown(value) {
      down = value;
    },
    loseNextAnswer() {
      loseAnswer = true;
    },
    delayRates(ms) {
      rateDelayMs = ms;
    },
  };
}
