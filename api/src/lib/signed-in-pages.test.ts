import { createServer } from "node:http";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { PASSWORD } from "../test/factories.js";
import { makeParcel, makeWorld } from "../test/factories-parcels.js";
import { createTestApp, requester } from "../test/harness.js";
import { until } from "../test/until.js";
import { SESSION_COOKIE } from "./session-cookie.js";
import { DRAWS_AT_ONCE } from "./signed-in-pages.js";

const app = await createTestApp();
const world = await makeWorld(app);
const mine = await world.parcel();
const HOSTILE = '</script><script>alert("drawn")</script><!--';
await app.db("parcel_items").where({ parcel_id: mine.id }).update({ description: HOSTILE });
const theirs = await makeParcel(app.db, { customer_id: world.other.id, warehouse_id: world.warehouse.id });

/**
 * A built site of its own: the shell of /ar/dashboard and a server bundle
 * that writes the parcel codes it is given and hands back the answers whole,
 * so the test sees exactly what the API fetched for the cookie.
 */
const site = await mkdtemp(join(tmpdir(), "ipf-signed-in-"));
const webDist = join(site, "dist");
await mkdir(join(webDist, "ar", "dashboard"), { recursive: true });
await writeFile(join(webDist, "index.html"), '<!doctype html><div id="root"></div>');
const SHELL = '<!doctype html><html lang="ar" dir="rtl"><title>Locker</title><div id="root"></div>';
await writeFile(join(webDist, "ar", "dashboard", "index.html"), SHELL);
const webServerEntry = join(site, "entry-server.mjs");
await writeFile(
  webServerEntry,
  `export const signedInAnswers = (pathname) =>
     /^\\/(ar|en|fr)\\/dashboard\\/?$/.test(pathname)
       ? { user: "/api/users/getuser", parcels: "/api/users/packages/get?page=0&perPage=100" }
       : undefined;
   export async function renderSignedIn(url, answers) {
     const codes = answers.parcels.packages.map((parcel) => "<p>" + parcel.packageId + "</p>").join("");
     return { html: codes, data: answers };
   }`,
);
const server = createServer(
  createApp({ ...app.deps, config: { ...app.deps.config, webDist, webServerEntry } }).callback(),
);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
const request = requester(url);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sessionOf = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));

async function signIn(email: string, password = PASSWORD): Promise<string> {
  const res = await request("POST", "/api/users/login", { body: { email, password } });
  expect(res.status).toBe(200);
  const cookie = sessionOf(res.headers);
  expect(cookie).toBeDefined();
  return cookie!.split(";")[0]!;
}

const locker = (cookie?: string) => request("GET", "/ar/dashboard", cookie ? { headers: { cookie } } : {});
const drawnData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="signed-in-page">(.*?)<\/script>/s.exec(html)![1]!) as {
    parcels: { packages: { details: { description: string }[] }[] };
  };

