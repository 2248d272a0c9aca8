import { accountApi } from "../../api/account";
import { parcelsApi, type CustomerList } from "../../api/parcels";
import { useCustomerLive } from "../../customer/liveContext";
import { useLoad } from "../../ui/useLoad";

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

/** A list of the customer's parcels, fetched again whenever the live data says something changed. */
export function useParcels(list: CustomerList) {
  const version = useCustomerLive()?.parcelsVersion ?? 0;
  return useLoad(
    (signal) => (version === 0 && list === "locker" && takeEarly("parcels")) || parcelsApi.list(list, signal),
    [list, version],
  );
}

export function useGroups() {
  const version = useCustomerLive()?.parcelsVersion ?? 0;
  return useLoad((signal) => (version === 0 && takeEarly("groups")) || parcelsApi.groups(signal), [version]);
}

export function useWarehouses() {
  return useLoad((signal) => accountApi.warehouses(signal).then((answer) => answer.addresses), []);
}
