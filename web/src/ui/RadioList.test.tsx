import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closePage, showPage } from "../testing/showPage";
import { RadioList } from "./RadioList";

afterEach(closePage);

const list = (props: Partial<Parameters<typeof RadioList<"lost" | "damaged">>[0]> = {}) => (
  <RadioList
    legend="What happened?"
    name="claim-kind"
    choices={["lost", "damaged"] as const}
    value=""
    onChange={() => undefined}
    label={(choice) => (choice === "lost" ? "Lost" : "Damaged")}
    {...props}
  />
);

describe("RadioList", () => {
  it("offers each choice by its label, the chosen one checked, and answers the one picked", async () => {
    const onChange = vi.fn();
    const host = await showPage(list({ value: "damaged", onChange }));
    const fieldset = host.querySelector("fieldset")!;
    expect(fieldset.querySelector("legend")!.textContent).toBe("What happened?");
    expect([...fieldset.querySelectorAll("label")].map((label) => label.textContent)).toEqual(["Lost", "Damaged"]);
    const [lost, damaged] = [...fieldset.querySelectorAll<HTMLInputElement>("input[type=radio]")];
    expect([lost!.checked, damaged!.checked]).toEqual([false, true]);
    expect(lost!.name).toBe("claim-kind");
    act(() => lost!.click());
    expect(onChange).toHaveBeenCalledWith("lost");
    expect(fieldset.hasAttribute("aria-invalid")).toBe(false);
    expect(fieldset.querySelector(".field-error")).toBeNull();
  });

  it("shows its message below the choices and marks the list invalid", async () => {
    const host = await showPage(list({ error: "Choose what happened." }));
    const fieldset = host.querySelector("fieldset")!;
    expect(fieldset.getAttribute("aria-invalid")).toBe("true");
    expect(fieldset.lastElementChild!.textContent).toBe("Choose what happened.");
  });
});
