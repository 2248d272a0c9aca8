import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CarrierLogo } from "./CarrierLogo";

const drawn = (markup: string) =>
  new DOMParser().parseFromString(`<html dir="rtl" lang="ar"><body>${markup}</body></html>`, "text/html").body
    .firstElementChild!;

describe("CarrierLogo", () => {
  it("shows the logo, decorative beside the carrier's name, in the box it is given", () => {
    const logo = drawn(
      renderToStaticMarkup(<CarrierLogo className="pick-logo" src="/uploads/logos/a.webp" name="Aramex" />),
    );
    expect(logo.tagName).toBe("IMG");
    expect(logo.getAttribute("alt")).toBe("");
    expect(logo.className).toBe("pick-logo");
  });

  it("shows a carrier without a logo as a badge of its initials, in the same box", () => {
    const badge = drawn(renderToStaticMarkup(<CarrierLogo className="quote-logo" src={null} name="يو بي إس" />));
    expect(badge.tagName).toBe("SPAN");
    expect(badge.className).toBe("quote-logo carrier-initials");
    expect(badge.getAttribute("aria-hidden")).toBe("true");
    // Isolated, so the initials keep their order whatever the page's direction.
    expect(badge.querySelector("bdi")?.textContent).toBe("ي\u200cب");
  });
});
