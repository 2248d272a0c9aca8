import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { karrioGateway } from "./lib/carriers/karrio/client.js";
import { createFakeKarrio } from "./lib/carriers/karrio/fake.js";
import { makeStaff, makeWarehouse, makeCustomer } from "./test/factories.js";
import { makeCarrier, makeLabelReadyParcel } from "./test/factories-parcels.js";
import type { TestResponse } from "./test/harness.js";
import { startInstances } from "./test/instances.js";

// One API process buying labels through karrio, killed with SIGKILL at random moments while two
// desks buy the labels of the same paid parcels at once; after each restart every purchase is sent
// again until it answers. karrio (the fake, over HTTP in this process, so it outlives the API) must
// have sold exactly one shipment per parcel, and each parcel must have one live label, that one.
// CRASH_KILLS sets how many kills (npm run test:crash: 50).
const KILLS = Number(process.env.CRASH_KILLS ?? 3);
const PARCELS_PER_ROUND = 4;
const API_KEY = "key_crash_test";

// Each purchase takes a little while at karrio, so that kills land during purchases.
const fake = createFakeKarrio({ apiKey: API_KEY, purchaseDelayMs: 150 });
const server = createServer((request, response) => {
  fake.handle(request, response, request.url ?? "/").catch((error: unknown) => {
    response.writeHead(500).end(String(error));
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const karrioUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
/** The test's own view of karrio, through the same client the product uses. */
const karrio = karrioGateway({ url: karrioUrl, apiKey: API_KEY, timeoutMs: 5_000 });

const cluster = await startInstances(1, {
  KARRIO_URL: karrioUrl,
  KARRIO_API_KEY: API_KEY,
  KARRIO_WEBHOOK_SECRET: "karrio-crash-test-webhook-secret",
  // A purchase begun by a killed process is waited for this plus a margin before it is bought again.
  KARRIO_TIMEOUT_SECONDS: "2",
});
const api = cluster.instances[0]!;
const { db, tokens } = cluster;

// Two desks: an admin and a support agent, both allowed to ship.
const desks = await Promise.all(
  ([1, 2] as const).map(async (group_id) => {
    const staff = await makeStaff(db, { group_id });
    return tokens.sign("staff", staff.id, staff.token_version);
  }),
);
const warehouse = await makeWarehouse(db);
const customer = await makeCustomer(db);
const carrier = await makeCarrier(db, warehouse.id, {
  engine_carrier: "colissimo",
  engine_service: "colissimo_international",
});

/** A paid parcel to Algeria, its offer on the linked carrier, its lines declared for customs. */
const paidParcel = () =>
  makeLabelReadyParcel(db, { customerId: customer.id, warehouseId: warehouse.id, carrierId: carrier.id });

const buy = (token: string, packageId: string) =>
  api.request("POST", "/api/packages/shipping/label", {
    token,
    body: { packageId, weight: 2.4, length: 30, width: 20, height: 10, format: "PDF" },
  });
/** The answer, or undefined when the process died before answering. */
const answerOf = (sent: Promise<TestResponse>) =>
  sent.then(
    (res) => res,
    () => undefined,
  );
const figures = {
  kills: 0,
  killsAfterASale: 0,
  parcels: 0,
  unanswered: 0,
  retries: 0,
  alreadyBought: 0,
  underWay: 0,
  engineLate: 0,
};

/**
 * An answer that asks the desk to press again: a purchase still under way elsewhere, or the engine
 * late past the short timeout these tests set on a loaded machine ("nothing was bought. Try again").
 */
function asksToPressAgain(answer: TestResponse): boolean {
  if (answer.status === 409 && answer.body.code === "LABEL_PURCHASE_UNDER_WAY") figures.underWay++;
  else if (answer.status === 503 && answer.body.code === "ENGINE_UNAVAILABLE") figures.engineLate++;
  else return false;
  return true;
}

/** What the desk does on no answer: press the button again, until the API answers. */
async function untilAnswered(token: string, packageId: string): Promise<TestResponse> {
  for (;;) {
    figures.retries++;
    const answer = await answerOf(buy(token, packageId));
    // A purchase the killed process began may still be completing at karrio: asked again later.
    if (answer && !asksToPressAgain(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Shipments karrio sold for this parcel, over every reference the parcel's labels ever had. */
const purchasesOf = (parcelCode: string) =>
  [...fake.purchases].filter(([reference]) => reference.startsWith(`ipf-${parcelCode}-`));
const totalPurchases = () => [...fake.purchases.values()].reduce((sum, n) => sum + n, 0);

describe("an API process killed while two desks buy labels", () => {
  it(
    "buys exactly one shipment per parcel at karrio and keeps it as the parcel's one live label",
    async () => {
      const started = Date.now();
      for (let round = 0; round < KILLS; round++) {
        const parcels = await Promise.all(Array.from({ length: PARCELS_PER_ROUND }, () => paidParcel()));
        const before = totalPurchases();
        let answered = 0;
        const sent = parcels.flatMap((parcel) =>
          desks.map((token) => ({
            token,
            parcel,
            answer: answerOf(buy(token, parcel.id)).then((res) => {
              if (res) answered++;
              return res;
            }),
          })),
        );
        // The kill, in turn: at a random moment in the first purchases; just after karrio sold the
        // round's first shipment (bought there, not yet recorded here); once some desks have their
        // answer and others still wait.
        const waitFor = async (done: () => boolean) => {
          const deadline = Date.now() + 30_000;
          while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
        };
        const moment = round % 3;
        if (moment === 0) {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
        } else if (moment === 1) {
          await waitFor(() => totalPurchases() > before);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
        } else {
          const some = 1 + Math.floor(Math.random() * (sent.length - 1));
          await waitFor(() => answered >= some);
        }
        figures.killsAfterASale += totalPurchases() > before ? 1 : 0;
        await api.kill("SIGKILL");
        figures.kills++;
        const answers = await Promise.all(sent.map((s) => s.answer));
        await api.restart();

        const final = await Promise.all(
          sent.map(async ({ token, parcel }, i) => {
            const answer = answers[i];
            if (answer && !asksToPressAgain(answer)) return answer;
            if (!answer) figures.unanswered++;
            return untilAnswered(token, parcel.id);
          }),
        );
        for (const [i, answer] of final.entries()) {
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          if (answer.body.alreadyBought) figures.alreadyBought++;
          expect(answer.body.label.trackNumber, sent[i]!.parcel.parcel_code).toBeTruthy();
        }

        for (const parcel of parcels) {
          const bought = purchasesOf(parcel.parcel_code);
          expect(
            bought.map(([, count]) => count).reduce((a, b) => a + b, 0),
            parcel.parcel_code,
          ).toBe(1);
          const [reference] = bought[0]!;

          const live = await db("parcel_labels")
            .where({ parcel_id: parcel.id })
            .whereIn("state", ["purchasing", "purchased"]);
          expect(live, parcel.parcel_code).toHaveLength(1);
          const label = live[0];
          expect(label.state).toBe("purchased");
          expect(label.reference).toBe(reference);
          const shipment = await karrio.findLabel(reference);
          expect(label.shipment_id).toBe(shipment!.shipmentId);
          expect(label.tracking_number).toBe(shipment!.trackingNumber);

          const shipped = await db("parcels").where({ id: parcel.id }).first();
          expect(shipped.state).toBe("shipped");
          expect(shipped.shipped_track_number).toBe(shipment!.trackingNumber);
          const tracker = await db("parcel_trackers").where({ parcel_id: parcel.id }).first();
          expect(tracker.tracking_number).toBe(shipment!.trackingNumber);
          // Both desks were told the same label.
          const told = final.filter((_, i) => sent[i]!.parcel.id === parcel.id).map((a) => a.body.label.trackNumber);
          expect(told).toEqual([shipment!.trackingNumber, shipment!.trackingNumber]);
          // The document is there to reprint.
          const reprint = await api.request("GET", `/api/packages/shipping/label/${parcel.id}`, { token: desks[0] });
          expect(reprint.status).toBe(200);
          expect(
            Buffer.from(reprint.body.document as string, "base64")
              .subarray(0, 5)
              .toString(),
          ).toBe("%PDF-");
        }
        figures.parcels += parcels.length;
        expect(totalPurchases()).toBe(figures.parcels);
        expect(fake.violations).toEqual([]);
      }
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(
        `label crash test: ${JSON.stringify({ ...figures, purchases: totalPurchases(), seconds })}\n`,
      );
    },
    KILLS * 30_000 + 60_000,
  );
});
