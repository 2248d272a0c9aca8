/**
 * The benchmark's figures for each size of data set, side by side: each run
 * writes its size's figures to docs/benchmark/parcels-N.json (a run limited
 * with `--only` replaces only the scenarios it measured) and its statements'
 * plans to docs/benchmark/plans-N.md, then draws every size measured so far
 * as a table (docs/benchmark/scaling.md) and a plot (docs/benchmark/scaling.svg).
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PlanFigures } from "./plans.js";

export interface ScenarioFigures {
  kind: string;
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  rssMb: number | null;
  /** CPU per request (the tracking: per webhook), API and PostgreSQL, in ms; absent where not measured. */
  cpuMs?: { api: number; postgres: number };
}

export interface SizeFigures {
  parcels: number;
  customers: number;
  /** Undefined when the run reused a kept data set: the last load's time stays. */
  loadSeconds?: number;
  diskMb: number;
  peakRssMb: number;
  measuredOn?: string;
  scenarios: ScenarioFigures[];
  plans: Omit<PlanFigures, "text">[];
}

const folder = join(dirname(fileURLToPath(import.meta.url)), "..", "docs", "benchmark");

/** The targets the plot draws, by the figure they bound (bench/run.ts holds the same ones in words). */
const PANELS: { kind: string; title: string; figure: "p95Ms" | "p99Ms"; target: number }[] = [
  { kind: "quote", title: "calc_shipping quote, p99", figure: "p99Ms", target: 20 },
  { kind: "staff-search", title: "staff list, track-number search, p95", figure: "p95Ms", target: 15 },
  { kind: "approval-blacklist", title: "staff list, approval blacklist, p95", figure: "p95Ms", target: 15 },
  { kind: "locker", title: "customer locker, p95", figure: "p95Ms", target: 10 },
  { kind: "intake", title: "intake with 3 photos, p95", figure: "p95Ms", target: 400 },
  { kind: "admin-queue", title: "back office page turn, p95", figure: "p95Ms", target: 50 },
  { kind: "statistics", title: "statistics, slowest call", figure: "p99Ms", target: 200 },
  { kind: "tracking", title: "karrio webhook, p95", figure: "p95Ms", target: Number.NaN },
];

const number = (value: number) => value.toLocaleString("en-US");
const sizeLabel = (parcels: number) =>
  parcels >= 1_000_000 ? `${parcels / 1_000_000}M` : `${Math.round(parcels / 1000)}k`;

async function readSizes(): Promise<SizeFigures[]> {
  const files = (await readdir(folder).catch(() => [] as string[])).filter((name) => /^parcels-\d+\.json$/.test(name));
  const sizes = await Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(folder, name), "utf8")) as SizeFigures),
  );
  return sizes.sort((a, b) => a.parcels - b.parcels);
}

/** Merges this run into its size's file, then redraws the table and the plot; answers the files written. */
export async function recordSize(run: Omit<SizeFigures, "plans"> & { plans: PlanFigures[] }): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  const file = join(folder, `parcels-${run.parcels}.json`);
  const before = JSON.parse(await readFile(file, "utf8").catch(() => "null")) as SizeFigures | null;
  const measured = new Set(run.scenarios.map((scenario) => scenario.kind));
  const merged: SizeFigures = {
    parcels: run.parcels,
    customers: run.customers,
    loadSeconds: run.loadSeconds ?? before?.loadSeconds,
    diskMb: run.diskMb,
    peakRssMb: Math.max(
      run.peakRssMb,
      ...(before?.scenarios ?? []).filter((s) => !measured.has(s.kind)).map((s) => s.rssMb ?? 0),
    ),
    measuredOn: new Date().toISOString().slice(0, 10),
    scenarios: [...(before?.scenarios ?? []).filter((scenario) => !measured.has(scenario.kind)), ...run.scenarios],
    plans: run.plans.map(({ text: _text, ...figures }) => figures),
  };
  await writeFile(file, JSON.stringify(merged, null, 2) + "\n");
  const plansFile = join(folder, `plans-${run.parcels}.md`);
  await writeFile(
    plansFile,
    `# Plans at ${number(run.parcels)} parcels\n\n` +
      "Written by `npm run bench`: each hand-tuned statement (`api/src/services/parcels/sql/`) as the API sends it, " +
      "with values of the data set, under `EXPLAIN (ANALYZE, BUFFERS)`, after one warming run.\n" +
      run.plans
        .map(
          (plan) =>
            `\n## ${plan.statement}\n\n${plan.values}: ${number(plan.pages)} pages, ${plan.executionMs} ms.\n\n` +
            "```\n" +
            plan.text +
            "\n```\n",
        )
        .join(""),
  );
  const sizes = await readSizes();
  await writeFile(join(folder, "scaling.md"), table(sizes));
  await writeFile(join(folder, "scaling.svg"), plot(sizes));
  return [file, plansFile, join(folder, "scaling.md"), join(folder, "scaling.svg")];
}

