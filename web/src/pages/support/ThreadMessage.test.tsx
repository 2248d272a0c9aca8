import { catalogues } from "@ipf/shared/i18n/index";
import type { SupportMessage } from "@ipf/shared/schemas/support";
import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { UserText } from "../../ui/UserText";
import { ThreadMessage } from "./ThreadMessage";

const { ar } = catalogues;

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "ar", resources: { ar: { translation: ar } } });
});

const reply: SupportMessage = {
  _id: "m1",
  message: "Thank you!",
  file: null,
  fileName: null,
  isAdmin: true,
  createdAt: "2026-03-07T10:00:00Z",
  report: null,
};

/** The markup as the Arabic site renders it, read back as a document inside a right-to-left page. */
function rendered(markup: string): Document {
  return new DOMParser().parseFromString(`<html dir="rtl" lang="ar"><body>${markup}</body></html>`, "text/html");
}

describe("ThreadMessage", () => {
  it("gives a staff reply in English its own direction in an Arabic thread", () => {
    const when = new Intl.DateTimeFormat("ar", { dateStyle: "medium" });
    const page = rendered(
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <ThreadMessage entry={reply} when={when} />
        </I18nextProvider>,
      ),
    );
    const text = page.querySelector(".bubble-text")!;
    expect(text.textContent).toBe("Thank you!");
    expect(text.getAttribute("dir")).toBe("auto");
  });
});

describe("ThreadMessage's attachment", () => {
  const when = new Intl.DateTimeFormat("ar", { dateStyle: "medium" });
  const link = (entry: SupportMessage) =>
    rendered(
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <ThreadMessage entry={entry} when={when} />
        </I18nextProvider>,
      ),
    ).querySelector("a.bubble-file")!;

  it("names a file as it was sent, isolated from the Arabic around it", () => {
    const pdf = link({ ...reply, file: "/uploads/support/a.pdf?sig=1", fileName: "invoice 2026.pdf" });
    expect(pdf.getAttribute("href")).toBe("/uploads/support/a.pdf?sig=1");
    expect(pdf.querySelector("bdi")?.textContent).toBe("invoice 2026.pdf");
    expect(pdf.querySelector("img")).toBeNull();
  });

  it("shows a picture as a thumbnail over its name", () => {
    const picture = link({ ...reply, file: "/uploads/support/b.webp?sig=1", fileName: "photo.jpg" });
    expect(picture.querySelector("img")?.getAttribute("src")).toBe("/uploads/support/b.webp?sig=1");
    expect(picture.textContent).toBe("photo.jpg");
  });

  it("says 'attachment' for a file sent before names were kept", () => {
    const old = link({ ...reply, file: "/uploads/support/a.pdf?sig=1", fileName: null });
    expect(old.textContent).toBe(ar.support.attachment);
  });
});

describe("UserText", () => {
  it("isolates a typed text inside a line of the other direction", () => {
    const page = rendered(
      renderToStaticMarkup(
        <p>
          المتجر: <UserText>Zara!</UserText>
        </p>,
      ),
    );
    const isolated = page.querySelector("p > bdi")!;
    expect(isolated.textContent).toBe("Zara!");
    // A <bdi> takes the direction of its first letter unless told otherwise.
    expect(isolated.hasAttribute("dir")).toBe(false);
  });
});
