import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
const base = "http://127.0.0.1:4116";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [lang, width, height] of [["ar", 390, 844], ["en", 1280, 900]]) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const logs = [];
  page.on("console", (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => logs.push(`pageerror: ${e.message}`));
  const res = await page.request.post(`${base}/api/users/login`, { data: { email: "demo@ipf.example", password: "demo-password" } });
  const { token } = await res.json();
  await page.goto(`${base}/${lang}/login`);
  await page.evaluate((t) => localStorage.setItem("ipf.token", t), token);
  await page.goto(`${base}/${lang}/dashboard`);
  await page.waitForSelector("html[data-ready]");
  await page.waitForTimeout(1500);
  const mark = await page.evaluate(() => performance.getEntriesByName("locker-parcels-shown").map((e) => e.startTime));
  await page.screenshot({ path: `/tmp/locker-${lang}.png`, fullPage: false });
  console.log(lang, "mark", mark, "\n  " + logs.join("\n  "));
  await context.close();
}
await browser.close();
