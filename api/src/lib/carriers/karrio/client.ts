/**
 * The carrier gateway on karrio's REST API. Every request is checked against
 * karrio's schema before it leaves, and every answer before it is used: a
 * mismatch is a `GatewayContractError`, never a silently wrong label.
 */
import {
  CarrierRefusal,
  GatewayContractError,
  GatewayUnavailable,
  type CarrierGateway,
  type Customs,
  type GatewayAddress,
  type GatewayParcel,
  type Label,
  type TrackerSnapshot,
} from "../gateway.js";
import { dutyPayer } from "@ipf/shared/rules/customs";
import { answerProblems, operationOf, requestProblems } from "./schema.js";
import { trackingStatusOf } from "./status.js";
import type {
  KarrioAddress,
  KarrioCarrierDetails,
  KarrioCustoms,
  KarrioErrorMessages,
  KarrioErrorResponse,
  KarrioParcel,
  KarrioRateResponse,
  KarrioShipment,
  KarrioShipmentData,
  KarrioShipmentList,
  KarrioTrackingStatus,
} from "./wire.js";

export interface KarrioOptions {
  /** Where karrio's API is, e.g. `https://karrio.example.com` (no trailing `/v1`); read at each call. */
  url: string | (() => string);
  apiKey: string;
  /** How long one call may take before it counts as unanswered. */
  timeoutMs?: number;
  /** The same for live rates, asked while staff wait on a dialog (5 s unless told). */
  ratesTimeoutMs?: number;
  /** True for the in-process stand-in. */
  local?: boolean;
}

/** Connection errors that mean the request never reached karrio (nothing sent, nothing done). */
const UNREACHED = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

function neverReached(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && UNREACHED.has(code)) return true;
    if (cause.message === "bad port") return true;
  }
  return false;
}

/** The metadata key our reference is kept under at karrio. */
export const REFERENCE_KEY = "ipf_reference";

