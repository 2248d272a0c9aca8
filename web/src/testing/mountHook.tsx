/**
 * Tests only: a hook held by a component mounted in jsdom, inside `wrap`
 * (a language provider, say). Each mount stays until `unmountHooks`, which a
 * test file calls after each test.
 */
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";

// React's act() needs to be told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: (() => void)[] = [];

/** Mounts a component calling `hook`; answers what the hook gave at its latest render. */
export function mountHook<T>(hook: () => T, wrap: (probe: ReactNode) => ReactNode = (probe) => probe): () => T {
  let latest: { value: T } | undefined;
  function Probe() {
    latest = { value: hook() };
    return null;
  }
  const root = createRoot(document.createElement("div"));
  act(() => root.render(wrap(<Probe />)));
  mounted.push(() => act(() => root.unmount()));
  return () => latest!.value;
}

/** Unmounts every component `mountHook` mounted. */
export function unmountHooks(): void {
  for (const unmount of mounted.splice(0)) unmount();
}
