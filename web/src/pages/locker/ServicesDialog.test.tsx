import type { ParcelServicesResponse } from "@ipf/shared/schemas/services";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeDialog, showDialog } from "../../testing/showDialog";
import { ServicesDialog } from "./ServicesDialog";

const text = (en: string) => ({ en, ar: en, fr: en });
const service = (
  code: string,
  fee: number,
  unavailable: ParcelServicesResponse["services"][number]["unavailable"],
) => ({
  code,
  name: text(code.replaceAll("_", " ")),
  description: text(`About ${code}`),
  deliverables: ["photos" as const],
  turnaroundHours: 48,
  fee,
  unavailable,
});
const request = (fields: Partial<ParcelServicesResponse["requests"][number]>) => ({
  _id: "r1",
  code: "device_test",
  name: text("Device function test"),
  state: "requested" as const,
  note: "Check the battery",
  fee: null,
  paid: false,
  turnaroundHours: 48,
  requestedAt: "2026-11-20T10:00:00.000Z",
  startedAt: null,
  completedAt: null,
  cancelledAt: null,
  refusedAt: null,
  refuseReason: null,
  result: null,
  ...fields,
});

/** The API answering the parcel's services with `answer`, and recording what the dialog sends. */
function apiAnswers(answer: ParcelServicesResponse) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === "GET") return new Response(JSON.stringify(answer));
      return new Response(JSON.stringify({ error: false, message: "ok", request: request({}) }), { status: 201 });
    }),
  );
  return calls;
}

afterEach(closeDialog);

const open = () => showDialog(<ServicesDialog parcel={{ _id: "p1", packageId: "PK1" }} onClose={() => undefined} />);

const button = (host: HTMLElement, label: string, within: ParentNode = host) =>
  [...within.querySelectorAll("button")].find((b) => b.textContent?.trim() === label);

describe("the customer's services panel", () => {
  it("lists each service with its fee for the parcel and its promise, or why it cannot be asked now", async () => {
    apiAnswers({
      error: false,
      services: [service("device_test", 10, null), service("open_and_scan_mail", 3, "mailOnly")],
      requests: [],
      dueFees: [],
    });
    const host = await open();
    const device = host.querySelector('[data-testid="service-device_test"]')!;
    expect(device.textContent).toContain("$10.00");
    expect(device.textContent).toContain("Within 48 hours");
    expect(button(host, "Ask for it", device)).toBeDefined();
    const mail = host.querySelector('[data-testid="service-open_and_scan_mail"]')!;
    expect(mail.textContent).toContain("For mail only");
    expect(button(host, "Ask for it", mail)).toBeUndefined();
    expect(host.textContent).toContain("No service requested yet.");
  });

  it("sends the request with the customer's note", async () => {
    const calls = apiAnswers({ error: false, services: [service("device_test", 10, null)], requests: [], dueFees: [] });
    const host = await open();
    await act(async () => button(host, "Ask for it")!.click());
    const note = host.querySelector<HTMLTextAreaElement>("textarea")!;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
      setter.call(note, "Test the camera too");
      note.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => button(host, "Send the request")!.click());
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.url).toContain("/api/packages/p1/services");
    expect(sent?.body).toEqual({ code: "device_test", note: "Test the camera too" });
    expect(host.textContent).toContain("Request sent");
  });

  it("shows a finished request's report, failed items apart, its photos, scan and fee; a requested one can be cancelled", async () => {
    apiAnswers({
      error: false,
      services: [],
      requests: [
        request({
          _id: "r2",
          state: "completed",
          fee: 10,
          result: {
            photos: ["/uploads/parcels/a.webp"],
            scan: "/uploads/services/s.pdf",
            checklist: [
              { item: "Screen", passed: true, note: "" },
              { item: "Battery", passed: false, note: "Holds 40 %" },
            ],
            note: "Works, battery weak",
          },
        }),
        request({ _id: "r1" }),
      ],
      dueFees: [{ name: text("Device function test"), fee: 10 }],
    });
    const host = await open();
    const result = host.querySelector('[data-testid="service-result"]')!;
    expect(result.querySelectorAll('[data-testid="check-failed"]')).toHaveLength(1);
    expect(result.querySelector('[data-testid="check-failed"]')!.textContent).toContain("Holds 40 %");
    expect(result.querySelectorAll("img")).toHaveLength(1);
    expect(result.querySelector('a[href="/uploads/services/s.pdf"]')).not.toBeNull();
    expect(host.textContent).toContain("Added to the shipping payment");
    const [done, open_] = [...host.querySelectorAll('[data-testid="service-request"]')];
    expect(button(host, "Cancel the request", done!)).toBeUndefined();
    expect(button(host, "Cancel the request", open_!)).toBeDefined();
  });
});
