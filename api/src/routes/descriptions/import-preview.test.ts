import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { createStaffTestApp } from "../../test/factories.js";
import { makeStaff, sendForm, staffToken } from "../../test/factories-config.js";

const { app, token: admin } = await createStaffTestApp(1);
const support = staffToken(app, await makeStaff(app.db, { group_id: 2 }));
const path = "/api/admins/package_descriptions";

function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Descriptions");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}
const send = (action: "import" | "import/preview", bytes: Buffer, fields: Record<string, string> = {}, token = admin) =>
  sendForm(app, "POST", `${path}/${action}`, fields, {
    token,
    files: [{ field: "file", bytes, filename: "catalogue.xlsx" }],
  });
const catalogue = async () =>
  (await app.db("package_descriptions").orderBy(["category", "description"])).map(
    (r: { category: string; description: string; hs_code: string | null }) => [r.category, r.description, r.hs_code],
  );

async function reset(rows: [string, string, string][]) {
  await app.db("package_descriptions").delete();
  await app
    .db("package_descriptions")
    .insert(rows.map(([category, description, hs_code]) => ({ category, description, hs_code })));
}

const HEADER = ["category", "description", "code"];
const TRANSLATED = [...HEADER, "description_ar", "description_fr"];

describe("#package_descriptions.export", () => {
  it("answers the catalogue as an .xlsx the import reads back unchanged", async () => {
    await reset([
      ["Food", "Dried milk", "0402"],
      ["Books", "Novel", "4901.99"],
    ]);
    await app.db("package_descriptions").where({ description: "Novel" }).update({ description_ar: "رواية" });
    const res = await fetch(`${app.url}${path}/export`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const bytes = Buffer.from(await res.arrayBuffer());
    const sheet = XLSX.read(bytes).Sheets.Descriptions!;
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, raw: false })).toEqual([
      TRANSLATED,
      ["Books", "Novel", "4901.99", "رواية", ""],
      ["Food", "Dried milk", "0402", "", ""],
    ]);
    const preview = await send("import/preview", bytes);
    expect(preview.body).toMatchObject({ rows: 2, added: [], changed: [], removed: [], unchanged: 2, refused: [] });
    // An entry without a code exports with an empty cell, and imports back as it is.
    await app.db("package_descriptions").insert({ category: "Mail", description: "Letter", hs_code: null });
    const again = Buffer.from(
      await (await fetch(`${app.url}${path}/export`, { headers: { authorization: `Bearer ${admin}` } })).arrayBuffer(),
    );
    expect((await send("import/preview", again)).body).toMatchObject({ rows: 3, unchanged: 3, refused: [] });
    expect((await send("import", again, { mode: "replace" })).body).toMatchObject({ added: 0, updated: 0, removed: 0 });
    // A new entry still needs its code.
    const fresh = await send("import/preview", workbook([HEADER, ["Mail", "Parcel", ""]]));
    expect(fresh.body.refused).toEqual([
      { row: 2, reason: "Missing required fields in Excel file", values: ["Mail", "Parcel", ""] },
    ]);
    const other = await fetch(`${app.url}${path}/export`, { headers: { authorization: `Bearer ${support}` } });
    expect(other.status).toBe(403);
  });
});

