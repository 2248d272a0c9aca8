import { request as httpRequest, type ClientRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { makeCustomer, makeStaff } from "../test/factories.js";
import { intakeFields, makeWarehouse, pngImage, sendForm } from "../test/factories-parcels.js";
import { createTestApp } from "../test/harness.js";
import { INSTANCE_UPLOAD_LIMITS, UPLOAD_LIMITS } from "./upload-gate.js";

// Across all accounts, one instance reads at most INSTANCE_UPLOAD_LIMITS.bytes of upload bodies at
// once and lets INSTANCE_UPLOAD_LIMITS.waiting more wait; the next upload is refused at once.
const app = await createTestApp();
const warehouse = await makeWarehouse(app.db);
const customer = await makeCustomer(app.db);
const tokenOf = async () => {
  const staff = await makeStaff(app.db, { group_id: 1 });
  return app.deps.tokens.sign("staff", staff.id, staff.token_version);
};

const BOUNDARY = "----ipfgatetest";
/** An intake whose body is declared at `declared` bytes and left half sent: it holds its place. */
function stalledIntake(token: string, declared: number, track: string): ClientRequest {
  const url = new URL(app.url);
  const req = httpRequest({
    host: url.hostname,
    port: url.port,
    method: "POST",
    path: "/api/packages/add",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      "content-length": declared,
    },
  });
  req.on("error", () => undefined);
  req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="trackNumber"\r\n\r\n${track}\r\n`);
  return req;
}

describe("uploads across all accounts of one instance", () => {
  it("refuses one over the instance's budget with 429 SERVER_BUSY and Retry-After, storing nothing", async () => {
    const { bytes, waiting, retryAfterSeconds } = INSTANCE_UPLOAD_LIMITS;
    // Bodies of 12 MB: as many as fit the budget run (one at least), the next `waiting` wait on the
    // instance; every account runs its two, so none waits on its account.
    const declared = 12 * 1024 * 1024;
    const holders = Math.max(1, Math.floor(bytes / declared)) + waiting;
    const accounts = await Promise.all(
      Array.from({ length: Math.ceil(holders / UPLOAD_LIMITS.running) }, () => tokenOf()),
    );
    const stalled = Array.from({ length: holders }, (_, i) =>
      stalledIntake(accounts[Math.floor(i / UPLOAD_LIMITS.running)]!, declared, `1ZGATE${i}`),
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const extra = await sendForm(app, "/api/packages/add", intakeFields("1ZGATEEXTRA", warehouse.id, customer.id), {
        token: await tokenOf(),
        files: [await pngImage()],
      });
      expect(extra.status).toBe(429);
      expect(extra.body.code).toBe("SERVER_BUSY");
      expect(extra.headers.get("retry-after")).toBe(String(retryAfterSeconds));
      expect(await app.db("parcels").where({ track_number: "1ZGATEEXTRA" })).toEqual([]);
    } finally {
      for (const req of stalled) req.destroy();
    }
    // Once the others are gone, the budget is free again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await sendForm(app, "/api/packages/add", intakeFields("1ZGATEAFTER", warehouse.id, customer.id), {
      token: await tokenOf(),
      files: [await pngImage()],
    });
    expect(after.status).toBe(201);
    expect(await app.db("parcels").whereLike("track_number", "1ZGATE%").pluck("track_number")).toEqual(["1ZGATEAFTER"]);
  });
});
