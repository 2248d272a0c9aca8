/**
 * Gathers the calls made in one turn of the event loop into one call of
 * `run`: under load, the requests read from the sockets in one turn share
 * one statement (one round trip) instead of one each; alone, a call waits
 * for nothing but the end of its turn. `run` answers one result per input,
 * in the inputs' order; if it fails, every call of its batch fails with its
 * error. A batch holds at most `max` inputs; the rest go in the next one.
 *
 * Each call is still answered from a statement sent after the call was
 * made: batching saves round trips, it never serves an older answer.
 */
export function batched<I, O>(
  run: (inputs: readonly I[]) => Promise<readonly O[]>,
  options: { max: number },
): (input: I) => Promise<O> {
  let waiting: { input: I; resolve: (output: O) => void; reject: (error: unknown) => void }[] = [];

  const flush = () => {
    const batch = waiting.slice(0, options.max);
    waiting = waiting.slice(batch.length);
    if (waiting.length > 0) setImmediate(flush);
    const inputs = batch.map((call) => call.input);
    Promise.resolve()
      .then(() => run(inputs))
      .then(
        (outputs) => {
          if (outputs.length !== batch.length) {
            const error = new Error(`A batch of ${batch.length} answered ${outputs.length} results`);
            for (const call of batch) call.reject(error);
            return;
          }
          batch.forEach((call, i) => call.resolve(outputs[i]!));
        },
        (error: unknown) => {
          for (const call of batch) call.reject(error);
        },
      );
  };

  return (input) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (waiting.length === 1) setImmediate(flush);
    });
}
