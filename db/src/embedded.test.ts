import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { connect } from "./connect.js";
import { startEmbeddedPostgres } from "./embedded.js";

// The cluster's launcher in a process of its own, killed as a crash kills it (SIGKILL); what the
// next start finds must not stop it.
const embedded = fileURLToPath(new URL("./embedded.ts", import.meta.url));
const folders: string[] = [];
const children = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function tempDir() {
  const folder = await mkdtemp(join(tmpdir(), "ipf-embedded-"));
  folders.push(folder);
  return folder;
}

/** A process that starts the cluster under `dataDir` and keeps it; resolves once it runs. */
async function owner(dataDir: string): Promise<ChildProcess> {
  const script = join(dataDir, "..", `${dataDir.split("/").pop()}-owner.mts`);
  await writeFile(
    script,
    `import { startEmbeddedPostgres } from ${JSON.stringify(embedded)};\n` +
      `await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)} });\n` +
      `process.stdout.write("ready\\n");\nsetInterval(() => undefined, 1000);\n`,
  );
  folders.push(script);
  const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("ready\n")) resolve();
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`the owner exited with ${code}:\n${output}`)));
  });
  return child;
}

const postmasterPid = async (dataDir: string) =>
  Number((await readFile(join(dataDir, "pg", "postmaster.pid"), "utf8")).split("\n")[0]);

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function killed(child: ChildProcess) {
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
  children.delete(child);
}

async function goneWithin(pid: number, ms: number) {
  for (const until = Date.now() + ms; Date.now() < until;) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** The message of the error `started` fails with ("" when it does not fail). */
async function failureOf(started: Promise<{ stop(): Promise<void> }>): Promise<string> {
  try {
    await (await started).stop();
    return "";
  } catch (error) {
    return error instanceof Error ? error.message : `not an Error: ${String(error)}`;
  }
}

/** The processes whose command line names `text` (Linux: /proc). */
async function processesNaming(text: string): Promise<number[]> {
  const pids = (await readdir("/proc")).filter((name) => /^\d+$/.test(name));
  const found: number[] = [];
  for (const pid of pids) {
    const command = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    if (command.includes(text) && Number(pid) !== process.pid) found.push(Number(pid));
  }
  return found;
}

describe("the embedded PostgreSQL", () => {
  it("stops by itself within seconds when the process that started it is killed", async () => {
    const dataDir = await tempDir();
    const child = await owner(dataDir);
    const postmaster = await postmasterPid(dataDir);
    expect(alive(postmaster)).toBe(true);
    await killed(child);
    expect(await goneWithin(postmaster, 10_000)).toBe(true);
  }, 60_000);

  it("left running with no watcher, is stopped by the next start, which then serves the same data", async () => {
    const dataDir = await tempDir();
    const child = await owner(dataDir);
    const postmaster = await postmasterPid(dataDir);
    // The watcher too is gone (killed with its process group, say): PostgreSQL stays up.
    const watchers = await processesNaming(join(dataDir, "pg", "postmaster.pid"));
    expect(watchers).toHaveLength(1);
    for (const pid of watchers) process.kill(pid, "SIGKILL");
    await killed(child);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(alive(postmaster)).toBe(true);

    const cluster = await startEmbeddedPostgres({ dataDir });
    try {
      expect(alive(postmaster)).toBe(false);
      const db = connect(cluster.adminUrl, { pool: { max: 1 } });
      expect((await db.raw("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
      await db.destroy();
    } finally {
      await cluster.stop();
    }
  }, 60_000);

  it("is refused, saying why, to a second start while its owner runs", async () => {
    const dataDir = await tempDir();
    const child = await owner(dataDir);
    expect(await failureOf(startEmbeddedPostgres({ dataDir }))).toMatch(
      new RegExp(`belongs to process ${child.pid}, still running`),
    );
    expect(child.exitCode).toBe(null);
    await killed(child);
  }, 60_000);

  it("names PostgreSQL's own reason when it does not start", async () => {
    const dataDir = await tempDir();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const address = taken.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      expect(await failureOf(startEmbeddedPostgres({ dataDir, port }))).toMatch(
        /PostgreSQL did not start on [^\n]*:\n.*could not create any TCP\/IP sockets/s,
      );
    } finally {
      taken.close();
    }
  }, 60_000);
});