function table(sizes: SizeFigures[]): string {
  const head = (first: string) =>
    `| ${first} | ${sizes.map((size) => sizeLabel(size.parcels)).join(" | ")} |\n|---|${sizes.map(() => "---").join("|")}|\n`;
  const kinds = [...new Set(sizes.flatMap((size) => size.scenarios.map((scenario) => scenario.kind)))];
  // One row a scenario, named by the first size that ran it; `cell` writes a size's figures, blank where it did not run.
  const scenarioRows = (cell: (scenario: ScenarioFigures) => string | null) =>
    kinds
      .map((kind) => {
        const cells = sizes.map((size) => {
          const found = size.scenarios.find((scenario) => scenario.kind === kind);
          return (found && cell(found)) ?? "";
        });
        if (cells.every((text) => !text)) return "";
        const name = sizes.flatMap((size) => size.scenarios).find((scenario) => scenario.kind === kind)!.scenario;
        return `| ${name.replace(/of a [\d,]+-request/, "of the")} | ${cells.join(" | ")} |\n`;
      })
      .join("");
  const bare = sizes.map((size) => {
    const found = size.scenarios.find((scenario) => scenario.kind === "bare");
    return found ? number(Math.round(found.requestsPerSecond)) : "";
  });
  const statements = [...new Set(sizes.flatMap((size) => size.plans.map((plan) => plan.statement)))];
  const planRows = statements
    .map((statement) => {
      const cells = sizes.map((size) => {
        const found = size.plans.find((plan) => plan.statement === statement);
        return found ? `${number(found.pages)} / ${found.executionMs}` : "";
      });
      return `| \`${statement}\` | ${cells.join(" | ")} |\n`;
    })
    .join("");
  return (
    "# The benchmark by size of data set\n\n" +
    "Written by `npm run bench -- --parcels N` ([benchmark](../benchmark.md#by-size-of-data-set)); " +
    "plot: [scaling.svg](scaling.svg).\n\n" +
    head("data set") +
    `| customers | ${sizes.map((size) => number(size.customers)).join(" | ")} |\n` +
    `| load, s | ${sizes.map((size) => (size.loadSeconds === undefined ? "" : size.loadSeconds.toFixed(0))).join(" | ")} |\n` +
    `| database on disk, MB | ${sizes.map((size) => number(size.diskMb)).join(" | ")} |\n` +
    `| API peak RSS, MB | ${sizes.map((size) => size.peakRssMb || "").join(" | ")} |\n` +
    `| measured on | ${sizes.map((size) => size.measuredOn ?? "").join(" | ")} |\n\n` +
    "Each scenario's p50 / p95 / p99 in ms (the statistics: slowest call as p99):\n\n" +
    head("scenario") +
    scenarioRows((found) => `${found.p50Ms} / ${found.p95Ms} / ${found.p99Ms}`) +
    "\nThe CPU each request cost, API + PostgreSQL, in ms (the tracking: each webhook), from the runs of the " +
    "table above; the bare server's requests a second are the last run's at each size. " +
    "Latency follows the machine's speed of the moment, which the bare server's requests a second show; " +
    "the CPU a request costs does not, so it is what shows a cost growing with the data:\n\n" +
    head("scenario") +
    `| bare node http, requests a second | ${bare.join(" | ")} |\n` +
    scenarioRows((found) => (found.cpuMs ? `${found.cpuMs.api} + ${found.cpuMs.postgres}` : null)) +
    "\nEach hand-tuned statement: pages read (8 KB, in memory or from disk) / execution in ms " +
    "([plans](plans-" +
    (sizes.at(-1)?.parcels ?? 0) +
    ".md) at the largest size):\n\n" +
    head("statement") +
    planRows
  );
}

