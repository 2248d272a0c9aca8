// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HintIcon } from "./HintIcon";

describe("HintIcon", () => {
  it("is a named image that takes the focus for its tooltip, and hides nothing focusable", () => {
    const markup = renderToStaticMarkup(<HintIcon icon="warning-sign" intent="danger" label="Suspicious customer" />);
    const doc = new DOMParser().parseFromString(markup, "text/html");
    const focusable = [...doc.querySelectorAll("[tabindex]")];
    expect(focusable).toHaveLength(1);
    expect(focusable[0]?.getAttribute("role")).toBe("img");
    expect(focusable[0]?.getAttribute("aria-label")).toBe("Suspicious customer");
    expect(focusable[0]?.closest("[aria-hidden]")).toBeNull();
    for (const hidden of doc.querySelectorAll('[aria-hidden="true"]')) {
      expect(hidden.querySelector("[tabindex]")).toBeNull();
    }
  });
});
