/**
 * ESLint rule `local/no-import-cycle`: no module of the project imports,
 * through any chain of relative imports, the module it is imported by.
 * Type-only imports count too: `eslint-plugin-import-x`'s `no-cycle` skips
 * them, and a cycle through a type is still a type in the wrong module,
 * the usual start of a runtime cycle.
 *
 * The graph is read from the files' text (every `import ... from`, `export
 * ... from`, side-effect `import` and `import()` of a relative path), once
 * per file and lint run.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const SPECIFIERS = [
  /\b(?:import|export)\s[^;]*?\bfrom\s*["'](\.{1,2}\/[^"']+)["']/g,
  /\bimport\s*["'](\.{1,2}\/[^"']+)["']/g,
  /\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g,
];
const SOURCE = /\.(ts|tsx|mts)$/;

/** The file a relative specifier names, or null when it is not a TypeScript module of the project. */
function resolveSpecifier(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, "");
  const candidates = SOURCE.test(base)
    ? [base]
    : [`${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, join(base, "index.ts"), join(base, "index.tsx")];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

const edges = new Map();

/** The project modules `file` imports, each with the specifier that names it. */
function importsOf(file) {
  let known = edges.get(file);
  if (known) return known;
  known = [];
  edges.set(file, known);
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return known;
  }
  const seen = new Set();
  for (const pattern of SPECIFIERS) {
    for (const match of text.matchAll(pattern)) {
      const target = resolveSpecifier(file, match[1]);
      if (target && !seen.has(target)) {
        seen.add(target);
        known.push({ target, specifier: match[1] });
      }
    }
  }
  return known;
}

/** A chain of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const visited = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, path] = stack.pop();
    if (visited.has(file)) continue;
    visited.add(file);
    for (const { target } of importsOf(file)) {
      if (target === goal) return path;
      if (!visited.has(target)) stack.push([target, [...path, target]]);
    }
  }
  return null;
}

export const noImportCycle = {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles among the project's modules, type-only imports included" },
    schema: [],
    messages: { cycle: "Import cycle: {{chain}}. Move the shared part (often a type) to a module both can import." },
  },
  create(context) {
    const file = context.filename;
    if (!SOURCE.test(file)) return {};
    const root = context.cwd;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== "string" || !specifier.startsWith(".")) return;
      const target = resolveSpecifier(file, specifier);
      if (!target) return;
      const back = target === file ? [] : pathBack(target, file);
      if (!back) return;
      const chain = [file, ...back, file].map((path) => relative(root, path)).join(" → ");
      context.report({ node, messageId: "cycle", data: { chain } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { "no-import-cycle": noImportCycle } };
