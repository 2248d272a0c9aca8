import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { ApiError, createApiClient, type ApiClient, type SessionStaff } from "./api";
import { apiBaseUrl } from "./platform";

/** Kept apart from the customer's "ipf.token": one browser may hold both. */
export const STAFF_TOKEN_KEY = "ipf.adminToken";

export type SessionState =
  | { status: "restoring" }
  | { status: "unavailable" }
  | { status: "signedOut" }
  | { status: "signedIn"; staff: SessionStaff };

interface SessionContextValue {
  state: SessionState;
  api: ApiClient;
  signIn(username: string, password: string): Promise<void>;
  /** Ends the session on the API (its tokens are refused from then on), and forgets it here. */
  signOut(): void;
  retry(): void;
  /** Reads the signed-in account again (an admin changed its group), staying on the screen shown. */
  refresh(): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function readToken(): string | null {
  return localStorage.getItem(STAFF_TOKEN_KEY);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() =>
    readToken() ? { status: "restoring" } : { status: "signedOut" },
  );

  /** Forgets the session here only: for a token the API already refuses. */
  const forget = useCallback(() => {
    localStorage.removeItem(STAFF_TOKEN_KEY);
    setState({ status: "signedOut" });
  }, []);

  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: apiBaseUrl,
        token: readToken,
        onUnauthorized: forget,
        // Staff tokens live hours, renewed while in use: keep the renewed one, unless another was stored meanwhile.
        onRenewedToken: (renewed, replaced) => {
          if (readToken() === replaced) localStorage.setItem(STAFF_TOKEN_KEY, renewed);
        },
      }),
    [forget],
  );

  const signOut = useCallback(() => {
    // The request takes the token as it starts; the desk is signed out at once, the API told meanwhile.
    if (readToken()) void api.adminLogout().catch(() => undefined);
    forget();
  }, [api, forget]);

  const restore = useCallback(async () => {
    if (!readToken()) return setState({ status: "signedOut" });
    setState({ status: "restoring" });
    try {
      const { admin } = await api.adminMe();
      setState({ status: "signedIn", staff: admin });
    } catch (error) {
      // A refused token was cleared by onUnauthorized; anything else keeps it for a retry.
      if (!(error instanceof ApiError && error.status === 401)) setState({ status: "unavailable" });
    }
  }, [api]);

  const refresh = useCallback(() => {
    void api.adminMe().then(
      ({ admin }) => setState((now) => (now.status === "signedIn" ? { status: "signedIn", staff: admin } : now)),
      // A refused token was cleared by onUnauthorized; anything else keeps the account as it was read.
      () => undefined,
    );
  }, [api]);

  useEffect(() => {
    void restore();
    // Signing in or out in another tab of the /admin build applies here too.
    const onStorage = (event: StorageEvent) => {
      // A token replaced by another (renewed in another tab) keeps the same session: nothing to restore.
      if (event.key === STAFF_TOKEN_KEY && !(event.oldValue && event.newValue)) void restore();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [restore]);

  const signIn = useCallback(
    async (username: string, password: string) => {
      const { token, admin } = await api.adminLogin({ username, password });
      localStorage.setItem(STAFF_TOKEN_KEY, token);
      setState({ status: "signedIn", staff: admin });
    },
    [api],
  );

  const value = useMemo(
    () => ({ state, api, signIn, signOut, retry: () => void restore(), refresh }),
    [state, api, signIn, signOut, restore, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession outside SessionProvider");
  return value;
}

/** The signed-in staff member; only for screens inside the guarded shell. */
export function useStaff(): SessionStaff {
  const { state } = useSession();
  if (state.status !== "signedIn") throw new Error("useStaff outside the signed-in shell");
  return state.staff;
}
