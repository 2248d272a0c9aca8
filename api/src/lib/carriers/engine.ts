/**
 * The shipping engine the product uses: karrio at KARRIO_URL, or the
 * in-process stand-in (the fake karrio mounted at /karrio-local, moving its
 * trackers forward and posting karrio's webhook to this server), or none
 * (production without karrio: only the manual path).
 */
import type { CarrierEngineConfig } from "../../config.js";
import type { CarrierGateway } from "./gateway.js";
import { karrioGateway } from "./karrio/client.js";
import { createFakeKarrio, type FakeKarrio } from "./karrio/fake.js";

export const KARRIO_LOCAL_PATH = "/karrio-local";
export const KARRIO_WEBHOOK_PATH = "/api/carriers/karrio/webhook";

export interface CarrierEngine {
  gateway: CarrierGateway | null;
  /** The secret karrio sends in X-Event-Id with each webhook. */
  webhookSecret: string | null;
  /** The stand-in, when there is no karrio. */
  standIn: FakeKarrio | null;
  /** Where this server listens, for the stand-in's calls and webhooks (set once the port is known). */
  setLocalOrigin(origin: string): void;
  /** Starts moving the stand-in's trackers (development); returns the stop. */
  startStepping(): () => void;
}

export function createCarrierEngine(config: CarrierEngineConfig, port: number): CarrierEngine {
  if (config.kind === "none") {
    return { gateway: null, webhookSecret: null, standIn: null, setLocalOrigin() {}, startStepping: () => () => {} };
  }
  if (config.kind === "karrio") {
    return {
      gateway: karrioGateway({ url: config.url, apiKey: config.apiKey, timeoutMs: config.timeoutSeconds * 1000 }),
      webhookSecret: config.webhookSecret,
      standIn: null,
      setLocalOrigin() {},
      startStepping: () => () => {},
    };
  }
  let origin = `http://127.0.0.1:${port}`;
  const apiKey = "local-stand-in";
  const standIn = createFakeKarrio({
    apiKey,
    webhook: { url: () => `${origin}${KARRIO_WEBHOOK_PATH}`, secret: config.webhookSecret },
  });
  return {
    gateway: karrioGateway({ url: () => `${origin}${KARRIO_LOCAL_PATH}`, apiKey, local: true, timeoutMs: 10_000 }),
    webhookSecret: config.webhookSecret,
    standIn,
    setLocalOrigin(value) {
      origin = value.replace(/\/+$/, "");
    },
    startStepping() {
      if (config.stepSeconds === 0) return () => {};
      const timer = setInterval(() => {
        for (const trackingNumber of standIn.activeTrackingNumbers()) void standIn.advance(trackingNumber);
      }, config.stepSeconds * 1000);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
