import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CustomerAsks } from "./CustomerAsks";

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("#ui.CustomerAsks", () => {
  it("should list what the customer asks to remove, and their note", () => {
    const markup = renderToStaticMarkup(
      <CustomerAsks removeBills removeShoeBoxes note={"Pack flat, please\nالهدية في الأعلى"} />,
    );
    expect(text(markup)).toContain("The customer asks Remove the bills Remove the shoe boxes Pack flat, please");
    expect(markup).toContain('aria-label="The customer asks"');
    expect(markup).toContain('dir="auto"');
    expect(markup).toContain("bp6-intent-primary");
  });

  it("should leave out what was not asked, and say when nothing was", () => {
    const billsOnly = text(renderToStaticMarkup(<CustomerAsks removeBills removeShoeBoxes={false} note="  " />));
    expect(billsOnly).toContain("Remove the bills");
    expect(billsOnly).not.toContain("shoe boxes");
    expect(billsOnly).not.toContain("Nothing more");
    const nothing = renderToStaticMarkup(<CustomerAsks removeBills={false} removeShoeBoxes={false} note={null} />);
    expect(text(nothing)).toBe("The customer asks Nothing more: no instructions, no note.");
    expect(nothing).not.toContain("bp6-intent-primary");
  });

  it("should say first what the request itself asks", () => {
    const markup = renderToStaticMarkup(
      <CustomerAsks request="New photos of this parcel" removeBills={false} removeShoeBoxes={false} />,
    );
    expect(text(markup)).toBe("The customer asks New photos of this parcel");
  });
});
