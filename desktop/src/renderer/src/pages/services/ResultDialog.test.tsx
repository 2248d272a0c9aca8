// @vitest-environment jsdom
/**
 * The result dialog of a service request: the checklist with pass or fail
 * and notes, the photos, the PDF scan checked when picked (a 20 MB scan is
 * refused with what to do), and what the service hands back required
 * before anything is sent.
 */
import type { StaffServiceRequest } from "@ipf/shared/schemas/services";
import { act } from "react";
import { button, type } from "../../testing/dom";
import { testRoot } from "../../testing/root";
import { wireCustomer } from "../../testing/wire";
import { describe, expect, it, vi } from "vitest";
import { ResultDialog } from "./ResultDialog";

const mocks = vi.hoisted(() => ({
  api: { completeServiceRequest: vi.fn(async () => ({ error: false as const, message: "ok" })) },
  photos: { photos: [] as unknown[], compressing: false, ready: [] as Blob[] },
}));
// vitest hoists these above the imports: the dialog's session, camera and photos are the test's.
vi.mock("../../session", () => ({ useSession: () => ({ api: mocks.api }) }));
vi.mock("../../ui/toaster", () => ({ toast: vi.fn() }));
vi.mock("../../devices/desk", () => ({ useDesk: () => ({ settings: { camera: { deviceId: null } } }) }));
vi.mock("../../photos/PhotoPanel", () => ({ PhotoPanel: () => null }));
vi.mock("../../photos/photos", () => ({ usePhotos: () => mocks.photos }));

const text = (en: string) => ({ en, ar: en, fr: en });
const request: StaffServiceRequest = {
  _id: "00000000-0000-4000-8000-000000000001",
  code: "device_test",
  name: text("Device function test"),
  state: "in_progress",
  note: "Check the battery please",
  fee: null,
  paid: false,
  turnaroundHours: 48,
  requestedAt: "2026-11-20T10:00:00.000Z",
  startedAt: "2026-11-20T11:00:00.000Z",
  completedAt: null,
  cancelledAt: null,
  refusedAt: null,
  refuseReason: null,
  result: null,
  parcel: { _id: "p1", packageId: "PK1", trackNumber: "TRK1", state: "in_locker" },
  user: wireCustomer({ addressHash: "IPF1" }),
  deliverables: ["photos", "checklist"],
  startedBy: "Karim",
  completedBy: null,
};

const root = testRoot(() => {
  mocks.photos.ready = [];
});
const done = vi.fn();

async function open() {
  await act(async () =>
    root.render(<ResultDialog request={request} onClose={() => undefined} onDone={done} onStale={() => undefined} />),
  );
}

const input = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;

async function pickScan(file: File) {
  const picker = document.querySelector<HTMLInputElement>("#service-scan")!;
  Object.defineProperty(picker, "files", { value: [file], configurable: true });
  await act(async () => picker.dispatchEvent(new Event("change", { bubbles: true })));
}

describe("ResultDialog", { timeout: 20_000 }, () => {
  it("sends the checklist with a failed item and its note, the photos and the note to the customer", async () => {
    mocks.photos.ready = [new Blob(["x"], { type: "image/webp" })];
    await open();
    expect(document.body.textContent).toContain("Check the battery please");
    await type(input("Item 1"), "Battery");
    await act(async () => document.querySelector<HTMLInputElement>('input[name="check-0"][value="fail"]')!.click());
    await type(input("Notes 1"), "Holds 40 %");
    await type(document.querySelector<HTMLTextAreaElement>("#service-note")!, "Works, battery weak");
    await act(async () => button("Complete")!.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

    expect(mocks.api.completeServiceRequest).toHaveBeenCalledTimes(1);
    const [id, form] = mocks.api.completeServiceRequest.mock.calls[0] as unknown as [string, FormData];
    expect(id).toBe(request._id);
    expect(JSON.parse(form.get("checklist") as string)).toEqual([
      { item: "Battery", passed: false, note: "Holds 40 %" },
    ]);
    expect(form.get("note")).toBe("Works, battery weak");
    expect(form.getAll("images")).toHaveLength(1);
    expect(done).toHaveBeenCalled();
  });

  it("says what is missing and sends nothing: no photos, or an item without pass or fail", async () => {
    await open();
    await type(input("Item 1"), "Battery");
    await act(async () => button("Complete")!.click());
    expect(document.body.textContent).toContain("Add what this service hands back: photos.");
    mocks.photos.ready = [new Blob(["x"], { type: "image/webp" })];
    await act(async () => button("Complete")!.click());
    expect(document.body.textContent).toContain("Choose pass or fail.");
    expect(mocks.api.completeServiceRequest).not.toHaveBeenCalled();
  });

  it("refuses a 20 MB scan when picked, saying what to do, and a file that is not a PDF", async () => {
    await open();
    const huge = new File([new Uint8Array(20 * 1024 * 1024)], "scan.pdf", { type: "application/pdf" });
    await pickScan(huge);
    expect(document.body.textContent).toContain("This scan is larger than 10 MB");
    await pickScan(new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(document.body.textContent).toContain("The scan must be a PDF.");
    await pickScan(new File(["%PDF-1.4"], "scan.pdf", { type: "application/pdf" }));
    expect(document.body.textContent).not.toContain("The scan must be a PDF.");
  });
});
