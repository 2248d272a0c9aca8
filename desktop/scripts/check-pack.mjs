#!/usr/bin/env node
// Checks electron-builder.yml without downloading Electron: builds the bundles,
// packs an unpacked Linux app against a stand-in Electron (an empty "binary"
// carrying the fuse wire), and checks what landed in it. Run from anywhere:
//   node desktop/scripts/check-pack.mjs [--skip-build] [--keep]
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const desktop = join(dirname(fileURLToPath(import.meta.url)), "..");
const root = join(desktop, "..");
const require = createRequire(import.meta.url);
const args = new Set(process.argv.slice(2));

// @electron/fuses looks for this sentinel, then a version byte, the wire length
// and one byte per fuse ("0" off, "1" on). These are Electron's defaults.
const FUSE_SENTINEL = "dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX";
const DEFAULT_WIRE = "10110001";
// What electron-builder.yml's electronFuses must leave: run-as-node off, cookie
// encryption on, NODE_OPTIONS off, --inspect off, asar integrity on, app.asar
// only, (browser snapshot untouched), file:// extra privileges off.
const EXPECTED_WIRE = "01001100";

const EXECUTABLE = "ipf-back-office";

function bin(pkg, name) {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin: bins } = JSON.parse(readFileSync(manifest, "utf8"));
  return join(dirname(manifest), typeof bins === "string" ? bins : bins[name ?? pkg]);
}

function run(label, command, commandArgs, cwd) {
  process.stdout.write(`• ${label}\n`);
  const result = spawnSync(process.execPath, [command, ...commandArgs], { cwd, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`);
}

function makeStandIn(dir) {
  mkdirSync(join(dir, "resources"), { recursive: true });
  mkdirSync(join(dir, "locales"), { recursive: true });
  const binary = join(dir, "electron");
  writeFileSync(
    binary,
    Buffer.concat([Buffer.from(FUSE_SENTINEL), Buffer.from([1, DEFAULT_WIRE.length]), Buffer.from(DEFAULT_WIRE)]),
  );
  chmodSync(binary, 0o755);
  writeFileSync(join(dir, "version"), require(join(root, "node_modules", "electron", "package.json")).version);
  writeFileSync(join(dir, "LICENSE"), "stand-in\n");
  return dir;
}

function fuseWire(binary) {
  const content = readFileSync(binary);
  const at = content.indexOf(FUSE_SENTINEL);
  if (at === -1) return undefined;
  const wire = at + FUSE_SENTINEL.length;
  return content.subarray(wire + 2, wire + 2 + content[wire + 1]).toString("latin1");
}

const failures = [];
function check(condition, message) {
  process.stdout.write(`  ${condition ? "✓" : "✗"} ${message}\n`);
  if (!condition) failures.push(message);
}

const work = mkdtempSync(join(tmpdir(), "ipf-pack-"));
try {
  if (!args.has("--skip-build")) run("Building the Electron bundles", bin("electron-vite"), ["build"], desktop);

  const standIn = makeStandIn(join(work, "electron-dist"));
  const output = join(work, "release");
  run(
    "Packing (linux, unpacked) against a stand-in Electron",
    bin("electron-builder"),
    [
      "--config",
      "electron-builder.yml",
      "--dir",
      "--linux",
      "--x64",
      "--publish",
      "never",
      `-c.electronDist=${standIn}`,
      `-c.directories.output=${output}`,
    ],
    root,
  );

  process.stdout.write("• Checking the unpacked app\n");
  const app = join(output, "linux-unpacked");
  const resources = join(app, "resources");
  const unpacked = join(resources, "app.asar.unpacked", "node_modules");

  check(existsSync(join(resources, "app.asar")), "resources/app.asar exists");
  check(existsSync(join(unpacked, "node-hid", "package.json")), "node-hid is unpacked next to the archive");
  check(
    existsSync(join(unpacked, "@serialport", "bindings-cpp", "package.json")),
    "@serialport/bindings-cpp is unpacked next to the archive",
  );
  const hidPrebuilds = join(unpacked, "node-hid", "prebuilds");
  check(
    existsSync(hidPrebuilds) && readdirSync(hidPrebuilds, { recursive: true }).some((f) => String(f).endsWith(".node")),
    "node-hid's native binaries are unpacked",
  );

  const executable = join(app, EXECUTABLE);
  check(existsSync(executable), `the executable is named ${EXECUTABLE}`);
  if (existsSync(executable)) check(fuseWire(executable) === EXPECTED_WIRE, `fuses flipped to ${EXPECTED_WIRE}`);

  // @electron/asar comes with electron-builder; resolve it from there.
  const asar = createRequire(require.resolve("app-builder-lib/package.json"))("@electron/asar");
  const files = new Set(
    asar.listPackage(join(resources, "app.asar"), { isPack: false }).map((f) => f.replaceAll("\\", "/")),
  );
  for (const file of ["/package.json", "/out/main/index.js", "/out/preload/index.cjs", "/out/renderer/index.html"]) {
    check(files.has(file), `app.asar holds ${file}`);
  }
  for (const dependency of ["zod", "electron-updater", "bwip-js", "serialport", "node-hid"]) {
    check(files.has(`/node_modules/${dependency}/package.json`), `app.asar holds the main process's ${dependency}`);
  }
  const stray = [...files].filter(
    (f) => f.startsWith("/src/") || f.endsWith(".map") || /^\/node_modules\/(react|@blueprintjs)\//.test(f),
  );
  check(
    stray.length === 0,
    `no sources, source maps or renderer libraries packed${stray.length ? ` (${stray.slice(0, 3).join(", ")}…)` : ""}`,
  );
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
  process.stderr.write(`✗ ${failures.at(-1)}\n`);
} finally {
  if (args.has("--keep")) process.stdout.write(`  (kept ${work})\n`);
  else rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  process.stderr.write(`\ncheck-pack: ${failures.length} problem(s)\n`);
  process.exit(1);
}
process.stdout.write("\ncheck-pack: the desktop app packs as configured\n");
