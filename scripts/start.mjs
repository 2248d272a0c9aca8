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
// Two settings read only when a process starts, so the server is started with them
// (docs/configuration.md): glibc's MALLOC_ARENA_MAX=2 keeps the memory the photo threads free
// from staying with the process, and V8's young generation held to 8 MB semi-spaces keeps a burst of requests
// from growing the heap (the benchmark's burst peaked at 426 MB with V8's own sizing, 355 MB with
// 16 MB and 314 MB with 8 MB, no slower). The server runs in this same process (execve: same pid, so a signal or a kill
// reaches the server itself); where Node has no execve, as a child that Ctrl-C and SIGTERM reach
// through this process.
const SEMI_SPACE = "--max-semi-space-size=8";
const semiSpaceSet = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].some((flag) =>
  flag.startsWith("--max-semi-space-size"),
);
if (process.env.MALLOC_ARENA_MAX && semiSpaceSet) {
  await import(main);
} else {
  const env = { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" };
  const args = [...process.execArgv, ...(semiSpaceSet ? [] : [SEMI_SPACE]), main];
  if (typeof process.execve === "function") {
    process.execve(process.execPath, [process.execPath, ...args], env);
  } else {
    const server = spawn(process.execPath, args, { env, stdio: "inherit" });
    for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
    server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  }
}