describe("#package_descriptions.import/preview", () => {
  it("lists the rows to add, the codes to change, the entries missing and the bad rows, and saves nothing", async () => {
    await reset([
      ["Food", "Dried milk", "0402"],
      ["Books", "Novel", "4901.99"],
      ["Toys", "Kite", "9503"],
    ]);
    const before = await catalogue();
    const res = await send(
      "import/preview",
      workbook([
        HEADER,
        ["Food", "dried MILK", "0402.10"],
        ["Books", "Novel", "4901.99"],
        ["Garden", "Seeds", "1209"],
        ["Garden", "", "8201"],
        ["Garden", "Rake", "not/a/code"],
        ["garden", "seeds", "1209"],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      rows: 6,
      added: [{ row: 4, category: "Garden", description: "Seeds", code: "1209" }],
      changed: [{ row: 2, description: "dried MILK", code: "0402.10", before: "0402" }],
      removed: [{ category: "Toys", description: "Kite", code: "9503" }],
      unchanged: 1,
      refused: [
        { row: 5, reason: "Missing required fields in Excel file", values: ["Garden", "", "8201"] },
        { row: 6, reason: "Invalid HS code" },
        { row: 7, reason: "Same category and description as row 4" },
      ],
    });
    expect(res.body.version).toMatch(/^[0-9a-f]{32}$/);
    expect(await catalogue()).toEqual(before);
  });

  it("refuses a file it cannot read, as the import does", async () => {
    const res = await send("import/preview", Buffer.from("category,description,code\nA,B,1\n"));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Problem parsing file");
    expect((await send("import/preview", workbook([HEADER, ["A", "B", "1"]]), {}, support)).status).toBe(403);
  });
});

describe("#package_descriptions.import (apply)", () => {
  it("imports the Arabic and French descriptions, a blank cell keeping the one there", async () => {
    await reset([
      ["Books", "Novel", "4901.99"],
      ["Food", "Dried milk", "0402"],
    ]);
    await app.db("package_descriptions").where({ description: "Novel" }).update({ description_fr: "Roman" });
    const file = workbook([
      TRANSLATED,
      ["Books", "Novel", "4901.99", "رواية", ""],
      ["Food", "Dried milk", "0402", "", ""],
    ]);
    const { body: preview } = await send("import/preview", file);
    expect(preview).toMatchObject({
      changed: [{ description: "Novel", descriptionAr: "رواية", descriptionFr: null, code: "4901.99" }],
      unchanged: 1,
    });
    expect((await send("import", file)).body).toMatchObject({ added: 0, updated: 1 });
    const rows = (await app.db("package_descriptions").orderBy("description")) as Record<string, unknown>[];
    expect(rows.map((row) => [row.description, row.description_ar, row.description_fr])).toEqual([
      ["Dried milk", null, null],
      ["Novel", "رواية", "Roman"],
    ]);
  });

  it("refuses a file with a bad row, naming the row and the reason, and saves none of it", async () => {
    await reset([["Food", "Dried milk", "0402"]]);
    const res = await send(
      "import",
      workbook([HEADER, ["Food", "Dried milk", "0402.10"], ["Toys", "Kite", "bad/code"]]),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "INVALID_FILE",
      message: "Invalid value in Excel file (row 3): Invalid HS code",
      fields: { file: "invalidValue", row: "3" },
    });
    expect(await catalogue()).toEqual([["Food", "Dried milk", "0402"]]);
  });

  it("replaces the catalogue with the file when asked, all in one", async () => {
    await reset([
      ["Food", "Dried milk", "0402"],
      ["Toys", "Kite", "9503"],
    ]);
    const file = workbook([HEADER, ["Food", "Dried milk", "0402.10"], ["Garden", "Seeds", "1209"]]);
    const { body: preview } = await send("import/preview", file);
    const res = await send("import", file, { mode: "replace", version: preview.version });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: 1, updated: 1, removed: 1 });
    expect(await catalogue()).toEqual([
      ["Food", "Dried milk", "0402.10"],
      ["Garden", "Seeds", "1209"],
    ]);
  });

  it("merges by default, keeping the entries the file lacks", async () => {
    await reset([["Toys", "Kite", "9503"]]);
    const res = await send("import", workbook([HEADER, ["Garden", "Seeds", "1209"]]));
    expect(res.body).toMatchObject({ added: 1, updated: 0, removed: 0 });
    expect(await catalogue()).toHaveLength(2);
  });

  it("refuses with 409 an import whose preview the catalogue has changed since", async () => {
    await reset([["Toys", "Kite", "9503"]]);
    const file = workbook([HEADER, ["Garden", "Seeds", "1209"]]);
    const { body: preview } = await send("import/preview", file);
    await app.db("package_descriptions").where({ description: "Kite" }).update({ hs_code: "9503.00" });
    const res = await send("import", file, { mode: "replace", version: preview.version });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("CATALOGUE_CHANGED");
    expect(await catalogue()).toEqual([["Toys", "Kite", "9503.00"]]);
  });

  it("lets one of two racing imports of the same preview win; the other gets 409", async () => {
    await reset([["Toys", "Kite", "9503"]]);
    const file = workbook([HEADER, ["Toys", "Kite", "9503"], ["Garden", "Seeds", "1209"]]);
    const other = workbook([HEADER, ["Toys", "Kite", "9503.90"]]);
    const { body: preview } = await send("import/preview", file);
    const answers = await Promise.all([
      send("import", file, { mode: "replace", version: preview.version }),
      send("import", other, { mode: "replace", version: preview.version }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers[0]!.status === 200 ? "file" : "other";
    expect(await catalogue()).toEqual(
      won === "file"
        ? [
            ["Garden", "Seeds", "1209"],
            ["Toys", "Kite", "9503"],
          ]
        : [["Toys", "Kite", "9503.90"]],
    );
  });
});
