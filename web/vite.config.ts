import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";

const backend = "http://127.0.0.1:8080";

export default defineConfig({
  base: "/",
  plugins: [react()],
  resolve: {
    // `@ipf/shared` resolves to its TypeScript sources: no build step between edits.
    conditions: ["@ipf/source", ...defaultClientConditions],
  },
  // The prerender build (scripts/prerender.mjs) bundles our own packages from their sources too.
  ssr: {
    noExternal: [/^@ipf\//],
    resolve: { conditions: ["@ipf/source", ...defaultServerConditions] },
  },
  server: {
    proxy: {
      "/api": backend,
      "/uploads": backend,
      "/ws": { target: backend, ws: true },
      "/admin": backend,
      "/dev": backend,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Keeps the gzip report in the build output; the landing page's budget is watched there.
    reportCompressedSize: true,
    // Read by scripts/check-budget.mjs to follow the landing page's chunks.
    manifest: true,
  },
});
