import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { DrawnPageProvider, useDrawnLocker, type DrawnLocker } from "./drawnPage";

// React's act() needs to be told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

const locker = { drawnAt: 1 } as DrawnLocker;

describe("DrawnPageProvider", () => {
  it("hands the drawn locker to the first render only, without rendering the page again", () => {
    const seen: (DrawnLocker | null)[] = [];
    function Page() {
      seen.push(useDrawnLocker());
      return null;
    }
    const root = createRoot(document.createElement("div"));
    act(() =>
      root.render(
        <DrawnPageProvider locker={locker}>
          <Page />
        </DrawnPageProvider>,
      ),
    );
    unmount = () => act(() => root.unmount());
    // One render: the hand-over after it is no state change that would draw the whole locker again.
    expect(seen).toEqual([locker]);

    // A later render (the page again, or a visit back to it) reads its own data.
    act(() =>
      root.render(
        <DrawnPageProvider locker={locker}>
          <Page />
        </DrawnPageProvider>,
      ),
    );
    expect(seen).toEqual([locker, null]);
  });
});
