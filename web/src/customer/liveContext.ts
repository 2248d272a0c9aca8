import { createContext, useContext } from "react";

/**
 * What the signed-in customer's pages share, kept live over the WebSocket:
 * the counts of the navigation, the settings, the notification bell. Only
 * the context lives here (no zod, no client): the header reads it on every
 * page, and guests must not download the provider (./CustomerLive.tsx).
 */
export interface LiveNotification {
  _id: string;
  title: { en: string; ar: string; fr: string };
  text: { en: string; ar: string; fr: string };
  new: boolean;
  createdAt: string;
  address: { flagImage: string | null } | null;
}

export interface LiveCounts {
  incomingPackages: number;
  awaitingPackages: number;
  shippedPackages: number;
}

export interface CustomerLiveValue {
  counts: LiveCounts | null;
  /** Tickets with a reply not read yet. */
  supportCount: number;
  imageRequest: boolean;
  notifications: LiveNotification[];
  unSeen: boolean;
  /** Bumped when something the locker shows changed (a notification came, a request was sent). */
  parcelsVersion: number;
  /** Bumped when a support ticket or message arrives. */
  supportVersion: number;
  /** Bumped when the customer's alert changed (one raised, or cleared by staff). */
  alertVersion: number;
  /** Bumped when one of the customer's purchase requests changed state (Buy for me). */
  purchasesVersion: number;
  /** Bumped per parcel _id when that parcel's tracking moved; a parcel not in it has not moved. */
  trackingVersions: Readonly<Record<string, number>>;
  refresh: () => void;
  markSeen: () => void;
}

export const CustomerLiveContext = createContext<CustomerLiveValue | null>(null);

export function useCustomerLive(): CustomerLiveValue | null {
  return useContext(CustomerLiveContext);
}

/**
 * The live data's `parcelsVersion` alone, for what every parcel card reads
 * (its pending payment): a change of the counts, the settings or the bell
 * then does not draw every card of the locker again.
 */
export const ParcelsVersionContext = createContext(0);

export function useParcelsVersion(): number {
  return useContext(ParcelsVersionContext);
}
