import { createServer, type Server } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { SEEDED_RATE, euroRate, httpRateSource, useEuroRateSource } from "../../services/euro-rate.js";
import { readScope } from "../../services/work.js";

const app = await createTestApp();

const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='2026-11-20'>
      <Cube currency='USD' rate='1.0512'/>
      <Cube currency='JPY' rate='162.41'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

/** A stand-in for the ECB: answers `body` with `status`, and counts the requests. */
const ecb = { status: 200, body: ECB_XML, hits: 0 };
const server: Server = createServer((_req, res) => {
  ecb.hits++;
  res.writeHead(ecb.status, { "content-type": "text/xml" });
  res.end(ecb.body);
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
const ecbUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/daily.xml`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const HOUR = 3600_000;

describe("#packages.euro-rate", () => {
  it("answers the seeded value, flagged stale, when the source was never reached", async () => {
    const res = await app.request("GET", "/api/packages/euro-rate");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, rate: SEEDED_RATE, currency: "USD", date: null, stale: true });
    // The old client reads the third-level Cube's rate attribute out of rateData.
    expect(res.body.rateData).toMatch(/<Cube><Cube><Cube currency='USD' rate='1.08'\/><\/Cube><\/Cube>/);
  });

  it("fetches the ECB daily XML, caches it, keeps the last known value when the source fails", async () => {
    let now = Date.now();
    app.setNow(new Date(now));
    useEuroRateSource(app.deps, httpRateSource(ecbUrl, 2000));
    const fresh = await app.request("GET", "/api/packages/euro-rate");
    expect(fresh.body).toMatchObject({ rate: 1.0512, date: "2026-11-20", stale: false, rateData: ECB_XML });
    expect(await euroRate(readScope(app.deps))).toBe(1.0512);
    expect(ecb.hits).toBe(1);

    // Cached for an hour: no second request.
    await app.request("GET", "/api/packages/euro-rate");
    expect(ecb.hits).toBe(1);

    // The source fails: the last known value answers, and is not asked again for 5 minutes.
    ecb.status = 503;
    now += HOUR + 1000;
    app.setNow(new Date(now));
    const kept = await app.request("GET", "/api/packages/euro-rate");
    expect(kept.body).toMatchObject({ rate: 1.0512, date: "2026-11-20", stale: true });
    expect(ecb.hits).toBe(2);
    await app.request("GET", "/api/packages/euro-rate");
    expect(ecb.hits).toBe(2);

    // A restarted instance (a fresh source state) still knows the value from the database.
    useEuroRateSource(app.deps, httpRateSource(ecbUrl, 2000));
    expect((await app.request("GET", "/api/packages/euro-rate")).body.rate).toBe(1.0512);

    // Back online with a new rate, after the retry delay.
    ecb.status = 200;
    ecb.body = ECB_XML.replace("1.0512", "1.0733").replace("2026-11-20", "2026-11-21");
    now += 6 * 60_000;
    app.setNow(new Date(now));
    const updated = await app.request("GET", "/api/packages/euro-rate");
    expect(updated.body).toMatchObject({ rate: 1.0733, date: "2026-11-21", stale: false });
    app.setNow(new Date());
  });

  it("ignores a document without a USD rate", async () => {
    ecb.body = "<html>maintenance</html>";
    ecb.status = 200;
    useEuroRateSource(app.deps, httpRateSource(ecbUrl, 2000));
    const res = await app.request("GET", "/api/packages/euro-rate");
    expect(res.body).toMatchObject({ rate: 1.0733, stale: true });
  });

  it("shares one fetch between concurrent callers", async () => {
    ecb.body = ECB_XML;
    const before = ecb.hits;
    useEuroRateSource(app.deps, httpRateSource(ecbUrl, 2000));
    const rates = await Promise.all([1, 2, 3, 4].map(() => euroRate(readScope(app.deps))));
    expect(rates).toEqual([1.0512, 1.0512, 1.0512, 1.0512]);
    expect(ecb.hits - before).toBe(1);
  });
});

describe("#countries", () => {
  it("lists every country with names in ar/en/fr, ISO codes, dial code and flag, sorted in the language", async () => {
    const res = await app.request("GET", "/api/countries?lang=fr");
    expect(res.status).toBe(200);
    expect(res.body.countries.length).toBeGreaterThan(240);
    const algeria = res.body.countries.find((c: { iso_2: string }) => c.iso_2 === "DZ");
    expect(algeria).toEqual({
      name: "Algérie",
      names: { ar: "الجزائر", en: "Algeria", fr: "Algérie" },
      iso_2: "DZ",
      iso_3: "DZA",
      dialCode: "213",
      icon: "🇩🇿",
    });
    const names = res.body.countries.map((c: { name: string }) => c.name);
    expect([...names].sort(new Intl.Collator("fr").compare)).toEqual(names);
  });

  it("answers English names by default and refuses an unknown language", async () => {
    const res = await app.request("GET", "/api/countries");
    expect(res.body.countries.find((c: { iso_2: string }) => c.iso_2 === "DE").name).toBe("Germany");
    expect((await app.request("GET", "/api/countries?lang=de")).status).toBe(400);
  });
});

describe("#geo.country", () => {
  it("answers null for a loopback visitor and a country for a public address behind a trusted proxy", async () => {
    const local = await app.request("GET", "/api/geo/country");
    expect(local.body).toEqual({ error: false, country: null });
    const proxied = await createTestApp({ TRUST_PROXY: "true" });
    const res = await proxied.request("GET", "/api/geo/country", { headers: { "x-forwarded-for": "8.8.8.8" } });
    expect(res.body).toEqual({ error: false, country: "US" });
  });
});
