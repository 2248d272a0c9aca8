#!/usr/bin/env node
// `npm start`: builds what is not built yet, then runs the product on one
// port (embedded PostgreSQL unless DATABASE_URL is set).
import { spawn, spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const build = spawnSync(process.execPath, [join(root, "scripts", "build.mjs")], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

process.chdir(root);
const main = join(root, "api", "dist", "main.js");
// Settings read only when a process starts, so the server is started with them
// (docs/configuration.md): glibc's MALLOC_ARENA_MAX=2 keeps the memory the photo threads free
// from staying with the process; V8's young generation held to 8 MB semi-spaces keeps a burst of requests
// from growing the heap (the benchmark's burst peaked at 426 MB with V8's own sizing, 355 MB with
// 16 MB and 314 MB with 8 MB, no slower); and the old generation collected once it has grown by half
// of what it held after the last collection, where V8's own factor let it grow to four times that
// (quotes alone took the server from 164 to 320 MB, 215 MB with it, no slower). The server runs in
// this same process (execve: same pid, so a signal or a kill reaches the server itself); where Node
// has no execve, as a child that Ctrl-C and SIGTERM reach through this process.
const HEAP_FLAGS = ["--max-semi-space-size=8", "--heap-growing-percent=50"];
const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
const missing = HEAP_FLAGS.filter((flag) => !given.some((set) => set.startsWith(flag.split("=")[0])));
if (process.env.MALLOC_ARENA_MAX && missing.length === 0) {
  await import(main);
} else {
  const env = { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" };
  const args = [...process.execArgv, ...missing, main];
  if (typeof process.execve === "function") {
    process.execve(process.execPath, [process.execPath, ...args], env);
  } else {
    const server = spawn(process.execPath, args, { env, stdio: "inherit" });
    for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
    server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  }
}
