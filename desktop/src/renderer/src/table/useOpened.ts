import { useState } from "react";

/**
 * The dialog a list screen has open (none: null), and `done` for the one
 * that changed something: it closes and the list loads again.
 */
export function useOpened<Opened>(reload: () => void) {
  const [opened, setOpened] = useState<Opened | null>(null);
  return {
    opened,
    setOpened,
    close: () => setOpened(null),
    done: () => {
      setOpened(null);
      reload();
    },
  };
}
