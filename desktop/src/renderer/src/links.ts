import { createContext, useContext } from "react";

/** A parcel's page: the parcels screen, searched for its code. */
export const parcelHref = (code: string) => `/manage-packages?packageId=${encodeURIComponent(code)}`;

/** A customer's page. */
export const customerHref = (id: string) => `/user/${encodeURIComponent(id)}`;

/**
 * Whether the signed-in staff member may open a path, as the access guard
 * decides it (the screen table and the shared permissions table). The shell
 * provides it: the guard reads the screen table, which loads the screens that
 * draw the links. Without it nothing is a link.
 */
export const MayOpenContext = createContext<(href: string) => boolean>(() => false);

/**
 * A parcel or customer named in a list is a link only where it leads
 * somewhere, never to "no access": plain text for the groups that cannot open it.
 */
export function useMayOpen(): (href: string) => boolean {
  return useContext(MayOpenContext);
}
