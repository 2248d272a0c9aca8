import { resolve } from "node:path";
import { defineConfig, mergeConfig } from "electron-vite";
import { rendererConfig, rendererRoot, serverConditions } from "./vite.shared.ts";

const nodeSide = {
  resolve: { conditions: serverConditions },
  ssr: { resolve: { conditions: serverConditions } },
};

export default defineConfig({
  main: {
    ...nodeSide,
    build: { lib: { entry: resolve(import.meta.dirname, "src/main/index.ts") } },
  },
  preload: {
    ...nodeSide,
    build: {
      lib: { entry: resolve(import.meta.dirname, "src/preload/index.ts") },
      // A sandboxed preload is loaded with require(): CommonJS, one file, only "electron" external.
      externalizeDeps: false,
      rolldownOptions: { output: { format: "cjs", entryFileNames: "[name].cjs" } },
    },
  },
  renderer: mergeConfig(rendererConfig(), {
    root: resolve(import.meta.dirname, rendererRoot),
    build: {
      outDir: resolve(import.meta.dirname, "out/renderer"),
      rolldownOptions: { input: resolve(import.meta.dirname, rendererRoot, "index.html") },
    },
  }),
});
