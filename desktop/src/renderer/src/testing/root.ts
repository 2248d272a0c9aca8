import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, vi } from "vitest";

/**
 * A React root in the document for a component test, with React told it
 * runs under `act`: emptied after each test, with every mock's calls
 * cleared; `reset` puts back what a test changed besides.
 */
export function testRoot(reset?: () => void): Root {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  afterEach(() => {
    act(() => root.render(null));
    vi.clearAllMocks();
    reset?.();
  });
  return root;
}

/** Lets pending promises and the effects they start run. */
export const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
