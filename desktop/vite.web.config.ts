import { resolve } from "node:path";
import { defineConfig, mergeConfig, type Plugin } from "vite";
import { contentSecurityPolicy } from "./src/common/csp.ts";
import { rendererConfig, rendererRoot } from "./vite.shared.ts";

/**
 * The back office as a plain web bundle, served by the API at /admin (same
 * origin, so the API, its WebSocket and uploads are all 'self').
 */
function cspMeta(): Plugin {
  return {
    name: "ipf:csp-meta",
    apply: "build",
    transformIndexHtml: () => [
      {
        tag: "meta",
        attrs: { "http-equiv": "Content-Security-Policy", content: contentSecurityPolicy() },
        injectTo: "head-prepend",
      },
    ],
  };
}

const apiTarget = process.env.IPF_API_URL ?? "http://127.0.0.1:8080";
const proxy = {
  "/api": { target: apiTarget, changeOrigin: true },
  "/uploads": { target: apiTarget, changeOrigin: true },
  "/ws": { target: apiTarget, ws: true, changeOrigin: true },
};

export default defineConfig(
  mergeConfig(rendererConfig(), {
    root: resolve(import.meta.dirname, rendererRoot),
    base: "/admin/",
    plugins: [cspMeta()],
    build: {
      outDir: resolve(import.meta.dirname, "dist-web"),
      emptyOutDir: true,
      sourcemap: true,
      // Blueprint and React make up most of the first download; each screen is a chunk of its own (App.tsx).
      chunkSizeWarningLimit: 1024,
    },
    server: { proxy },
    preview: { proxy },
  }),
);
