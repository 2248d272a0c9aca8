import type { IpfBridge } from "@ipf/shared/bridge";

declare global {
  interface Window {
    /** Present only inside the desktop app (the preload's bridge); absent in the /admin build. */
    ipf?: IpfBridge;
  }
}

export {};
