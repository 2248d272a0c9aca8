import { accountApi } from "../../api/account";
import { parcelsApi, type CustomerList } from "../../api/parcels";
import { useCustomerLive } from "../../customer/liveContext";
import { useLoad } from "../../ui/useLoad";

/** A list of the customer's parcels, fetched again whenever the live data says something changed. */
export function useParcels(list: CustomerList) {
  const version = useCustomerLive()?.parcelsVersion ?? 0;
  return useLoad((signal) => parcelsApi.list(list, signal), [list, version]);
}

export function useGroups() {
  const version = useCustomerLive()?.parcelsVersion ?? 0;
  return useLoad((signal) => parcelsApi.groups(signal), [version]);
}

export function useWarehouses() {
  return useLoad((signal) => accountApi.warehouses(signal).then((answer) => answer.addresses), []);
}
