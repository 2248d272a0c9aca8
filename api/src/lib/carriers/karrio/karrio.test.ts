import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CarrierRefusal, GatewayContractError, GatewayUnavailable, type LabelRequest } from "../gateway.js";
import { karrioGateway } from "./client.js";
import { createFakeKarrio, type FakeKarrio } from "./fake.js";
import { answerProblems, requestProblems } from "./schema.js";

/**
 * The karrio client against the fake karrio over real HTTP. The fake checks
 * every request and answer against karrio's published schemas: each test ends
 * with no violation.
 */
let server: Server;
let fake: FakeKarrio;
let url: string;
const webhooks: {
  secret: string | undefined;
  body: { event: string; data: { tracking_number: string; status: string } };
}[] = [];

beforeAll(async () => {
  const hook = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      webhooks.push({
        secret: request.headers["x-event-id"] as string | undefined,
        body: JSON.parse(Buffer.concat(chunks).toString()) as (typeof webhooks)[number]["body"],
      });
      response.end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
  fake = createFakeKarrio({ apiKey: "key_test", webhook: { url: hookUrl, secret: "whsec_test" } });
  server = createServer((request, response) => {
    void fake.handle(request, response, request.url ?? "/").catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on("close", () => hook.close());
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  expect(fake.violations).toEqual([]);
  fake.setDown(false);
});

const gateway = () => karrioGateway({ url, apiKey: "key_test", timeoutMs: 2_000 });

const paris = {
  personName: "Desk",
  companyName: "IPF Warehouse",
  addressLine1: "12 rue de l'Entrepôt",
  city: "Roissy",
  postalCode: "95700",
  countryCode: "FR",
};
const algiers = {
  personName: "أمينة بن علي",
  addressLine1: "5 شارع ديدوش مراد",
  city: "Alger",
  postalCode: "16000",
  countryCode: "DZ",
};

const labelRequest = (reference: string, extra: Partial<LabelRequest> = {}): LabelRequest => ({
  shipper: paris,
  recipient: algiers,
  parcel: { weightKg: 2.4, lengthCm: 30, widthCm: 20, heightCm: 10 },
  carrierName: "colissimo",
  service: "colissimo_international",
  reference,
  labelType: "PDF",
  ...extra,
});

describe("karrio client", () => {
  it("lists carriers and their services", async () => {
    const carriers = await gateway().carriers();
    expect(carriers.map((c) => c.carrierName)).toContain("colissimo");
    const services = await gateway().services("colissimo");
    expect(services).toContainEqual({ code: "colissimo_international", name: "Colissimo International" });
  });

  it("reads live rates, leaving out services the weight is over with the carrier's message", async () => {
    const light = await gateway().rates({ shipper: paris, recipient: algiers, parcel: { weightKg: 2 } });
    expect(light.rates.map((r) => r.service)).toContain("colissimo_international");
    expect(light.rates.every((r) => r.currency === "EUR" && r.amount > 0)).toBe(true);
    expect(light.messages).toEqual([]);
    const heavy = await gateway().rates({ shipper: paris, recipient: algiers, parcel: { weightKg: 42 } });
    expect(heavy.rates.map((r) => r.service)).toEqual(["dhl_express_worldwide", "aramex_priority_parcel_express"]);
    expect(heavy.messages).toContainEqual({
      carrierName: "colissimo",
      message: "Colissimo International takes at most 30 kg",
    });
  });

  it("answers each carrier's refusal when none rates the parcel (karrio's 424)", async () => {
    const answer = await gateway().rates({
      shipper: paris,
      recipient: algiers,
      parcel: { weightKg: 55 },
      services: ["colissimo_international", "aramex_priority_parcel_express"],
    });
    expect(answer).toEqual({
      rates: [],
      messages: [
        { carrierName: "colissimo", message: "Colissimo International takes at most 30 kg" },
        { carrierName: "aramex", message: "Priority Parcel Express takes at most 50 kg" },
      ],
    });
  });

  it("counts live rates slower than their time-out as unanswered", async () => {
    fake.delayRates(1_000);
    try {
      const quick = karrioGateway({ url, apiKey: "key_test", ratesTimeoutMs: 200 });
      const asked = quick.rates({ shipper: paris, recipient: algiers, parcel: { weightKg: 2 } });
      await expect(asked).rejects.toBeInstanceOf(GatewayUnavailable);
    } finally {
      fake.delayRates(0);
    }
  });

  it("buys a PDF label with customs, finds it again by our reference, and voids it", async () => {
    const label = await gateway().buyLabel(
      labelRequest("ipf-test-1", {
        customs: {
          lines: [
            {
              description: "Shoes",
              hsCode: "640399",
              quantity: 1,
              unitValueEur: 60,
              unitWeightKg: 1.2,
              originCountry: "VN",
            },
          ],
          contentType: "merchandise",
          incoterm: "DDU",
          invoiceNumber: "IPF261127001",
          invoiceDate: "2026-11-27",
          eori: "FR12345678901234",
          signer: "Desk",
        },
      }),
    );
    expect(label.trackingNumber).toMatch(/^CO\d+FR$/);
    expect(label.document.subarray(0, 5).toString()).toBe("%PDF-");
    expect(label.cost?.currency).toBe("EUR");
    expect(fake.purchases.get("ipf-test-1")).toBe(1);

    const found = await gateway().findLabel("ipf-test-1");
    expect(found?.shipmentId).toBe(label.shipmentId);
    expect(await gateway().findLabel("ipf-never-bought")).toBeNull();

    await gateway().voidLabel(label.shipmentId);
    expect((await gateway().findLabel("ipf-test-1"))?.status).toBe("cancelled");
  });

  it("buys a ZPL label", async () => {
    const label = await gateway().buyLabel(labelRequest("ipf-test-zpl", { labelType: "ZPL" }));
    expect(label.format).toBe("ZPL");
    expect(label.document.toString()).toContain(`^FD${label.trackingNumber}^FS`);
  });

  it("passes on the carrier's refusal with its message, and buys nothing", async () => {
    const refused = gateway().buyLabel(labelRequest("ipf-test-heavy", { parcel: { weightKg: 42 } }));
    await expect(refused).rejects.toBeInstanceOf(CarrierRefusal);
    await expect(refused).rejects.toThrow("Colissimo International takes at most 30 kg");
    expect(fake.purchases.has("ipf-test-heavy")).toBe(false);
  });

  it("says karrio is unavailable when it is down or cannot be reached", async () => {
    fake.setDown(true);
    await expect(gateway().carriers()).rejects.toBeInstanceOf(GatewayUnavailable);
    fake.setDown(false);
    const nowhere = karrioGateway({ url: "http://127.0.0.1:9", apiKey: "key_test", timeoutMs: 500 });
    await expect(nowhere.carriers()).rejects.toBeInstanceOf(GatewayUnavailable);
    const wrongKey = karrioGateway({ url, apiKey: "nope", timeoutMs: 2_000 });
    await expect(wrongKey.carriers()).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it("creates a tracker once, reads it back, and posts karrio's webhook as it moves", async () => {
    const label = await gateway().buyLabel(labelRequest("ipf-test-track"));
    const first = await gateway().track("colissimo", label.trackingNumber);
    const again = await gateway().track("colissimo", label.trackingNumber);
    expect(again.trackerId).toBe(first.trackerId);
    expect(first.status).toBe("pending");

    await fake.advance(label.trackingNumber);
    await fake.advance(label.trackingNumber, "delivery_failed");
    const read = await gateway().tracker(first.trackerId);
    expect(read.status).toBe("delivery_failed");
    expect(read.events.map((e) => e.status)).toEqual(["delivery_failed", "in_transit", "pending"]);
    expect(read.events[0]?.description).toContain("recipient absent");
    const posted = webhooks.filter((w) => w.body.data.tracking_number === label.trackingNumber);
    expect(posted.map((w) => [w.secret, w.body.event, w.body.data.status])).toEqual([
      ["whsec_test", "tracker_updated", "picked_up"],
      ["whsec_test", "tracker_updated", "delivery_failed"],
    ]);
  });
});

describe("karrio's schemas, as kept in the project", () => {
  it("refuse a request karrio would refuse", () => {
    expect(
      requestProblems("POST", "/v1/shipments", new URLSearchParams(), { shipper: { country_code: "FR" } }),
    ).toEqual(expect.arrayContaining([expect.stringContaining("must have required property 'recipient'")]));
    expect(
      requestProblems("POST", "/v1/trackers", new URLSearchParams(), {
        tracking_number: "1",
        carrier_name: "not_a_carrier",
      }),
    ).toEqual([expect.stringContaining("allowed values")]);
    expect(requestProblems("GET", "/v1/shipments", new URLSearchParams({ colour: "red" }), undefined)).toEqual([
      "query parameter colour is not karrio's",
    ]);
  });

  it("refuse an answer karrio would not give", () => {
    expect(answerProblems("GET", "/v1/trackers/{identifier}", 200, { tracking_number: "1" })).not.toEqual([]);
    expect(answerProblems("GET", "/v1/trackers/{identifier}", 418, {})).toEqual([
      "karrio does not answer GET /v1/trackers/{identifier} with 418",
    ]);
  });

  it("make the client refuse to send what karrio would refuse", async () => {
    const sent = fake.calls.get("POST /v1/trackers") ?? 0;
    await expect(gateway().track("not_a_carrier", "123")).rejects.toBeInstanceOf(GatewayContractError);
    expect(fake.calls.get("POST /v1/trackers") ?? 0).toBe(sent);
  });
});
