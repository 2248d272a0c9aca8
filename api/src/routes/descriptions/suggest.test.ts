import { describe, expect, it } from "vitest";
import { customerToken, createStaffTestApp, makeCustomer, makeStaff, staffToken } from "../../test/factories.js";

const { app, token: intake } = await createStaffTestApp(3);
const customer = customerToken(app, await makeCustomer(app.db));
const path = "/api/descriptions/suggest";

await app.db("package_descriptions").insert([
  {
    category: "Electronics",
    description: "Phone case",
    description_ar: "جراب هاتف",
    description_fr: "Coque de téléphone",
    hs_code: "392690",
  },
  { category: "Electronics", description: "Smartphone", description_ar: "هاتف ذكي", hs_code: "851713" },
  {
    category: "Electronics",
    description: "Mobile phone charger",
    description_ar: "شاحن هاتف محمول",
    description_fr: "Chargeur de téléphone mobile",
    hs_code: "850440",
  },
  {
    category: "Electronics",
    description: "Landline telephone",
    description_ar: "هاتف أرضي",
    description_fr: "Téléphone fixe",
    hs_code: "851711",
  },
  { category: "Mail", description: "Letter", hs_code: null },
]);

const suggest = (q: string, lang: string, { token }: { token?: string } = { token: customer }) =>
  app.request("GET", `${path}?${new URLSearchParams({ q, lang }).toString()}`, { token });
const descriptionsFor = async (q: string, lang: string) => {
  const res = await suggest(q, lang);
  expect(res.status).toBe(200);
  return (res.body as { suggestions: { description: string }[] }).suggestions.map((s) => s.description);
};

describe("#descriptions.suggest", () => {
  it("ranks English texts starting with the query, then a word starting with it, then the rest", async () => {
    expect(await descriptionsFor("PHONE", "en")).toEqual([
      "Phone case",
      "Mobile phone charger",
      "Smartphone",
      "Landline telephone",
    ]);
    const [best] = (await suggest("phone c", "en")).body.suggestions as unknown[];
    expect(best).toEqual({
      _id: expect.any(String),
      description: "Phone case",
      category: "Electronics",
      hsCode: "392690",
    });
  });

  it("finds a misspelt description by its likeness", async () => {
    expect(await descriptionsFor("chargr", "en")).toEqual(["Mobile phone charger"]);
  });

  it("ranks French texts, accents aside, and falls back to English where French is missing", async () => {
    expect(await descriptionsFor("telephone", "fr")).toEqual([
      "Téléphone fixe",
      "Coque de téléphone",
      "Chargeur de téléphone mobile",
    ]);
    expect(await descriptionsFor("smart", "fr")).toEqual(["Smartphone"]);
  });

  it("ranks Arabic texts, the hamza aside, and falls back to English where Arabic is missing", async () => {
    expect(await descriptionsFor("هاتف", "ar")).toEqual(["هاتف ذكي", "هاتف أرضي", "جراب هاتف", "شاحن هاتف محمول"]);
    expect(await descriptionsFor("ارضي", "ar")).toEqual(["هاتف أرضي"]);
    const letter = await suggest("lett", "ar");
    expect(letter.body).toEqual({ suggestions: [expect.objectContaining({ description: "Letter", hsCode: null })] });
  });

  it("reads the query as text, not as a pattern", async () => {
    expect(await descriptionsFor("%_", "en")).toEqual([]);
  });

  it("answers at most 8 suggestions", async () => {
    await app
      .db("package_descriptions")
      .insert(Array.from({ length: 10 }, (_, i) => ({ category: "Bulk", description: `Widget ${i}` })));
    expect(await descriptionsFor("widget", "en")).toHaveLength(8);
  });

  it("should require a signed-in customer or a staff member allowed to read the catalogue", async () => {
    expect((await suggest("phone", "en", {})).status).toBe(401);
    expect((await suggest("phone", "en", { token: intake })).status).toBe(200);
    const other = staffToken(app, await makeStaff(app.db, { group_id: 4 }));
    expect((await suggest("phone", "en", { token: other })).status).toBe(403);
  });

  it("refuses a query too short or too long, or a language it does not speak, by field", async () => {
    const refused = async (query: Record<string, string>) => {
      const res = await app.request("GET", `${path}?${new URLSearchParams(query).toString()}`, { token: customer });
      expect(res.status).toBe(400);
      return (res.body as { fields: Record<string, string> }).fields;
    };
    expect(await refused({ q: " p ", lang: "en" })).toEqual({ q: "queryTooShort" });
    expect(await refused({ q: "p".repeat(81), lang: "en" })).toEqual({ q: "queryTooLong" });
    expect(await refused({ q: "phone", lang: "de" })).toEqual({ lang: "invalidLanguage" });
    expect(await refused({ lang: "en" })).toEqual({ q: "queryRequired" });
  });
});
