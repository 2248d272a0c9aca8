/**
 * The back office's browser build paging through a work queue, in Debian's
 * Chromium: the time from a click on "Next page" (or on the last page's
 * button) to the new rows on screen, the API's answer and React's render
 * included. Part of `npm run bench`; figures, not a test.
 */
import { writeFile } from "node:fs/promises";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import type { LoadResult } from "./load.js";
import { percentile } from "./percentile.js";

const STAFF_TOKEN_KEY = "ipf.adminToken";

/**
 * Run in the page, as plain text (the bench's TypeScript loader would wrap
 * named functions in a helper the page does not have): clicks the button
 * named `name` and resolves, on the frame after the rows of the page
 * starting at row `expected` are drawn, with the time it took; what it saw
 * instead after 10 s.
 */
const TURN_PAGE = `(name, expected) => new Promise((resolve) => {
  const button = [...document.querySelectorAll("button")].find((b) => b.getAttribute("aria-label") === name);
  if (!button) return resolve("no button " + name);
  const started = performance.now();
  const timer = setTimeout(() => {
    observer.disconnect();
    resolve("still " + document.querySelector(".ipf-pager-range")?.textContent);
  }, 10000);
  const observer = new MutationObserver(() => {
    const range = document.querySelector(".ipf-pager-range")?.textContent ?? "";
    const busy = document.querySelector(".ipf-table-scroll")?.getAttribute("aria-busy");
    if (!range.startsWith(expected + "\u2013") || busy !== "false") return;
    observer.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => resolve(performance.now() - started));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  button.click();
})`;

export async function measureQueuePaging(options: {
  baseUrl: string;
  staffToken: string;
  /** Pages turned one after the other. */
  pages: number;
  /** Where to write the page's CPU profile of the page turns (`--profile`). */
  profileTo?: string;
}): Promise<LoadResult & { queueSize: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${options.baseUrl}/admin/panel`);
    await page.evaluate(
      `localStorage.setItem(${JSON.stringify(STAFF_TOKEN_KEY)}, ${JSON.stringify(options.staffToken)})`,
    );
    await page.goto(`${options.baseUrl}/admin/requests/shipping-requests`);
    const range = page.locator(".ipf-pager-range");
    await range.filter({ hasText: /of/ }).waitFor({ timeout: 60_000 });
    const queueSize = Number(/of ([\d,]+)/.exec(await range.innerText())![1]!.replace(/,/g, ""));

    // The same pages straight from the API, to tell its share from the browser's: as the desk asks
    // for them (its table's rows, view=rows) and whole (the default answer).
    for (const [answerName, view] of [
      ["rows", "&view=rows"],
      ["whole parcels", ""],
    ] as const) {
      const apiTimes: number[] = [];
      let bytes = 0;
      for (let index = 1; index <= options.pages; index++) {
        const started = performance.now();
        const answer = await fetch(
          `${options.baseUrl}/api/packages/request/approval/get?awaitingApprove=true&suspicious=false&page=${index}&perPage=10${view}`,
          { headers: { Authorization: `Bearer ${options.staffToken}` } },
        );
        bytes += (await answer.arrayBuffer()).byteLength;
        if (answer.ok) apiTimes.push(performance.now() - started);
      }
      const apiSorted = [...apiTimes].sort((a, b) => a - b);
      process.stdout.write(
        apiSorted.length
          ? `  the same pages from the API alone, ${answerName}: p50 ${percentile(apiSorted, 50)} ms, p95 ${percentile(apiSorted, 95)} ms, ${Math.round(bytes / options.pages / 1024)} KB a page\n`
          : `  the same pages from the API alone, ${answerName}: refused\n`,
      );
    }

    const times: number[] = [];
    let errors = 0;
    /**
     * Clicks the button named `label` and waits, inside the page, for the rows of
     * the page starting at row `first` to be drawn (the next frame after the
     * range and the table say so): the time a person waits, without the test
     * driver's polling.
     */
    const turn = async (label: string, first: number) => {
      const script = `(${TURN_PAGE})(${JSON.stringify(label)}, ${JSON.stringify(first.toLocaleString("en-US"))})`;
      const elapsed = (await page.evaluate(script)) as number | string;
      if (typeof elapsed === "number") times.push(elapsed);
      else {
        errors++;
        process.stdout.write(`  ${label}: ${elapsed}\n`);
      }
      return elapsed;
    };
    const profiler = options.profileTo ? await page.context().newCDPSession(page) : undefined;
    if (profiler) {
      await profiler.send("Profiler.enable");
      await profiler.send("Profiler.start");
      await browser.startTracing(page, {
        path: options.profileTo!.replace(/\.cpuprofile$/, ".trace.json"),
        categories: ["devtools.timeline", "blink", "v8"],
      });
    }
    // The pointer comes onto the button before its first click, as a person's does (the desk reads
    // a page pointed at ahead), and stays there; the clicks follow without a pause.
    await page.hover('button[aria-label="Next page"]');
    for (let index = 1; index <= options.pages; index++) await turn("Next page", index * 10 + 1);
    if (profiler) {
      await browser.stopTracing();
      const { profile } = await profiler.send("Profiler.stop");
      await writeFile(options.profileTo!, JSON.stringify(profile));
    }
    // The far end of the queue: the last page's button.
    const lastPage = Math.ceil(queueSize / 10);
    await page.hover(`button[aria-label="Page ${lastPage}"]`);
    const farEnd = await turn(`Page ${lastPage}`, (lastPage - 1) * 10 + 1);
    process.stdout.write(
      `  the last page (${lastPage.toLocaleString("en-US")}): ${typeof farEnd === "number" ? `${Math.round(farEnd)} ms` : farEnd}\n`,
    );

    const sorted = [...times].sort((a, b) => a - b);
    const total = times.reduce((sum, time) => sum + time, 0);
    return {
      scenario: `back office: a page of a ${queueSize.toLocaleString("en-US")}-request queue`,
      requests: times.length,
      requestsPerSecond: Math.round((times.length / (total / 1000)) * 10) / 10,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      p99Ms: percentile(sorted, 99),
      errors,
      queueSize,
    };
  } finally {
    await browser.close();
  }
}
