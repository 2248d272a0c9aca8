import { monitorEventLoopDelay } from "node:perf_hooks";
import * as XLSX from "@e965/xlsx";
import { MAX_IMPORT_ROWS } from "@ipf/shared/schemas/descriptions";
import { describe, expect, it } from "vitest";
import { createStaffTestApp } from "../../test/factories.js";
import { makeStaff, sendForm, staffToken } from "../../test/factories-config.js";
import { repetitiveSheet, xlsxWithSheet } from "../../test/zip.js";

const { app, token: admin } = await createStaffTestApp(1);
const intake = staffToken(app, await makeStaff(app.db, { group_id: 3 }));
const support = staffToken(app, await makeStaff(app.db, { group_id: 2 }));
const path = "/api/admins/package_descriptions";

function workbook(rows: unknown[][], bookType: XLSX.BookType = "xlsx"): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Descriptions");
  return XLSX.write(book, { type: "buffer", bookType }) as Buffer;
}
const upload = (bytes: Buffer, token = admin) =>
  sendForm(app, "POST", `${path}/import`, {}, { token, files: [{ field: "file", bytes, filename: "catalogue.xlsx" }] });
const count = async () =>
  Number((await app.db("package_descriptions").count<{ count: number }[]>("* as count"))[0]!.count);

