/** The customer search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * Runs `search` for the last query typed once typing pauses for `delayMs`.
 * Each call answers that query's results, or null when a later query
 * superseded it (its answer would be stale by the time it arrives).
 */
export function debouncedSearch<T>(
  search: (query: string) => Promise<T>,
  delayMs = SEARCH_DEBOUNCE_MS,
): { run(query: string): Promise<T | null>; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  let settlePrevious: ((value: null) => void) | undefined;

  return {
    run(query) {
      const ticket = ++latest;
      if (timer) clearTimeout(timer);
      settlePrevious?.(null);
      return new Promise<T | null>((resolve, reject) => {
        settlePrevious = resolve;
        timer = setTimeout(() => {
          timer = undefined;
          settlePrevious = undefined;
          search(query).then(
            (result) => resolve(ticket === latest ? result : null),
            (error: unknown) => (ticket === latest ? reject(error) : resolve(null)),
          );
        }, delayMs);
      });
    },
    cancel() {
      latest += 1;
      if (timer) clearTimeout(timer);
      timer = undefined;
      settlePrevious?.(null);
      settlePrevious = undefined;
    },
  };
}