export function karrioGateway(options: KarrioOptions): CarrierGateway {
  const baseUrl = () => (typeof options.url === "function" ? options.url() : options.url).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 30_000;
  const ratesTimeoutMs = options.ratesTimeoutMs ?? 5_000;

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown, waitMs = timeoutMs): Promise<T> {
    const base = baseUrl();
    const url = new URL(`${base}${path}`);
    const operation = operationOf(method, url.pathname.slice(new URL(base).pathname.replace(/\/$/, "").length));
    if (!operation) throw new GatewayContractError(`${method} ${url.pathname} is not a karrio operation we keep`);
    const sent = requestProblems(method, operation.template, url.searchParams, body);
    if (sent.length) throw new GatewayContractError(`${method} ${operation.template}: ${sent.join("; ")}`);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          Authorization: `Token ${options.apiKey}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(waitMs),
      });
    } catch (error) {
      throw new GatewayUnavailable(`karrio did not answer ${method} ${operation.template}`, {
        cause: error,
        unsent: neverReached(error),
      });
    }
    const text = await response.text().catch(() => "");
    let answer: unknown;
    try {
      answer = text ? JSON.parse(text) : undefined;
    } catch {
      answer = undefined;
    }
    if (response.status >= 500 || response.status === 401 || response.status === 403) {
      throw new GatewayUnavailable(`karrio answered ${response.status} to ${method} ${operation.template}`, {
        // Unavailable, or not let in: karrio did nothing. Another 5xx may come after a carrier's purchase.
        unsent: response.status === 503 || response.status === 401 || response.status === 403,
      });
    }
    const problems = answerProblems(method, operation.template, response.status, answer);
    if (problems.length) throw new GatewayContractError(`${method} ${operation.template}: ${problems.join("; ")}`);
    if (response.status >= 400) throw refusal(response.status, answer);
    return answer as T;
  }

  return {
    local: options.local ?? false,
    purchaseTimeoutMs: timeoutMs,

    async carriers() {
      const list = await call<KarrioCarrierDetails[]>("GET", "/v1/carriers");
      return list.map((carrier) => ({
        carrierName: carrier.carrier_name,
        displayName: carrier.display_name,
        capabilities: carrier.capabilities ?? [],
      }));
    },

    async services(carrierName) {
      const map = await call<Record<string, unknown>>(
        "GET",
        `/v1/carriers/${encodeURIComponent(carrierName)}/services`,
      );
      return Object.entries(map).map(([code, name]) => ({ code, name: typeof name === "string" ? name : code }));
    },

    async rates(query) {
      let answer: KarrioRateResponse;
      try {
        answer = await call<KarrioRateResponse>(
          "POST",
          "/v1/proxy/rates",
          {
            shipper: address(query.shipper),
            recipient: address(query.recipient),
            parcels: [parcel(query.parcel)],
            ...(query.services ? { services: query.services } : {}),
          },
          ratesTimeoutMs,
        );
      } catch (error) {
        // No carrier rated the parcel (karrio answers 424 with each carrier's message): an answer, not a failure.
        if (error instanceof CarrierRefusal) return { rates: [], messages: error.details };
        throw error;
      }
      return {
        rates: answer.rates
          .filter((rate) => rate.service && typeof rate.total_charge === "number")
          .map((rate) => ({
            carrierName: rate.carrier_name,
            service: rate.service!,
            amount: rate.total_charge!,
            currency: rate.currency ?? "EUR",
            transitDays: rate.transit_days ?? null,
          })),
        messages: (answer.messages ?? [])
          .filter((message) => message.message)
          .map((message) => ({ carrierName: message.carrier_name ?? null, message: message.message! })),
      };
    },

    async buyLabel(request) {
      const data: KarrioShipmentData = {
        shipper: address(request.shipper),
        recipient: address(request.recipient),
        parcels: [{ ...parcel(request.parcel), reference_number: request.reference }],
        service: request.service,
        label_type: request.labelType,
        reference: request.reference,
        metadata: { [REFERENCE_KEY]: request.reference },
        ...(request.customs ? { customs: karrioCustoms(request.customs) } : {}),
      };
      return label(await call<KarrioShipment>("POST", "/v1/shipments", data), request.labelType);
    },

    async findLabel(reference) {
      const query = new URLSearchParams({ metadata_key: REFERENCE_KEY, metadata_value: reference });
      const page = await call<KarrioShipmentList>("GET", `/v1/shipments?${query}`);
      const bought = page.results.find(
        (shipment) => shipment.metadata?.[REFERENCE_KEY] === reference && shipment.tracking_number,
      );
      return bought ? label(bought, bought.label_type === "ZPL" ? "ZPL" : "PDF") : null;
    },

    async voidLabel(shipmentId) {
      await call<KarrioShipment>("POST", `/v1/shipments/${encodeURIComponent(shipmentId)}/cancel`);
    },

    async track(carrierName, trackingNumber, reference) {
      const answer = await call<KarrioTrackingStatus>("POST", "/v1/trackers", {
        carrier_name: carrierName,
        tracking_number: trackingNumber,
        ...(reference ? { reference, metadata: { [REFERENCE_KEY]: reference } } : {}),
      });
      return snapshot(answer);
    },

    async tracker(identifier) {
      return snapshot(await call<KarrioTrackingStatus>("GET", `/v1/trackers/${encodeURIComponent(identifier)}`));
    },
  };
}

function refusal(status: number, answer: unknown): CarrierRefusal {
  const details =
    (answer as KarrioErrorMessages | undefined)?.messages?.map((message) => ({
      carrierName: message.carrier_name ?? null,
      message: message.message ?? "",
    })) ??
    (answer as KarrioErrorResponse | undefined)?.errors?.map((error) => ({
      carrierName: null,
      message: error.message ?? "",
    })) ??
    [];
  const said = details.filter((detail) => detail.message.length > 0);
  return new CarrierRefusal(
    said.map((detail) => detail.message),
    status,
    said,
  );
}

function address(value: GatewayAddress): KarrioAddress {
  return {
    person_name: value.personName,
    ...(value.companyName ? { company_name: value.companyName } : {}),
    address_line1: value.addressLine1,
    ...(value.addressLine2 ? { address_line2: value.addressLine2 } : {}),
    city: value.city,
    ...(value.postalCode ? { postal_code: value.postalCode } : {}),
    ...(value.stateCode ? { state_code: value.stateCode } : {}),
    country_code: value.countryCode,
    ...(value.phoneNumber ? { phone_number: value.phoneNumber } : {}),
    ...(value.email ? { email: value.email } : {}),
  };
}

function parcel(value: GatewayParcel): KarrioParcel {
  const measured = value.lengthCm && value.widthCm && value.heightCm;
  return {
    weight: value.weightKg,
    weight_unit: "KG",
    ...(measured
      ? { length: value.lengthCm, width: value.widthCm, height: value.heightCm, dimension_unit: "CM" as const }
      : {}),
  };
}

/**
 * The declaration as karrio's `CustomsData`: values and weights by the unit
 * (karrio multiplies by the quantity), the duties' payer from the incoterm,
 * the EORI and VAT numbers among its customs options.
 */
export function karrioCustoms(declared: Customs): KarrioCustoms {
  const declaredValue =
    declared.lines.reduce((sum, line) => sum + Math.round(line.unitValueEur * 100) * line.quantity, 0) / 100;
  return {
    commodities: declared.lines.map((line) => ({
      weight: line.unitWeightKg,
      weight_unit: "KG",
      description: line.description.slice(0, 200),
      title: line.description.slice(0, 200),
      quantity: line.quantity,
      hs_code: line.hsCode,
      value_amount: line.unitValueEur,
      value_currency: "EUR",
      origin_country: line.originCountry,
    })),
    duty: { paid_by: dutyPayer(declared.incoterm), currency: "EUR", declared_value: declaredValue },
    content_type: declared.contentType,
    incoterm: declared.incoterm,
    invoice: declared.invoiceNumber.slice(0, 50),
    invoice_date: declared.invoiceDate,
    commercial_invoice: declared.contentType !== "documents",
    certify: true,
    signer: declared.signer.slice(0, 50),
    options: {
      ...(declared.eori ? { eori_number: declared.eori } : {}),
      ...(declared.vatNumber ? { vat_registration_number: declared.vatNumber } : {}),
    },
  };
}

function label(shipment: KarrioShipment, format: "PDF" | "ZPL"): Label {
  const document = shipment.shipping_documents?.find((doc) => doc.category === "label" && doc.base64);
  if (!shipment.id || !shipment.tracking_number || !document?.base64) {
    throw new GatewayContractError("karrio's shipment has no id, tracking number or label");
  }
  const rate = shipment.selected_rate;
  return {
    shipmentId: shipment.id,
    carrierName: shipment.carrier_name ?? rate?.carrier_name ?? "",
    service: shipment.service ?? rate?.service ?? "",
    trackingNumber: shipment.tracking_number,
    trackingUrl: shipment.tracking_url ?? null,
    document: Buffer.from(document.base64, "base64"),
    format: document.format.toUpperCase() === "ZPL" ? "ZPL" : format,
    cost:
      rate && typeof rate.total_charge === "number"
        ? { amount: rate.total_charge, currency: rate.currency ?? "EUR" }
        : null,
    status: shipment.status === "cancelled" ? "cancelled" : "purchased",
  };
}

function snapshot(tracker: KarrioTrackingStatus): TrackerSnapshot {
  const events = (tracker.events ?? []).map((event) => ({
    at: eventTime(event.timestamp, event.date, event.time),
    status: trackingStatusOf(event.status ?? undefined),
    description: event.description ?? "",
    location: event.location ?? null,
    code: event.code ?? null,
  }));
  return {
    trackerId: tracker.id ?? tracker.tracking_number,
    carrierName: tracker.carrier_name,
    trackingNumber: tracker.tracking_number,
    status: trackingStatusOf(tracker.status),
    delivered: tracker.delivered === true || tracker.status === "delivered",
    estimatedDelivery: tracker.estimated_delivery ?? tracker.info?.expected_delivery ?? null,
    trackingUrl: tracker.info?.carrier_tracking_link ?? null,
    events,
  };
}

/** karrio gives `timestamp`, or a `date` (YYYY-MM-DD) and a `time` (HH:MM); carriers' local times are kept as UTC. */
function eventTime(timestamp?: string | null, date?: string | null, time?: string | null): string {
  if (timestamp && !Number.isNaN(Date.parse(timestamp))) return new Date(timestamp).toISOString();
  const candidate = `${date ?? "1970-01-01"}T${(time ?? "00:00").slice(0, 5)}:00Z`;
  return Number.isNaN(Date.parse(candidate)) ? new Date(0).toISOString() : new Date(candidate).toISOString();
}
