import { system } from "@ipf/shared/contract/system";
import { call, type Parser } from "./client";

export interface Health {
  environment: string;
}

/**
 * Hand-written rather than zod: the layout reads it on every first page,
 * which loads only this endpoint's module of the contract, not every schema.
 */
const healthAnswer: Parser<Health> = {
  parse(data) {
    const environment = (data as { environment?: unknown } | null)?.environment;
    if (typeof environment !== "string") throw new Error("health: no environment");
    return { environment };
  },
};

/** Environments whose site is the real one, or a developer's own: no banner. */
const UNMARKED = new Set(["production", "development"]);

/**
 * The 'Testing Website' banner: shown on every page
 * when the backend says it is neither production nor a developer's machine
 * (NODE_ENV=test, or a staging name a deployment may report).
 */
export function isTestEnvironment(environment: string): boolean {
  return !UNMARKED.has(environment);
}

export const systemApi = {
  health(signal?: AbortSignal) {
    return call(system.health, { signal, answer: healthAnswer });
  },
};
