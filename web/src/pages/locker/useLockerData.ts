import { accountApi } from "../../api/account";
import { parcelsApi, type CustomerList, type PackagesGroup, type Parcel } from "../../api/parcels";
import type { DrawnLocker } from "../../app/drawnPage";
import { useCustomerLive } from "../../customer/liveContext";
import { useLoad } from "../../ui/useLoad";

type Warehouse = DrawnLocker["warehouses"][number];

type Early = { parcels: ReturnType<typeof parcelsApi.list>; groups: ReturnType<typeof parcelsApi.groups> };
let early: Partial<Early> = {};
let earlyAt = 0;
/** An early answer older than this is left alone: it was for a visit that went elsewhere. */
const EARLY_MS = 10_000;

/**
 * Asks for the locker's parcels and requests before the page has drawn (from
 * the route's loader, while the account is checked): the page's first
 * `useParcels("locker")` and `useGroups()` take these answers.
 */
export function prefetchLocker(): void {
  early = { parcels: parcelsApi.list("locker"), groups: parcelsApi.groups() };
  earlyAt = Date.now();
  // A failure is the page's to show, when it asks again.
  for (const answer of Object.values(early)) answer.catch(() => undefined);
}

function takeEarly<K extends keyof Early>(key: K): Early[K] | undefined {
  const taken = early[key];
  delete early[key];
  return Date.now() - earlyAt < EARLY_MS ? taken : undefined;
}

/**
 * A list of the customer's parcels, fetched again whenever the live data says
 * something changed. `drawn`, here and below: the server's answer the page was
 * drawn with (see useLoad).
 */
export function useParcels(list: CustomerList, drawn?: Parcel[]) {
  const version = useCustomerLive()?.parcelsVersion ?? 0;
  return useLoad(
    (signal) => (version === 0 && list === "locker" && takeEarly("parcels")) || parcelsApi.list(list, signal),
    [list, version],
    drawn,
  );
}

export function useGroups(drawn?: PackagesGroup[]) {
  const version = useCustomerLive()?.parcelsVersion ?? 0;
  return useLoad((signal) => (version === 0 && takeEarly("groups")) || parcelsApi.groups(signal), [version], drawn);
}

export function useWarehouses(drawn?: Warehouse[]) {
  return useLoad((signal) => accountApi.warehouses(signal).then((answer) => answer.addresses), [], drawn);
}
