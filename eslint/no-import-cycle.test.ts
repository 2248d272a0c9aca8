import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, expect, it } from "vitest";
import local from "./no-import-cycle.js";

const dir = mkdtempSync(join(tmpdir(), "ipf-cycle-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
}

async function cycles(file: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.ts", "**/*.tsx"],
        languageOptions: { parser: tseslint.parser },
        plugins: { local },
        rules: { "local/no-import-cycle": "error" },
      },
    ],
  });
  const [result] = await eslint.lintFiles([join(dir, file)]);
  return result!.messages.map((message) => message.message);
}

describe("local/no-import-cycle", () => {
  it("reports a cycle made of a type-only import, with its chain", async () => {
    write({
      "router.ts":
        'import { Layout } from "./layout.js";\nexport interface Handle { title: string }\nexport const r = Layout;\n',
      "layout.ts": 'import type { Handle } from "./router.js";\nexport const Layout = (h: Handle) => h.title;\n',
    });
    expect(await cycles("layout.ts")).toEqual([
      expect.stringContaining("Import cycle: layout.ts → router.ts → layout.ts"),
    ]);
  });

  it("reports a longer cycle through an export and a dynamic import", async () => {
    write({
      "a.ts": 'export * from "./b";\n',
      "b.ts": 'export const load = () => import("./c.js");\n',
      "c.ts": 'import { x } from "./a.js";\nexport const y = x;\n',
    });
    expect(await cycles("a.ts")).toEqual([expect.stringContaining("a.ts → b.ts → c.ts → a.ts")]);
  });

  it("lets a tree of imports be", async () => {
    write({
      "types.ts": "export interface Handle { title: string }\n",
      "page.tsx":
        'import type { Handle } from "./types.js";\nimport "./styles.css";\nexport const p = (h: Handle) => h;\n',
      "app.ts":
        'import { p } from "./page.js";\nimport type { Handle } from "./types.js";\nexport const a = (h: Handle) => p(h);\n',
    });
    expect(await cycles("app.ts")).toEqual([]);
  });
});
