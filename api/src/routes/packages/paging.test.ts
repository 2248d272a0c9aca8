import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { makeSplitRequest, makeWorld } from "../../test/factories-parcels.js";

/**
 * Pages past the middle of a list are read from its end (see
 * `fromEitherEnd`): whichever end a page is read from, the pages put
 * together are the whole list, in order, each row once.
 */
const app = await createTestApp();
const world = await makeWorld(app);

// 23 requests, in groups of three sharing one request time: the order's ties are broken by id.
const base = Date.parse("2026-03-01T08:00:00Z");
for (let i = 0; i < 23; i++) {
  const at = new Date(base + Math.floor(i / 3) * 60_000);
  const parcel = await world.parcel({ state: "awaiting_approval", approval_requested_at: at });
  await makeSplitRequest(app.db, parcel, { requested_at: at });
}

async function pages(path: string, key: string, perPage: number) {
  const read = async (page: number) =>
    (await app.request("GET", `${path}&page=${page}&perPage=${perPage}`, { token: world.admin.token })).body;
  const all = await app.request("GET", `${path}&page=0&perPage=100`, { token: world.admin.token });
  const expected = (all.body[key] as { _id: string }[]).map((row) => row._id);
  const seen: string[] = [];
  for (let page = 0; page * perPage < expected.length; page++) {
    const rows = (await read(page))[key] as { _id: string }[];
    expect(rows.length).toBe(Math.min(perPage, expected.length - page * perPage));
    seen.push(...rows.map((row) => row._id));
  }
  const past = (await read(Math.ceil(expected.length / perPage) + 2))[key] as unknown[];
  return { expected, seen, past };
}

describe("a page read from the end of the list", () => {
  it("gives the same rows as from the start, for a queue of parcels", async () => {
    for (const perPage of [4, 5, 10, 23]) {
      const { expected, seen, past } = await pages(
        "/api/packages/request/approval/get?awaitingApprove=true",
        "packages",
        perPage,
      );
      expect(expected).toHaveLength(23);
      expect(seen).toEqual(expected);
      expect(past).toEqual([]);
    }
  });

  it("reads a queue newest first when asked, from either end too", async () => {
    const oldest = await pages("/api/packages/request/approval/get?awaitingApprove=true", "packages", 23);
    const newest = await pages("/api/packages/request/approval/get?awaitingApprove=true&order=desc", "packages", 4);
    expect(newest.seen).toEqual(newest.expected);
    expect(newest.expected).toEqual([...oldest.expected].reverse());
    const bad = await app.request("GET", "/api/packages/request/approval/get?order=sideways", {
      token: world.admin.token,
    });
    expect(bad.status).toBe(400);
  });

  it("gives the same rows as from the start, for a list of requests", async () => {
    const { expected, seen, past } = await pages("/api/packages/requests/disassemble?complete=false", "requests", 4);
    expect(expected).toHaveLength(23);
    expect(seen).toEqual(expected);
    expect(past).toEqual([]);
  });
});
