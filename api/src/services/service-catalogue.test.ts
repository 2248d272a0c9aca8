import { describe, expect, it } from "vitest";
import { serviceFeeCents } from "@ipf/shared/rules/services";
import { createTestApp } from "../test/harness.js";
import { listServices, serviceByCode, servicePrice } from "./service-catalogue.js";
import { readScope } from "./work.js";

const app = await createTestApp();
const scope = () => readScope(app.deps);

describe("service catalogue", () => {
  it("seeds six services in display order, return to the shop among them", async () => {
    const codes = (await listServices(scope(), { activeOnly: true })).map((row) => row.code);
    expect(codes).toEqual([
      "content_inspection",
      "device_test",
      "open_and_scan_mail",
      "extra_protection",
      "return_to_shop",
      "express_handling",
    ]);
  });

  it("reads one entry by code, priced by the shared rule", async () => {
    const test = await serviceByCode(scope(), "device_test");
    expect(test).toMatchObject({ deliverables: ["photos", "checklist"], exclusive: true, turnaround_hours: 48 });
    expect(serviceFeeCents(servicePrice(test!), 100_000)).toBe(3000);
    expect(serviceFeeCents(servicePrice(test!), 1_000)).toBe(1000);
    const mail = await serviceByCode(scope(), "open_and_scan_mail");
    expect(mail?.name.ar).toBe("فتح البريد ومسحه ضوئياً");
    expect(serviceFeeCents(servicePrice(mail!), 1_000_000)).toBe(300);
    expect(await serviceByCode(scope(), "no_such_service")).toBeUndefined();
  });

  it("refuses a row with both a fixed price and a share, or a floor without a share", async () => {
    const base = {
      name: { en: "x", ar: "x", fr: "x" },
      description: { en: "", ar: "", fr: "" },
      deliverables: ["photos"],
      turnaround_hours: 1,
    };
    await expect(
      app.db("services").insert({ ...base, code: "both", price_cents: 100, share_basis_points: 100 }),
    ).rejects.toThrow(/services_one_price/);
    await expect(
      app.db("services").insert({ ...base, code: "floor", price_cents: 100, minimum_cents: 100 }),
    ).rejects.toThrow(/services_minimum_with_share/);
  });
});
