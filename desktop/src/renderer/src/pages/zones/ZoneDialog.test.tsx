// @vitest-environment jsdom
/**
 * The zone dialog's save when countries would be left in no zone: it lists
 * them and saves only once asked again, for those very countries; and the
 * API's list, when the zones changed meanwhile, is asked about the same way.
 */
import type { EditZoneRequest, Zone } from "@ipf/shared/schemas/rates";
import { act } from "react";
import { button, click, type } from "../../testing/dom";
import { testRoot } from "../../testing/root";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api";
import { ZoneDialog } from "./ZoneDialog";

const editZone = vi.fn(async (_id: string, body: EditZoneRequest) => ({
  error: false as const,
  message: "Updated Successfully",
  zone: { _id: "maghreb", name: "Maghreb", countries: body.countries },
}));
// vitest hoists this above the imports: the dialog reads this session.
vi.mock("../../session", () => ({ useSession: () => ({ api: { editZone } }) }));
// A real toast leaves its closing timer behind, which can fire once the file's jsdom is gone.
const toasted = vi.hoisted(() => vi.fn());
vi.mock("../../ui/toaster", () => ({ toast: toasted }));

const maghreb: Zone = { _id: "maghreb", name: "Maghreb", countries: ["DZ", "EH", "MA"] };
const africa: Zone = { _id: "africa", name: "Africa", countries: ["DZ", "EG"] };

const root = testRoot();
const done = vi.fn();

async function open() {
  await act(async () =>
    root.render(
      <ZoneDialog
        zone={maghreb}
        zones={[maghreb, africa]}
        onClose={() => undefined}
        onDone={done}
        onStale={() => undefined}
      />,
    ),
  );
}

/** A country's checkbox, found through the dialog's search: the list drawn is then that country alone. */
async function country(name: string) {
  const search = document.querySelector<HTMLInputElement>('input[type="search"]')!;
  await type(search, name);
  return [...document.querySelectorAll<HTMLLabelElement>(".ipf-zone-country")]
    .find((label) => label.textContent?.startsWith(name))!
    .querySelector("input")!;
}
const warning = () => document.querySelector('[data-testid="zone-left-uncovered"]');

// The dialog opens with every country drawn, some 250 checkboxes: slow in jsdom.
describe("ZoneDialog, countries left in no zone", { timeout: 30_000 }, () => {
  it("lists them on save, and saves once asked again for the same countries", async () => {
    await open();
    await click(await country("Western Sahara"));
    await click(await country("Morocco"));
    await click(button("Save zone"));
    expect(editZone).not.toHaveBeenCalled();
    expect(warning()?.textContent).toContain("Saving leaves 2 countries in no zone");
    expect(warning()?.textContent).toContain("Morocco (MA), Western Sahara (EH)");

    // Ticked again, Morocco is no longer left out: the save asks again, about Western Sahara alone.
    await click(await country("Morocco"));
    expect(warning()).toBeNull();
    expect(button("Save anyway")).toBeUndefined();
    await click(button("Save zone"));
    expect(warning()?.textContent).toContain("Western Sahara (EH)");
    expect(warning()?.textContent).not.toContain("Morocco");
    await click(button("Save anyway"));
    expect(editZone).toHaveBeenCalledWith("maghreb", {
      name: "Maghreb",
      countries: ["DZ", "MA"],
      allowUncovered: ["EH"],
    });
    expect(done).toHaveBeenCalled();
  });

  it("asks about the API's list when the zones changed meanwhile, which the screen could not see", async () => {
    await open();
    await click(await country("Algeria"));
    editZone.mockRejectedValueOnce(
      new ApiError(409, "COUNTRIES_UNCOVERED", "in no zone", undefined, undefined, { countries: ["DZ"] }),
    );
    await click(button("Save zone"));
    expect(editZone).toHaveBeenCalledWith("maghreb", {
      name: "Maghreb",
      countries: ["EH", "MA"],
      allowUncovered: [],
    });
    expect(warning()?.textContent).toContain("Algeria (DZ)");
    await click(button("Save anyway"));
    expect(editZone).toHaveBeenLastCalledWith("maghreb", {
      name: "Maghreb",
      countries: ["EH", "MA"],
      allowUncovered: ["DZ"],
    });
  });
});