describe("#signed-in pages", () => {
  it("sets the session cookie on sign-in: HttpOnly, SameSite=Lax, the whole site, the token's lifetime", async () => {
    const res = await request("POST", "/api/users/login", {
      body: { email: world.customer.email, password: PASSWORD },
    });
    const cookie = sessionOf(res.headers)!;
    expect(cookie).toContain(`${SESSION_COOKIE}=${res.body.token};`);
    expect(cookie.toLowerCase()).toContain("httponly");
    expect(cookie.toLowerCase()).toContain("samesite=lax");
    expect(cookie).toContain("path=/;");
    expect(cookie).toMatch(/expires=/);
    // Over plain http; behind https (TRUST_PROXY) Koa marks it Secure.
    expect(cookie.toLowerCase()).not.toContain("secure");
  });

  it("clears the cookie on sign-out", async () => {
    const res = await request("POST", "/api/users/logout");
    expect(res.status).toBe(200);
    expect(sessionOf(res.headers)).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*expires=Thu, 01 Jan 1970`));
  });

  it("never lets the API act on the cookie alone", async () => {
    const cookie = await signIn(world.customer.email);
    expect((await request("GET", "/api/users/getuser", { headers: { cookie } })).status).toBe(401);
    expect((await request("GET", "/api/users/packages/get", { headers: { cookie } })).status).toBe(401);
    const action = await request("POST", "/api/users/alert/clear", { headers: { cookie }, body: { alertId: "x" } });
    expect(action.status).toBe(401);
  });

  it("draws the locker of the cookie's customer, and no other customer's, never to be cached", async () => {
    const res = await locker(await signIn(world.customer.email));
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<div id="root" data-signed-in><p>${mine.parcel_code}</p></div>`);
    expect(res.body).not.toContain(theirs.parcel_code);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("vary")).toMatch(/Cookie/);
  });

  it("hands the data over in a script element that no text inside it can close", async () => {
    const res = await locker(await signIn(world.customer.email));
    const script = /<script type="application\/json" id="signed-in-page">(.*?)<\/script>/s.exec(res.body)![1]!;
    expect(script).not.toContain("<");
    expect(drawnData(res.body).parcels.packages[0]!.details[0]!.description).toBe(HOSTILE);
  });

  it("sends the shell without a cookie, with one the API refuses, and after a password change", async () => {
    const guest = await locker();
    expect(guest.body).toBe(SHELL);
    expect(guest.headers.get("vary")).toMatch(/Cookie/);
    expect((await locker(`${SESSION_COOKIE}=not-a-token`)).body).toBe(SHELL);

    const cookie = await signIn(world.other.email);
    expect((await locker(cookie)).body).toContain(theirs.parcel_code);
    const changed = await request("POST", "/api/users/update_password", {
      token: cookie.slice(SESSION_COOKIE.length + 1),
      body: { curPassword: PASSWORD, newPassword: "another-horse-battery" },
    });
    expect(changed.status).toBe(200);
    // The answer's new token is the new cookie; the old one renders nothing, and is cleared.
    expect(sessionOf(changed.headers)).toContain(changed.body.token);
    const stale = await locker(cookie);
    expect(stale.body).toBe(SHELL);
    expect(stale.body).not.toContain(theirs.parcel_code);
    expect(sessionOf(stale.headers)).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  });
});

/** What the holding bundle below shares with the test: draws started, and the hand that lets them finish. */
interface Draws {
  started: number;
  release: () => void;
}
const draws = () => (globalThis as { __ipfDraws?: Draws }).__ipfDraws;

describe("#signed-in pages under a burst", () => {
  it(`draws at most ${DRAWS_AT_ONCE} pages at once and sends the others their shell at once`, async () => {
    const holding = join(site, "entry-holding.mjs");
    await writeFile(
      holding,
      `const draws = (globalThis.__ipfDraws = { started: 0 });
       const released = new Promise((resolve) => (draws.release = resolve));
       export const signedInAnswers = (pathname) =>
         /^\\/(ar|en|fr)\\/dashboard\\/?$/.test(pathname) ? { user: "/api/users/getuser" } : undefined;
       export async function renderSignedIn(url, answers) {
         draws.started += 1;
         await released;
         return { html: "<p>drawn</p>", data: answers };
       }`,
    );
    const busy = createServer(
      createApp({ ...app.deps, config: { ...app.deps.config, webDist, webServerEntry: holding } }).callback(),
    );
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    const busyRequest = requester(`http://127.0.0.1:${(busy.address() as { port: number }).port}`);
    try {
      const cookie = await signIn(world.customer.email);
      const page = () => busyRequest("GET", "/ar/dashboard", { headers: { cookie } });
      // Which requests reach the server first is not theirs to choose: count answers, not positions.
      const answered: string[] = [];
      const pages = Array.from({ length: DRAWS_AT_ONCE + 3 }, () =>
        page().then((res) => {
          answered.push(String(res.body));
          return res;
        }),
      );
      await until("the draws to start", async () => (draws()?.started === DRAWS_AT_ONCE ? true : undefined));
      // The pages past the limit come back while the others are still being drawn.
      await until("the pages past the limit to be answered", async () => (answered.length >= 3 ? true : undefined));
      expect(answered).toEqual([SHELL, SHELL, SHELL]);
      expect(draws()!.started).toBe(DRAWS_AT_ONCE);
      draws()!.release();
      const bodies = (await Promise.all(pages)).map((one) => String(one.body));
      expect(bodies.filter((body) => body.includes("<p>drawn</p>"))).toHaveLength(DRAWS_AT_ONCE);
      expect(bodies.filter((body) => body === SHELL)).toHaveLength(3);
      // Once those are sent, the next page is drawn again.
      expect((await page()).body).toContain("<p>drawn</p>");
    } finally {
      draws()?.release();
      await new Promise<void>((resolve) => busy.close(() => resolve()));
    }
  });
});
