// @vitest-environment jsdom
/**
 * The shipping-request queue draws the rows the API sends for its table
 * (`view=rows`) and reads a request's whole parcel only when its dialog
 * opens: details, then approve from them without reading it again; a parcel
 * gone meanwhile is said and the list reloaded.
 */
import { act } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api";
import { settle, testRoot } from "../../testing/root";
import { wireParcel, wireParcelRow, wireShippingAddress } from "../../testing/wire";
import { ShippingRequestsPage } from "./ShippingRequestsPage";

const row = wireParcelRow({
  _id: "p1",
  packageId: "P7K2M9QX",
  trackNumber: "LX123456789FR",
  state: "awaiting_approval",
  awaitingApprove: true,
  approveTime: "2026-11-21T10:00:00.000Z",
});
const whole = wireParcel({
  _id: "p1",
  state: "awaiting_approval",
  awaitingApprove: true,
  approveTime: "2026-11-21T10:00:00.000Z",
  user: row.user,
  shippingAddress: wireShippingAddress(),
});

const mocks = vi.hoisted(() => ({
  api: {
    approvals: vi.fn(),
    parcel: vi.fn(),
    carriers: vi.fn(async () => []),
    quote: vi.fn(async () => []),
    liveRates: vi.fn(() => new Promise(() => undefined)),
  },
}));
// vitest hoists these above the imports: the page reads this session, an admin's.
vi.mock("../../session", () => ({
  useSession: () => ({ api: mocks.api }),
  useStaff: () => ({ groupId: 1 }),
}));
vi.mock("../../ui/toaster", () => ({ toast: vi.fn() }));

const root = testRoot();

async function draw() {
  mocks.api.approvals.mockResolvedValue({ error: false, packages: [row], requestCount: 1, pageCount: 1 });
  await act(async () =>
    root.render(
      <MemoryRouter>
        <ShippingRequestsPage />
      </MemoryRouter>,
    ),
  );
  await settle();
}

const button = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll("button")].find((b) => b.textContent?.trim().startsWith(text) || b.title === text);
const click = (element: HTMLElement | undefined) =>
  act(async () => {
    element!.click();
  });
const dialog = () => document.querySelector<HTMLElement>(".bp6-dialog");

describe("ShippingRequestsPage", { timeout: 20_000 }, () => {
  it("draws the table's rows, and reads the whole parcel once, when a row's dialog opens", async () => {
    await draw();
    expect(mocks.api.approvals).toHaveBeenCalled();
    const table = document.querySelector("table")!;
    expect(table.textContent).toContain("Amina Benali");
    expect(table.querySelector('[data-testid="track-number"]')?.textContent).toBe("LX123456789FR");
    expect(mocks.api.parcel).not.toHaveBeenCalled();

    let answer!: (parcel: typeof whole) => void;
    mocks.api.parcel.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await click(button("Details", table));
    expect(mocks.api.parcel).toHaveBeenCalledWith("p1");
    expect(dialog()?.textContent).toContain("Shipping request P7K2M9QX");
    expect(dialog()?.querySelector('[data-testid="parcel-reading"]')).not.toBeNull();

    await act(async () => answer(whole));
    await settle();
    // The whole parcel: its address, which the row does not carry.
    expect(dialog()?.textContent).toContain("16000 Alger");
    await click(button("Approve", dialog()!));
    await settle();
    expect(dialog()?.textContent).toContain("Approve P7K2M9QX");
    expect(mocks.api.parcel).toHaveBeenCalledTimes(1);
    expect(mocks.api.carriers).toHaveBeenCalled();
  });

  it("says a parcel gone since the page was drawn, and loads the list again", async () => {
    await draw();
    const loads = mocks.api.approvals.mock.calls.length;
    mocks.api.parcel.mockRejectedValue(new ApiError(404, "NOT_FOUND", "Package not found"));
    await click(button("Details", document.querySelector("table")!));
    await settle();
    expect(dialog()?.textContent).toContain("This parcel is no longer there");
    expect(mocks.api.approvals.mock.calls.length).toBeGreaterThan(loads);
  });
});
