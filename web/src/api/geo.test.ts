import { afterEach, describe, expect, it, vi } from "vitest";
import { detectCountry, guessCountry } from "./geo";

afterEach(() => vi.unstubAllGlobals());

describe("country detection", () => {
  it("guesses from the browser's locales", () => {
    expect(guessCountry(["fr-DZ", "fr"])).toBe("DZ");
    expect(guessCountry(["ar"])).toBe("EG");
    expect(guessCountry(["not a locale"])).toBe("");
  });

  it("takes the server's answer first", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: false, country: "ma" }), { status: 200 })),
    );
    await expect(detectCountry()).resolves.toBe("MA");
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe("/api/geo/country");
  });

  it("falls back to the locales, then to the United States", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    vi.stubGlobal("navigator", { languages: ["fr-TN"] });
    await expect(detectCountry()).resolves.toBe("TN");
    vi.stubGlobal("navigator", { languages: [] });
    await expect(detectCountry()).resolves.toBe("US");
  });
});
