import { useEffect, type DependencyList } from "react";

/**
 * Reads what a screen or a dialog shows when it opens, and again when `deps`
 * change: the answer goes to `onAnswer`, a failure to `onFailure`, but only
 * while still wanted (not once it is closed, nor once a newer read began).
 * `read` may first set what shows while it reads.
 */
export function useRead<Answer>(
  read: () => Promise<Answer>,
  onAnswer: (answer: Answer) => void,
  onFailure: (error: unknown) => void,
  deps: DependencyList,
): void {
  useEffect(() => {
    let wanted = true;
    read().then(
      (answer) => {
        if (wanted) onAnswer(answer);
      },
      (error: unknown) => {
        if (wanted) onFailure(error);
      },
    );
    return () => {
      wanted = false;
    };
    // The read and its handlers are the draw's that asked; `deps` say when to ask again.
  }, deps);
}
