// usage: node --import tsx bench/.manual.ts <kind> [seconds]
import { spawn } from "node:child_process";
import { writeFile, readFile } from "node:fs/promises";
import jwt from "jsonwebtoken";
import pg from "pg";
const kind = process.argv[2]!;
const seconds = Number(process.argv[3] ?? 8);
const secret = "manual-secret-manual-secret-manual-secret";
const data = JSON.parse(await readFile("/tmp/bk/data-set-1000000.json", "utf8"));
const url = "postgres://postgres:ipf-embedded@localhost/ipf_bench_1000000?host=%2Ftmp%2Fbk%2Fdb%2Fpg&port=54999";
const sign = (aud: string, sub: string) => jwt.sign({ ver: 0 }, secret, { algorithm: "HS256", audience: aud, issuer: "ipf", subject: sub, expiresIn: "1h" });
const api = spawn(process.execPath, [...(process.env.PROF ? ["--cpu-prof", "--cpu-prof-dir=/tmp/bk"] : []), "api/dist/main.js"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, NODE_ENV: "production", PORT: "54998", HOST: "127.0.0.1", DATABASE_URL: url, DATA_DIR: "/tmp/bk/api", JWT_SECRET: secret, LOG_LEVEL: "warn", PAYMENTS_LOCAL_CHECKOUT: "true" },
});
for (;;) { try { if ((await fetch("http://127.0.0.1:54998/api/health")).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
const conns: Record<string, number> = { quote: 64, "staff-search": 16, "approval-blacklist": 16, locker: 32, intake: 4 };
const scenario = { name: kind, kind, baseUrl: "http://127.0.0.1:54998", connections: conns[kind], durationSeconds: seconds,
  staffToken: sign("staff", data.staffId), warehouseIds: data.warehouseIds, countries: data.countries, trackNumbers: data.sampleTrackNumbers,
  customerTokens: data.lockerCustomerIds.map((id: string) => sign("customer", id)), customerId: data.lockerCustomerIds[0] };
await writeFile("/tmp/bk/manual.json", JSON.stringify({ ...scenario, durationSeconds: 2 }));
const run = () => new Promise<string>((resolve) => { const c = spawn(process.execPath, ["--import", "tsx", "bench/load.ts", "/tmp/bk/manual.json"], { stdio: ["ignore", "pipe", "inherit"] }); let o = ""; c.stdout.on("data", (d) => (o += d)); c.on("exit", () => resolve(o.trim())); });
await run();
const client = new pg.Client(url); await client.connect();
await client.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements").catch(() => {});
await client.query("SELECT pg_stat_statements_reset()");
await writeFile("/tmp/bk/manual.json", JSON.stringify(scenario));
const cpu = async (pid: number) => { const f = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]!.split(" "); return [Number(f[11]), Number(f[12])]; };
const b = await cpu(api.pid!);
const out = await run();
const a = await cpu(api.pid!);
const n = JSON.parse(out).requests;
console.log(out, "utime ms/req", ((a[0]! - b[0]!) * 10 / n).toFixed(3), "stime ms/req", ((a[1]! - b[1]!) * 10 / n).toFixed(3));
const { rows } = await client.query(`SELECT calls, round(total_plan_time::numeric,1) plan_ms, round(total_exec_time::numeric,1) exec_ms, round(((total_plan_time+total_exec_time)/nullif(calls,0))::numeric,3) per_call, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) q FROM pg_stat_statements ORDER BY total_plan_time+total_exec_time DESC LIMIT 8`);
console.table(rows);
await client.end();
api.kill("SIGTERM");
