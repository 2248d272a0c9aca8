// The server's command-line tools (api/src/cli/): compiles the server if
// needed, then runs one in this process, so it reads this command's
// arguments and standard input (left alone by the build).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Runs api/src/cli/<name>.ts, compiled. */
export async function runApiCli(name) {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const build = spawnSync(process.execPath, [tsc, "-b", "api"], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
  await import(join(root, "api", "dist", "cli", `${name}.js`));
}
