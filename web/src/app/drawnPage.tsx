import type { Customer } from "@ipf/shared/schemas/auth";
import type { Alert } from "@ipf/shared/schemas/accounts";
import type { packagesGroupSchema, parcelListResponseSchema } from "@ipf/shared/schemas/parcels";
import type { warehousesResponseSchema } from "@ipf/shared/schemas/warehouses";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { z } from "zod";

/**
 * The locker's first page as the server drew it for the customer of the
 * session cookie (web/src/entry-server.tsx): the API's answers the page would
 * otherwise fetch, read with the same schemas, and the moment it was drawn
 * (its countdowns start from it).
 */
export interface DrawnLocker {
  user: Customer;
  parcels: z.infer<typeof parcelListResponseSchema>["packages"];
  groups: z.infer<typeof packagesGroupSchema>[];
  warehouses: z.infer<typeof warehousesResponseSchema>["addresses"];
  alert: Alert | null;
  drawnAt: number;
}

/** What the server hands the browser beside the markup, in the `#signed-in-page` script. */
export interface DrawnPageData {
  /** The router's loader data, by route id: hydration starts where the server's render ended. */
  loaderData: Record<string, unknown>;
  locker: DrawnLocker;
}

/**
 * The drawn locker, held while the server draws a signed-in page and while
 * the browser hydrates it; null on every other render, so a later visit to
 * the page fetches its own data. A holder rather than a value: handing it
 * back after hydration is a write, not a state change, since a state change
 * would render the whole locker again, in one long task, only to tell it what
 * it no longer reads (its data is in its own state by then).
 */
export interface DrawnHolder {
  current: DrawnLocker | null;
}

export const DrawnPageContext = createContext<DrawnHolder>({ current: null });

export function useDrawnLocker(): DrawnLocker | null {
  return useContext(DrawnPageContext).current;
}

/** Hands the drawn locker to the hydrating render only; once hydrated, the page reads its own data. */
export function DrawnPageProvider({ locker, children }: { locker: DrawnLocker | null; children: ReactNode }) {
  const [holder] = useState<DrawnHolder>(() => ({ current: locker }));
  useEffect(() => {
    holder.current = null;
  }, [holder]);
  return <DrawnPageContext.Provider value={holder}>{children}</DrawnPageContext.Provider>;
}
