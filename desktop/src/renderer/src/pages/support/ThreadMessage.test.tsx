// @vitest-environment jsdom
import type { SupportMessage } from "@ipf/shared/schemas/support";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import "../../i18n";
import { ThreadMessage } from "./ThreadMessage";

const message = (fields: Partial<SupportMessage>): SupportMessage => ({
  _id: "m1",
  message: "",
  file: null,
  isAdmin: false,
  createdAt: "2026-03-07T10:00:00Z",
  report: null,
  ...fields,
});

/** The message as the thread draws it. */
function rendered(entry: SupportMessage, customer = "يوسف بن علي"): HTMLElement {
  const page = new DOMParser().parseFromString(
    `<ol>${renderToStaticMarkup(<ThreadMessage message={entry} customer={customer} />)}</ol>`,
    "text/html",
  );
  return page.querySelector("li")!;
}

describe("ThreadMessage", () => {
  it("gives each message's text its own direction: an Arabic message, a reply in English", () => {
    for (const text of ["شكرا جزيلا!", "Thank you!"]) {
      const paragraph = rendered(message({ message: text, isAdmin: text.startsWith("T") })).querySelector(
        ".ipf-message-text",
      )!;
      expect([paragraph.textContent, paragraph.getAttribute("dir")]).toEqual([text, "auto"]);
    }
  });

  it("isolates the customer's name beside the time", () => {
    const name = rendered(message({ message: "مرحبا" })).querySelector(".ipf-message-meta bdi");
    expect(name?.textContent).toBe("يوسف بن علي");
  });
});
