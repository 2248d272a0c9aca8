import { describe, expect, it, vi } from "vitest";
import { wireDescription, wireParcel, wireWarehouse } from "../testing/wire";
import { ApiError, createApiClient } from ".";

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function client(answer: (url: string, init?: RequestInit) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(String(input), init));
  const api = createApiClient({
    baseUrl: async () => "",
    token: () => "staff-token",
    onUnauthorized: vi.fn(),
    fetch: fetch as typeof globalThis.fetch,
  });
  return { api, fetch };
}

describe("#api.intake calls", () => {
  it("should list the warehouses of GET /api/addresses/company", async () => {
    const { api, fetch } = client(() =>
      json(200, {
        error: false,
        addresses: [wireWarehouse()],
      }),
    );
    await expect(api.warehouses()).resolves.toEqual([wireWarehouse()]);
    expect(fetch.mock.calls[0]![0]).toBe("/api/addresses/company");
  });

  it("should search customers by query, a page at a time, and read their codes", async () => {
    const { api, fetch } = client(() =>
      json(200, {
        error: false,
        users: [
          {
            _id: "c1",
            id: "c1",
            fullName: "Amina Benali",
            email: "demo@ipf.example",
            addressHash: "5FB9HC",
            suspicious: false,
          },
        ],
        userCount: 1,
        pageCount: 1,
      }),
    );
    await expect(api.searchCustomers("amina b")).resolves.toEqual([
      { id: "c1", fullName: "Amina Benali", email: "demo@ipf.example", customerCode: "5FB9HC" },
    ]);
    expect(fetch.mock.calls[0]![0]).toBe("/api/users?query=amina+b&page=0&perPage=8");
  });

  it("should read the catalogue, a missing HS code as empty", async () => {
    const { api } = client(() =>
      json(200, {
        error: false,
        descriptions: [
          wireDescription({ description: "Socks", code: "611595" }),
          wireDescription({ _id: "e", description: "Gift", code: null }),
        ],
      }),
    );
    await expect(api.descriptions()).resolves.toEqual([
      { description: "Socks", code: "611595" },
      { description: "Gift", code: "" },
    ]);
  });

  it("should ask for suggestions in English, the desk's language", async () => {
    const suggestion = { _id: "d1", description: "Socks", category: "Clothing", hsCode: "611595" };
    const { api, fetch } = client(() => json(200, { suggestions: [suggestion] }));
    await expect(api.suggestDescriptions("soc k")).resolves.toEqual([suggestion]);
    expect(fetch.mock.calls[0]![0]).toBe("/api/descriptions/suggest?q=soc+k&lang=en");
  });

  it("should post new descriptions as JSON", async () => {
    const { api, fetch } = client(() => json(200, { error: false, msg: "ok", descriptions: [] }));
    await api.addDescriptions([{ description: "Phone case", code: null }]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/admins/package_descriptions");
    expect(JSON.parse(String(init?.body))).toEqual({ descriptions: [{ description: "Phone case", code: null }] });
  });

  it("should find a track number among the parcels, whatever its case", async () => {
    const { api, fetch } = client((url) =>
      json(200, {
        error: false,
        packages: url.includes("LX1")
          ? [wireParcel({ trackNumber: "lx123456789fr", packageId: "P1" })]
          : [wireParcel({ trackNumber: "OTHER" })],
        packageCount: 1,
        pageCount: 1,
      }),
    );
    await expect(api.trackNumberTaken("LX123456789FR")).resolves.toBe(true);
    await expect(api.trackNumberTaken("CP1")).resolves.toBe(false);
    expect(fetch.mock.calls[0]![0]).toBe("/api/packages/get/all?query=LX123456789FR&page=0&perPage=20");
  });

  it("should post the parcel as multipart with the staff token and answer the new parcel", async () => {
    const { api, fetch } = client(() =>
      json(201, {
        error: false,
        message: "Created Successfully",
        package: wireParcel({ _id: "p1", packageId: "P7K2M9QX", trackNumber: "X" }),
        orderedPackage: { _id: "p1", packageId: "P7K2M9QX", trackNumber: "X" },
      }),
    );
    const form = new FormData();
    form.set("trackNumber", "X");
    await expect(api.addParcel(form)).resolves.toMatchObject({ _id: "p1", packageId: "P7K2M9QX" });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    const headers = new Headers(init.headers);
    expect(headers.get("Content-Type")).toBeNull(); // the browser writes the multipart boundary
    expect(headers.get("Authorization")).toBe("Bearer staff-token");
  });

  it("should treat an error flag in a successful answer as a failure", async () => {
    const { api } = client(() =>
      json(200, { error: true, message: "Track number exists", code: "DUPLICATE_TRACK_NUMBER" }),
    );
    const failure = await api.addParcel(new FormData()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: "DUPLICATE_TRACK_NUMBER" });
  });

  it("should pass a refusal's code and field messages on", async () => {
    const { api } = client(() =>
      json(409, { error: true, code: "DUPLICATE_TRACK_NUMBER", message: "taken", fields: { trackNumber: "taken" } }),
    );
    await expect(api.addParcel(new FormData())).rejects.toMatchObject({
      status: 409,
      code: "DUPLICATE_TRACK_NUMBER",
      fields: { trackNumber: "taken" },
    });
  });
});
