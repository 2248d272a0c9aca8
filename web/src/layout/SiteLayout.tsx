import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from "react-router-dom";
import { documentTitle, titleKey, type PageHandle } from "../app/paths";
import { useSignedIn } from "../auth/session";
import { CustomerLiveContext, ParcelsVersionContext, type CustomerLiveValue } from "../customer/liveContext";
import { HydrationUnit } from "../ui/HydrationUnit";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { TestingBanner } from "./TestingBanner";

/** The signed-in customer's live data: its own chunk, never downloaded by a guest. */
const CustomerLive = lazy(() => import("../customer/CustomerLive"));

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null && "title" in handle;
}

/** Document title from the deepest route's handle: "Log in · IPF". */
function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isPageHandle(match.handle))?.handle as PageHandle | undefined;
  const title = handle?.title ?? "landing";
  useEffect(() => {
    document.title = documentTitle(title, t(titleKey(title)));
  }, [t, title]);
}

/**
 * After a client-side navigation, focus moves to the main region, so screen
 * reader and keyboard users start on the new page instead of the old link.
 */
function useFocusMainOnNavigation(main: React.RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

export function SiteLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  const signedIn = useSignedIn();
  const [live, setLive] = useState<CustomerLiveValue | null>(null);
  // The live data (counts, settings, versions) comes in pieces just after the page wakes up, and
  // every page of the customer reads it: each piece renders as a transition, in slices that leave
  // the main thread to the customer, rather than as one long task per piece.
  const onLive = useCallback((value: CustomerLiveValue | null) => startTransition(() => setLive(value)), []);
  useDocumentTitle();
  useFocusMainOnNavigation(main);

  return (
    <CustomerLiveContext.Provider value={signedIn ? live : null}>
      <ParcelsVersionContext.Provider value={signedIn ? (live?.parcelsVersion ?? 0) : 0}>
        {signedIn && (
          <Suspense fallback={null}>
            <CustomerLive onValue={onLive} />
          </Suspense>
        )}
        <div className="site">
          <a className="skip-link" href="#main">
            {t("common.skipToContent")}
          </a>
          {navigation.state !== "idle" && (
            <div className="nav-progress" role="progressbar" aria-label={t("common.loading")} />
          )}
          <TestingBanner />
          <Header />
          <main id="main" ref={main} tabIndex={-1}>
            <Outlet />
          </main>
          {/* Below every page: hydrated after it. */}
          <HydrationUnit>
            <Footer />
          </HydrationUnit>
          <ScrollRestoration />
        </div>
      </ParcelsVersionContext.Provider>
    </CustomerLiveContext.Provider>
  );
}