describe("#package_descriptions.add", () => {
  it("adds entries, keeps those already there, and answers them all", async () => {
    const first = await app.request("POST", path, {
      token: intake,
      body: { descriptions: [{ description: "Phone case", code: "392690", category: "Accessories" }] },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ error: false, msg: "Successfully added package description!" });
    const again = await app.request("POST", path, {
      token: admin,
      body: {
        descriptions: [
          { description: "PHONE CASE", code: "999999", category: "accessories" },
          { description: "Hand-made soap", code: null },
        ],
      },
    });
    expect(again.status).toBe(201);
    expect(again.body.msg).toBe("Successfully added package descriptions!");
    expect(again.body.descriptions).toEqual([
      {
        _id: first.body.descriptions[0]._id,
        description: "Phone case",
        descriptionAr: null,
        descriptionFr: null,
        code: "392690",
        category: "Accessories",
        bold: false,
      },
      {
        _id: expect.any(String),
        description: "Hand-made soap",
        descriptionAr: null,
        descriptionFr: null,
        code: null,
        category: "Other",
        bold: false,
      },
    ]);
  });

  it("answers 400 for an empty list or a line without description, and stores nothing", async () => {
    const before = await count();
    const empty = await app.request("POST", path, { token: admin, body: { descriptions: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ descriptions: "descriptionsRequired" });
    const blank = await app.request("POST", path, {
      token: admin,
      body: { descriptions: [{ description: "Fine" }, { description: " " }] },
    });
    expect(blank.body.fields).toEqual({ "descriptions.1.description": "descriptionRequired" });
    expect(await count()).toBe(before);
  });
});

describe("#package_descriptions.list", () => {
  it("lists the catalogue by category for staff who pick from it", async () => {
    await app.request("POST", path, {
      token: admin,
      body: { descriptions: [{ description: "Zebra toy", category: "A toys", code: "9503" }] },
    });
    const res = await app.request("GET", path, { token: intake });
    expect(res.status).toBe(200);
    expect(res.body.descriptions[0]).toMatchObject({ category: "A toys", description: "Zebra toy", code: "9503" });
    expect((await app.request("GET", path)).status).toBe(401);
  });
});

describe("#package_descriptions.edit", () => {
  it("edits the Arabic and French descriptions: kept when not sent, cleared when blank", async () => {
    const [entry] = (
      await app.request("POST", path, {
        token: admin,
        body: { descriptions: [{ description: "Scarf", descriptionAr: "وشاح", category: "Clothing", code: "6117" }] },
      })
    ).body.descriptions;
    expect(entry).toMatchObject({ descriptionAr: "وشاح", descriptionFr: null });
    const edit = async (fields: Record<string, unknown>) =>
      (
        await app.request("PATCH", path, {
          token: admin,
          body: { _id: entry._id, description: "Scarf", category: "Clothing", code: "6117", ...fields },
        })
      ).body.description;
    expect(await edit({ descriptionFr: " Écharpe " })).toMatchObject({
      descriptionAr: "وشاح",
      descriptionFr: "Écharpe",
    });
    expect(await edit({ descriptionAr: "" })).toMatchObject({ descriptionAr: null, descriptionFr: "Écharpe" });
  });

  it("edits an entry by _id; 404 unknown, 409 taken", async () => {
    const added = await app.request("POST", path, {
      token: admin,
      body: {
        descriptions: [
          { description: "Sneakers", category: "Shoes", code: "6404" },
          { description: "Boots", category: "Shoes", code: "6403" },
        ],
      },
    });
    const [sneakers] = added.body.descriptions.filter((d: { description: string }) => d.description === "Sneakers");
    const res = await app.request("PATCH", path, {
      token: admin,
      body: { _id: sneakers._id, description: "Trainers", category: "Shoes", code: "6404.11", bold: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toMatchObject({ description: "Trainers", code: "6404.11", bold: true });
    const taken = await app.request("PATCH", path, {
      token: admin,
      body: { _id: sneakers._id, description: "boots", category: "shoes" },
    });
    expect(taken.status).toBe(409);
    const unknown = await app.request("PATCH", path, {
      token: admin,
      body: { _id: "00000000-0000-4000-8000-000000000000", description: "X" },
    });
    expect(unknown.status).toBe(404);
    const noId = await app.request("PATCH", path, { token: admin, body: { description: "X" } });
    expect(noId.status).toBe(400);
    expect(
      (await app.request("PATCH", path, { token: intake, body: { _id: sneakers._id, description: "Y" } })).status,
    ).toBe(403);
  });
});

describe("#package_descriptions.delete", () => {
  it("deletes an entry once", async () => {
    const added = await app.request("POST", path, {
      token: admin,
      body: { descriptions: [{ description: "Gone soon" }] },
    });
    const id = added.body.descriptions[0]._id;
    expect((await app.request("DELETE", `${path}/${id}`, { token: support })).status).toBe(403);
    expect((await app.request("DELETE", `${path}/${id}`, { token: admin })).status).toBe(200);
    expect((await app.request("DELETE", `${path}/${id}`, { token: admin })).status).toBe(404);
  });
});

describe("#package_descriptions.import", () => {
  it("imports a good file: header skipped, codes kept as text, existing entries updated", async () => {
    await app.request("POST", path, {
      token: admin,
      body: { descriptions: [{ description: "Jeans", category: "Clothes", code: "0000" }] },
    });
    const file = workbook([
      ["category", "description", "code"],
      ["Clothes", "T-shirt", 610910],
      ["Clothes", "jeans", "6203.42"],
      [],
      ["Books", "Novel", "4901.99"],
    ]);
    const res = await upload(file);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, added: 2, updated: 1 });
    const rows = await app.db("package_descriptions").whereIn("category", ["Clothes", "Books"]).orderBy("description");
    expect(rows.map((r) => [r.category, r.description, r.hs_code])).toEqual([
      ["Clothes", "Jeans", "6203.42"],
      ["Books", "Novel", "4901.99"],
      ["Clothes", "T-shirt", "610910"],
    ]);
  });

  it("refuses an incomplete file, naming the row, and saves none of its rows", async () => {
    const before = await count();
    const res = await upload(
      workbook([
        ["category", "description", "code"],
        ["Garden", "Seeds", "1209"],
        ["Garden", "", "8201"],
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "INVALID_FILE",
      message: "Missing required fields in Excel file (row 3)",
      fields: { file: "missingFields", row: "3" },
    });
    const twoColumns = await upload(
      workbook([
        ["category", "description"],
        ["Garden", "Rake"],
      ]),
    );
    expect(twoColumns.body.message).toBe("Missing required fields in Excel file (row 2)");
    expect(await count()).toBe(before);
  });

  it("refuses broken files, other formats and an empty sheet with 'Problem parsing file'", async () => {
    const before = await count();
    const rows = [
      ["category", "description", "code"],
      ["A", "B", "1"],
    ];
    for (const bytes of [
      Buffer.from("category,description,code\nA,B,1\n"),
      workbook(rows).subarray(0, 200),
      Buffer.from("PK\u0003\u0004 not really a zip"),
      workbook(rows, "ods"),
    ]) {
      const res = await upload(bytes);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Problem parsing file");
    }
    const headerOnly = await upload(workbook([["category", "description", "code"]]));
    expect(headerOnly.status).toBe(400);
    expect(headerOnly.body.message).toBe("The Excel file has no rows");
    const noFile = await sendForm(app, "POST", `${path}/import`, {}, { token: admin });
    expect(noFile.body.fields).toEqual({ file: "fileRequired" });
    expect(await count()).toBe(before);
  });

  it("is for admins only", async () => {
    expect((await upload(workbook([["h"], ["a", "b", "c"]]), intake)).status).toBe(403);
  });
});

describe("#package_descriptions.import of hostile files", () => {
  /**
   * Runs `work`, answering its result, its time and the longest the event loop was held up
   * meanwhile (the API runs in this process: a stall there is a stall of every request).
   */
  async function whileProbing<T>(work: () => Promise<T>): Promise<{ result: T; slowestMs: number; ms: number }> {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const result = await work();
    const ms = performance.now() - started;
    delay.disable();
    return { result, slowestMs: delay.max / 1e6, ms };
  }

  // 50 MB of sheet XML in a zip of about 190 KB: parsed on the event loop it held every request for seconds.
  const sheet = repetitiveSheet(350_000);

  it("refuses a zip bomb by the sizes its directory declares, at once, with 413 IMPORT_TOO_LARGE", async () => {
    const bomb = xlsxWithSheet(sheet);
    expect(bomb.length).toBeLessThan(250_000);
    const before = await count();
    const { result: res, ms } = await whileProbing(() => upload(bomb));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: "IMPORT_TOO_LARGE", fields: { file: "importTooLarge" } });
    expect(ms).toBeLessThan(1000);
    expect(await count()).toBe(before);
  });

  it("refuses a zip bomb that lies about its sizes", async () => {
    const before = await count();
    const res = await upload(xlsxWithSheet(sheet, 4096));
    expect([400, 413]).toContain(res.status);
    expect(["INVALID_FILE", "IMPORT_TOO_LARGE"]).toContain(res.body.code);
    expect(await count()).toBe(before);
  });

  it("parses a large file off the event loop, which is never held up for long", async () => {
    // 18 MB of XML, under the size cap: seconds of parsing, which once held up every request.
    const { result: res, slowestMs } = await whileProbing(() => upload(xlsxWithSheet(repetitiveSheet(125_000))));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ file: "tooManyRows" });
    expect(slowestMs).toBeLessThan(500);
  });

  it("refuses a file of more rows than allowed, reading no more of it than that", async () => {
    const res = await upload(xlsxWithSheet(repetitiveSheet(MAX_IMPORT_ROWS + 2)));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ file: "tooManyRows" });
  });
});
