/**
 * A label purchase whose instance dies while karrio is still buying: the
 * desk's retry reaches the other instance at once, finds nothing at karrio
 * yet, and must not buy a second label. It waits on the attempt recorded
 * before karrio was called, finds the first label once karrio has it, and
 * karrio sells one shipment.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, expect, it } from "vitest";
import { createFakeKarrio } from "./lib/carriers/karrio/fake.js";
import { makeCustomer, makeStaff, makeWarehouse } from "./test/factories.js";
import { makeCarrier, makeLabelReadyParcel } from "./test/factories-parcels.js";
import { startInstances } from "./test/instances.js";

const API_KEY = "key_inflight";
// Each purchase takes karrio 3 s: long enough to kill the instance in the middle of it.
const fake = createFakeKarrio({ apiKey: API_KEY, purchaseDelayMs: 3_000 });
const server = createServer((request, response) => {
  fake
    .handle(request, response, request.url ?? "/")
    .catch((error: unknown) => response.writeHead(500).end(String(error)));
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const cluster = await startInstances(2, {
  KARRIO_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  KARRIO_API_KEY: API_KEY,
  KARRIO_WEBHOOK_SECRET: "karrio-inflight-webhook-secret",
});
const [dying, other] = cluster.instances;
const staff = await makeStaff(cluster.db, { group_id: 1 });
const token = cluster.tokens.sign("staff", staff.id, staff.token_version);
const warehouse = await makeWarehouse(cluster.db);
const customer = await makeCustomer(cluster.db);
const carrier = await makeCarrier(cluster.db, warehouse.id, {
  engine_carrier: "colissimo",
  engine_service: "colissimo_international",
});

const paidParcel = () =>
  makeLabelReadyParcel(cluster.db, { customerId: customer.id, warehouseId: warehouse.id, carrierId: carrier.id });

it("waits for the purchase a dead instance left under way at karrio, and keeps its label", async () => {
  const parcel = await paidParcel();
  const body = { packageId: parcel.id, weight: 2.4, length: 30, width: 20, height: 10, format: "PDF" };
  const first = dying!.request("POST", "/api/packages/shipping/label", { token, body }).catch(() => undefined);
  while ((fake.calls.get("POST /v1/shipments") ?? 0) < 1) await new Promise((resolve) => setTimeout(resolve, 5));
  await dying!.kill("SIGKILL");
  await first;

  const retry = await other!.request("POST", "/api/packages/shipping/label", { token, body });
  expect(retry.status, JSON.stringify(retry.body)).toBe(200);
  const [label] = await cluster.db("parcel_labels").where({ parcel_id: parcel.id });
  expect(label).toMatchObject({ state: "purchased", tracking_number: retry.body.label.trackNumber });
  expect([...fake.purchases.values()]).toEqual([1]);
  expect(fake.violations).toEqual([]);
}, 60_000);
