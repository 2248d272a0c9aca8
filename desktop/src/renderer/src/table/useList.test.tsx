// @vitest-environment jsdom
import { act } from "react";
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { settle, testRoot } from "../testing/root";
import type { ListParams } from "./rules";
import { READ_AHEAD_MS, useList, type ListState, type Page } from "./useList";

type Tab = "open" | "closed";
const PAGES = 5;

/** A list of five pages whose every load is recorded; `failing` pages refuse once. */
function listOf(failing = new Set<number>()) {
  const asked: number[] = [];
  const load = vi.fn(async ({ page }: ListParams<Tab>): Promise<Page<string>> => {
    asked.push(page);
    if (failing.delete(page)) throw new Error("offline");
    return { rows: [`row of page ${page}`], total: PAGES * 10, pageCount: PAGES };
  });
  return { asked, load };
}

const root = testRoot(() => vi.useRealTimers());

/** Lets a frame pass, and the work queued after it. */
const nextFrame = () => act(async () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

/**
 * Draws a list screen over `load` and gives back each state it rendered, the
 * last one last, the URL it shows and the router's `navigate` (for Back).
 */
async function drawn(load: ReturnType<typeof listOf>["load"]) {
  const seen: ListState<string, Tab>[] = [];
  const router = { url: "", navigate: (() => undefined) as NavigateFunction };
  function Screen() {
    seen.push(useList<string, Tab>({ tabs: ["open", "closed"], load }));
    const location = useLocation();
    router.url = location.search;
    router.navigate = useNavigate();
    return null;
  }
  act(() =>
    root.render(
      <MemoryRouter>
        <Screen />
      </MemoryRouter>,
    ),
  );
  await settle();
  return { seen, last: () => seen.at(-1)!, router };
}

describe("useList reads the next page ahead", () => {
  it("reads nothing ahead before the operator turns a page", async () => {
    const { asked, load } = listOf();
    const { last } = await drawn(load);
    expect(last().page?.rows).toEqual(["row of page 0"]);
    expect(asked).toEqual([0]);
  });

  it("once a page is turned, shows the next one in the render that asks for it, read once", async () => {
    const { asked, load } = listOf();
    const { seen, last } = await drawn(load);
    act(() => last().setPage(1));
    await settle();
    // The page turned to, then the two after it.
    expect(asked).toEqual([0, 1, 2, 3]);

    const before = seen.length;
    act(() => last().setPage(2));
    // Page 4 is asked at the click, before page 2's turn has settled.
    expect(asked).toEqual([0, 1, 2, 3, 4]);
    // The first render of page 2 already holds its rows: it never says "loading".
    const turned = seen.slice(before);
    expect(turned[0]).toMatchObject({ status: "ready", params: { page: 2 }, page: { rows: ["row of page 2"] } });
    expect(turned.every((state) => state.status === "ready")).toBe(true);
    await settle();
    expect(asked).toEqual([0, 1, 2, 3, 4]);
    expect(last().page?.rows).toEqual(["row of page 2"]);
  });

  it("reads back the way the operator turns", async () => {
    const { asked, load } = listOf();
    const { seen, last } = await drawn(load);
    act(() => last().setPage(PAGES - 1));
    await settle();
    act(() => last().setPage(PAGES - 2));
    await settle();
    expect(asked).toEqual([0, 4, 3, 2, 1]);
    const before = seen.length;
    act(() => last().setPage(PAGES - 3));
    expect(seen[before]).toMatchObject({ status: "ready", page: { rows: ["row of page 2"] } });
    expect(asked).toEqual([0, 4, 3, 2, 1, 0]);
  });

  it("reads a page pointed at, and shows it in the render of the click that turns to it", async () => {
    const { asked, load } = listOf();
    const { seen, last } = await drawn(load);
    act(() => last().readPage(PAGES - 1));
    act(() => last().readPage(0)); // the page shown
    act(() => last().readPage(PAGES)); // past the last
    await settle();
    expect(asked).toEqual([0, PAGES - 1]);

    const before = seen.length;
    act(() => last().setPage(PAGES - 1));
    expect(seen[before]).toMatchObject({ status: "ready", page: { rows: [`row of page ${PAGES - 1}`] } });
    await settle();
    expect(asked).toEqual([0, PAGES - 1]);
  });

  it("stops at the last page", async () => {
    const { asked, load } = listOf();
    const { last } = await drawn(load);
    act(() => last().setPage(PAGES - 1));
    await settle();
    expect(asked).toEqual([0, PAGES - 1]);
  });

  it("drops what it read ahead on a reload, and after a tab or a search", async () => {
    const { asked, load } = listOf();
    const { seen, last } = await drawn(load);
    act(() => last().setPage(1));
    await settle();
    act(() => last().reload());
    await settle();
    // The reload reads the page shown and, the operator paging still, the next ones again.
    expect(asked).toEqual([0, 1, 2, 3, 1, 2, 3]);

    act(() => last().setTab("closed"));
    await settle();
    const before = seen.length;
    act(() => last().setPage(1));
    expect(seen[before]).toMatchObject({ status: "loading", params: { tab: "closed", page: 1 } });
    await settle();
    expect(asked).toEqual([0, 1, 2, 3, 1, 2, 3, 0, 1, 2, 3]);
  });

  it("reads a page again when reading it ahead failed or it waited too long", async () => {
    const { asked, load } = listOf(new Set([2]));
    const { seen, last } = await drawn(load);
    act(() => last().setPage(1));
    await settle();
    act(() => last().setPage(2));
    await settle();
    // Page 4 is asked at the click; page 2, whose reading ahead failed, is read again.
    expect(asked).toEqual([0, 1, 2, 3, 4, 2]);
    expect(last()).toMatchObject({ status: "ready", page: { rows: ["row of page 2"] } });

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + READ_AHEAD_MS + 1);
    const before = seen.length;
    act(() => last().setPage(3));
    expect(seen[before]).toMatchObject({ status: "loading", params: { page: 3 } });
    await settle();
    expect(asked).toEqual([0, 1, 2, 3, 4, 2, 3, 4]);
  });
});

