/** Resolves in a task of its own: the browser runs what waits (input, paint) before what follows. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
