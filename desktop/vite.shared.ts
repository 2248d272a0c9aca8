import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, type UserConfig } from "vite";

/**
 * Build settings both renderer builds share (electron-vite's and the /admin
 * browser bundle). `@ipf/shared` is consumed from its TypeScript sources under
 * the `@ipf/source` condition; Vite's own conditions stay after it.
 */
export const SOURCE_CONDITION = "@ipf/source";
export const clientConditions = [SOURCE_CONDITION, ...defaultClientConditions];
export const serverConditions = [SOURCE_CONDITION, ...defaultServerConditions];

export const rendererRoot = "src/renderer";

export function rendererConfig(): UserConfig {
  return {
    plugins: [react()],
    resolve: {
      conditions: clientConditions,
      // The workspace root holds another React (pulled in by a sibling
      // package); Blueprint and the router must share the renderer's copy.
      dedupe: ["react", "react-dom"],
    },
  };
}
