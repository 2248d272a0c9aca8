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
// glibc reads MALLOC_ARENA_MAX when the process starts: 2 arenas keep the memory the photo threads
// free from staying with the process (README, Configuration). The server runs in this same process
// (execve: same pid, so a signal or a kill reaches the server itself); where Node has no execve, as
// a child that Ctrl-C and SIGTERM reach through this process.
if (process.env.MALLOC_ARENA_MAX) {
  await import(main);
} else {
  const env = { ...process.env, MALLOC_ARENA_MAX: "2" };
  const args = [...process.execArgv, main];
  if (typeof process.execve === "function") {
    process.execve(process.execPath, [process.execPath, ...args], env);
  } else {
    const server = spawn(process.execPath, args, { env, stdio: "inherit" });
    for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
    server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  }
}