describe("useList writes the URL after the rows are drawn", () => {
  it("draws the page asked for at once, then writes it into the URL once", async () => {
    const { asked, load } = listOf();
    const { seen, last, router } = await drawn(load);
    const before = seen.length;
    act(() => last().setPage(1));
    expect(seen[before]?.params.page).toBe(1);
    expect(router.url).toBe("");
    await nextFrame();
    expect(router.url).toBe("?page=2");
    expect(last()).toMatchObject({ status: "ready", params: { page: 1 }, page: { rows: ["row of page 1"] } });
    // The URL catching up loads nothing again.
    expect(asked).toEqual([0, 1, 2, 3]);
  });

  it("writes only the last of pages turned within a frame", async () => {
    const { load } = listOf();
    const { last, router } = await drawn(load);
    const urls: string[] = [];
    act(() => last().setPage(1));
    act(() => last().setPage(3));
    for (let frame = 0; frame < 3; frame++) {
      await nextFrame();
      urls.push(router.url);
    }
    expect(urls).toEqual(["?page=4", "?page=4", "?page=4"]);
    expect(last().params.page).toBe(3);
  });

  it("keeps a page asked for while the URL of the page before it is being written", async () => {
    const { load } = listOf();
    const { seen, last, router } = await drawn(load);
    let asked = 0;
    await act(async () => {
      last().setPage(1);
      // The next turn comes in the task after the one that writes page 2 into the URL.
      await new Promise((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() =>
            setTimeout(() => {
              asked = seen.length;
              resolve(last().setPage(2));
            }),
          ),
        ),
      );
    });
    await nextFrame();
    await nextFrame();
    expect(router.url).toBe("?page=3");
    // Page 2 landing in the URL never takes the list back from page 3.
    expect(seen.slice(asked).map((state) => state.params.page)).not.toContain(1);
    expect(last()).toMatchObject({ status: "ready", params: { page: 2 }, page: { rows: ["row of page 2"] } });
  });

  it("loads the list again when the URL's other parameters (a screen's filters) change", async () => {
    const { asked, load } = listOf();
    const { seen, last, router } = await drawn(load);
    act(() => last().setPage(1));
    await nextFrame();
    expect(asked).toEqual([0, 1, 2, 3]);
    act(() => void router.navigate("?page=2&method=card"));
    await settle();
    expect(router.url).toBe("?page=2&method=card");
    expect(asked).toEqual([0, 1, 2, 3, 1, 2, 3]);
    expect(last()).toMatchObject({ status: "ready", params: { page: 1 } });

    // A page read ahead with the filters before is not shown with the new ones.
    act(() => void router.navigate("?page=2&method=bitcoin"));
    const before = seen.length;
    act(() => last().setPage(2));
    expect(seen[before]).toMatchObject({ status: "loading", params: { page: 2 } });
    await settle();
  });

  it("lets Back win over a page asked for and not yet in the URL", async () => {
    const { load } = listOf();
    const { last, router } = await drawn(load);
    act(() => last().setPage(1));
    await nextFrame();
    expect(router.url).toBe("?page=2");
    act(() => last().setPage(2));
    act(() => void router.navigate(-1));
    await nextFrame();
    await nextFrame();
    expect(router.url).toBe("");
    expect(last()).toMatchObject({ status: "ready", params: { page: 0 }, page: { rows: ["row of page 0"] } });
  });
});
