import { Suspense, type ReactNode } from "react";

/**
 * A part of a page the server drew that React hydrates on its own. Hydration
 * takes a Suspense boundary as a unit: the page around it is hydrated and
 * committed first, then each unit is rendered and committed apart, so a long
 * list wakes up in short tasks (a tap on a unit not hydrated yet hydrates it
 * first and is then handled). Nothing inside may suspend: the fallback is
 * nothing, and the browser's own render draws the same as the server's.
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
