/**
 * The load generator, run as its own process so that it does not share a
 * core's event loop with the server it measures. Reads one scenario from the JSON
 * file named in argv, drives it with autocannon and prints the figures as JSON.
 */
import { readFile } from "node:fs/promises";
import autocannon from "autocannon";
import { percentile } from "./percentile.js";

export interface LoadScenario {
  name: string;
  baseUrl: string;
  connections: number;
  durationSeconds: number;
  kind: "bare" | "quote" | "staff-search" | "approval-blacklist" | "locker" | "intake";
  staffToken?: string;
  customerTokens?: string[];
  warehouseIds?: string[];
  countries?: string[];
  trackNumbers?: string[];
  customerId?: string;
  /** Base64 JPEG bodies for the intake photos. */
  photos?: string[];
}

export interface LoadResult {
  scenario: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const json = { "content-type": "application/json" };

function requestsFor(s: LoadScenario): autocannon.Request[] {
  const staff = { authorization: `Bearer ${s.staffToken}` };
  switch (s.kind) {
    case "bare":
      return [{ method: "GET", path: "/" }];
    case "quote": {
      // Bodies made beforehand, so that the load generator spends its core sending, not building JSON.
      const bodies = Array.from({ length: 4096 }, () =>
        JSON.stringify({
          weight: Math.round((0.1 + Math.random() * 24) * 10) / 10,
          height: 5 + Math.floor(Math.random() * 40),
          width: 5 + Math.floor(Math.random() * 40),
          length: 5 + Math.floor(Math.random() * 40),
          country: pick(s.countries!),
          warehouse: pick(s.warehouseIds!),
        }),
      );
      return bodies.map((body) => ({ method: "POST", path: "/api/users/calc_shipping", headers: json, body }));
    }
    case "staff-search":
      return [
        {
          method: "GET",
          headers: staff,
          setupRequest: (req) => {
            const track = pick(s.trackNumbers!);
            const start = Math.floor(Math.random() * Math.max(1, track.length - 8));
            return {
              ...req,
              path: `/api/packages/get/all?page=0&perPage=10&query=${encodeURIComponent(track.slice(start, start + 8))}`,
            };
          },
        },
      ];
    case "approval-blacklist":
      return [
        {
          method: "GET",
          headers: staff,
          setupRequest: (req) => ({
            ...req,
            path: `/api/packages/request/approval/get?awaitingApprove=true&suspicious=true&page=${Math.floor(Math.random() * 3)}&perPage=10`,
          }),
        },
      ];
    case "locker":
      return [
        {
          method: "GET",
          path: "/api/users/packages/get",
          setupRequest: (req) => ({ ...req, headers: { authorization: `Bearer ${pick(s.customerTokens!)}` } }),
        },
      ];
    case "intake": {
      const boundary = "----ipfbench7MA4YWxkTrZu0gW";
      const part = (name: string, value: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const files = Buffer.concat(
        s.photos!.map((photo, i) =>
          Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="photo-${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
            ),
            Buffer.from(photo, "base64"),
            Buffer.from("\r\n"),
          ]),
        ),
      );
      const end = Buffer.from(`--${boundary}--\r\n`);
      let counter = 0;
      return [
        {
          method: "POST",
          path: "/api/packages/add",
          headers: { ...staff, "content-type": `multipart/form-data; boundary=${boundary}` },
          setupRequest: (req) => {
            const fields =
              part("trackNumber", `BENCH${process.pid}X${++counter}`) +
              part("weight", "1.25") +
              part("length", "30") +
              part("width", "20") +
              part("height", "10") +
              part("fees", "0") +
              part("warehouse", s.warehouseIds![0]!) +
              part("userId", s.customerId!) +
              part("shippingOptions", JSON.stringify({ hasDangerous: false, hasLithium: false })) +
              part(
                "details",
                JSON.stringify([
                  { description: "T-shirt", quantity: 2, price: 15, madeIn: "CN", type: "Parcels", code_sh: "610910" },
                ]),
              );
            return { ...req, body: Buffer.concat([Buffer.from(fields), files, end]) };
          },
        },
      ];
    }
  }
}

async function run(s: LoadScenario): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: s.baseUrl,
        connections: s.connections,
        duration: s.durationSeconds,
        timeout: 10,
        requests: requestsFor(s),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    scenario: s.name,
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.total / s.durationSeconds),
    p50Ms: percentile(times, 50, 2),
    p95Ms: percentile(times, 95, 2),
    p99Ms: percentile(times, 99, 2),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const scenario = JSON.parse(await readFile(process.argv[2]!, "utf8")) as LoadScenario;
process.stdout.write(JSON.stringify(await run(scenario)) + "\n");
