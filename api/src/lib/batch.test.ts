import { describe, expect, it } from "vitest";
import { batched } from "./batch.js";

/** A run that records each batch it was given and answers each input doubled. */
function recorder() {
  const batches: number[][] = [];
  const run = async (inputs: readonly number[]) => {
    batches.push([...inputs]);
    return inputs.map((n) => n * 2);
  };
  return { batches, run };
}

describe("#lib.batched", () => {
  it("answers the calls of one turn from one run, each with its own result", async () => {
    const { batches, run } = recorder();
    const call = batched(run, { max: 10 });
    expect(await Promise.all([call(1), call(2), call(3)])).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("starts a new batch for a call made after the last one was sent", async () => {
    const { batches, run } = recorder();
    const call = batched(run, { max: 10 });
    const first = call(1);
    await new Promise((resolve) => setImmediate(resolve));
    const second = call(2);
    expect(await Promise.all([first, second])).toEqual([2, 4]);
    expect(batches).toEqual([[1], [2]]);
  });

  it("sends at most max inputs in one run", async () => {
    const { batches, run } = recorder();
    const call = batched(run, { max: 2 });
    expect(await Promise.all([1, 2, 3, 4, 5].map(call))).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("fails every call of a failed run, and only those", async () => {
    let runs = 0;
    const call = batched(
      async (inputs: readonly number[]) => {
        runs += 1;
        if (runs === 1) throw new Error("connection lost");
        return inputs;
      },
      { max: 2 },
    );
    const results = await Promise.allSettled([call(1), call(2), call(3)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected", "fulfilled"]);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ message: "connection lost" });
  });

  it("fails the calls of a run that answers another number of results, or throws before its promise", async () => {
    const short = batched(async (inputs: readonly number[]) => inputs.slice(1), { max: 10 });
    await expect(Promise.all([short(1), short(2)])).rejects.toThrow("A batch of 2 answered 1 results");
    const throwing = batched(
      (): Promise<number[]> => {
        throw new Error("bad input");
      },
      { max: 10 },
    );
    await expect(throwing(1)).rejects.toThrow("bad input");
  });
});
