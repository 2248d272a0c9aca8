import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const base = "http://127.0.0.1:4113";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
async function customer(lang, viewport, name) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${base}/en/login`);
  const main = page.getByRole("main");
  await main.getByLabel("E-mail", { exact: true }).fill("demo@ipf.example");
  await main.getByLabel("Password", { exact: true }).fill("demo-password");
  await main.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL(/dashboard/);
  await page.goto(`${base}/${lang}/dashboard`);
  await page.getByTestId("storage-fact").first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/storage-${name}.png`, fullPage: true });
  const card = page.getByRole("article").filter({ hasText: "CB555000222FR" });
  await card.getByRole("button").filter({ hasText: lang === "ar" ? "الدفع" : "pay" }).first().click();
  await page.getByTestId("pay-summary").waitFor();
  await page.screenshot({ path: `/tmp/storage-${name}-pay.png` });
  await context.close();
}
await customer("ar", { width: 390, height: 844 }, "ar-phone");
await customer("en", { width: 1280, height: 900 }, "en-desktop");

const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const r = await page.request.post(`${base}/api/admins/login`, { data: { username: "admin", password: "demo-password" } });
const { token } = await r.json();
await page.goto(`${base}/api/health`);
await page.evaluate((t) => localStorage.setItem("ipf.adminToken", t), token);
for (const path of ["storage-ending", "storage-fee"]) {
  await page.goto(`${base}/admin/${path}`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/storage-admin-${path}.png` });
}
await browser.close();