/** Small multiples: one panel per figure against the data set's size (log scale), its target dashed. */
function plot(sizes: SizeFigures[]): string {
  const panels: {
    title: string;
    unit: string;
    target: number;
    lines: { label: string; points: [number, number][] }[];
  }[] = [];
  for (const panel of PANELS) {
    const points = (figure: "p50Ms" | "p95Ms" | "p99Ms") =>
      sizes.flatMap((size) => {
        const found = size.scenarios.find((scenario) => scenario.kind === panel.kind);
        return found ? [[size.parcels, found[figure]] as [number, number]] : [];
      });
    if (!points("p50Ms").length) continue;
    panels.push({
      title: panel.title.replace(/, p\d\d$|, slowest call$/, ""),
      unit: "ms",
      target: panel.target,
      lines: [
        { label: "p50", points: points("p50Ms") },
        { label: "p95", points: points("p95Ms") },
        { label: panel.kind === "statistics" ? "slowest" : "p99", points: points("p99Ms") },
      ],
    });
  }
  panels.push({
    title: "API peak RSS",
    unit: "MB",
    target: 350,
    lines: [
      {
        label: "peak",
        points: sizes.filter((size) => size.peakRssMb > 0).map((size) => [size.parcels, size.peakRssMb]),
      },
    ],
  });
  panels.push({
    title: "database on disk",
    unit: "MB",
    target: Number.NaN,
    lines: [{ label: "size", points: sizes.map((size) => [size.parcels, size.diskMb]) }],
  });
  const statements = [...new Set(sizes.flatMap((size) => size.plans.map((plan) => plan.statement)))];
  panels.push({
    title: "pages read by each statement",
    unit: "pages",
    target: Number.NaN,
    lines: statements.map((statement) => ({
      label: statement,
      points: sizes.flatMap((size) => {
        const found = size.plans.find((plan) => plan.statement === statement);
        return found ? [[size.parcels, Math.max(1, found.pages)] as [number, number]] : [];
      }),
    })),
  });

  const columns = 3;
  const width = 300;
  const height = 200;
  const margin = { left: 48, right: 12, top: 28, bottom: 30 };
  const colours = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf", "#7f7f7f"];
  const xs = sizes.map((size) => size.parcels);
  const [xMin, xMax] = [Math.min(...xs) / 1.5, Math.max(...xs) * 1.5];
  const x = (value: number) =>
    margin.left +
    ((Math.log(value) - Math.log(xMin)) / (Math.log(xMax) - Math.log(xMin))) * (width - margin.left - margin.right);
  const parts: string[] = [];
  panels.forEach((panel, index) => {
    const left = (index % columns) * width;
    const top = Math.floor(index / columns) * height;
    const logScale = panel.unit === "pages";
    const values = panel.lines.flatMap((line) => line.points.map(([, value]) => value));
    if (!Number.isNaN(panel.target)) values.push(panel.target);
    const yMax = Math.max(...values) * 1.15;
    const yMin = logScale ? Math.max(1, Math.min(...values) / 2) : 0;
    const y = (value: number) =>
      height -
      margin.bottom -
      (logScale
        ? (Math.log(value) - Math.log(yMin)) / (Math.log(yMax) - Math.log(yMin))
        : (value - yMin) / (yMax - yMin)) *
        (height - margin.top - margin.bottom);
    const g: string[] = [`<g transform="translate(${left},${top})">`];
    g.push(
      `<text x="${margin.left}" y="16" font-weight="bold">${panel.title} (${panel.unit}${logScale ? ", log" : ""})</text>`,
    );
    g.push(
      `<line x1="${margin.left}" y1="${height - margin.bottom}" x2="${width - margin.right}" y2="${height - margin.bottom}" stroke="#444"/>`,
      `<line x1="${margin.left}" y1="${margin.top}" x2="${margin.left}" y2="${height - margin.bottom}" stroke="#444"/>`,
    );
    for (const size of xs)
      g.push(`<text x="${x(size)}" y="${height - margin.bottom + 14}" text-anchor="middle">${sizeLabel(size)}</text>`);
    const ticks = logScale
      ? [yMin, Math.sqrt(yMin * yMax), yMax / 1.15].map(Math.round)
      : [0, yMax / 2.3, yMax / 1.15].map((tick) => Math.round(tick * 10) / 10);
    for (const tick of ticks)
      g.push(
        `<text x="${margin.left - 4}" y="${y(Math.max(tick, yMin)) + 4}" text-anchor="end">${number(tick)}</text>`,
      );
    if (!Number.isNaN(panel.target))
      g.push(
        `<line x1="${margin.left}" y1="${y(panel.target)}" x2="${width - margin.right}" y2="${y(panel.target)}" stroke="#d62728" stroke-dasharray="4 3"/>`,
        `<text x="${width - margin.right}" y="${y(panel.target) - 3}" text-anchor="end" fill="#d62728">target ${panel.target}</text>`,
      );
    panel.lines.forEach((line, lineIndex) => {
      const colour = colours[lineIndex % colours.length]!;
      const path = line.points.map(([size, value]) => `${x(size).toFixed(1)},${y(value).toFixed(1)}`).join(" ");
      g.push(`<polyline points="${path}" fill="none" stroke="${colour}" stroke-width="1.5"/>`);
      for (const [size, value] of line.points)
        g.push(`<circle cx="${x(size).toFixed(1)}" cy="${y(value).toFixed(1)}" r="2.5" fill="${colour}"/>`);
      if (panel.lines.length > 1 && panel.lines.length <= 3)
        g.push(
          `<text x="${margin.left + 6 + lineIndex * 50}" y="${margin.top + 4}" fill="${colour}">${line.label}</text>`,
        );
    });
    g.push("</g>");
    parts.push(g.join(""));
  });
  const rows = Math.ceil(panels.length / columns);
  const legend = statements
    .map(
      (statement, index) =>
        `<text x="${10 + (index % 4) * 225}" y="${rows * height + 16 + Math.floor(index / 4) * 16}" fill="${colours[index % colours.length]}">${statement}</text>`,
    )
    .join("");
  const totalHeight = rows * height + 20 + Math.ceil(statements.length / 4) * 16;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${columns * width}" height="${totalHeight}" ` +
    `viewBox="0 0 ${columns * width} ${totalHeight}" font-family="sans-serif" font-size="11">` +
    `<rect width="100%" height="100%" fill="#fff"/>${parts.join("")}${legend}</svg>\n`
  );
}
