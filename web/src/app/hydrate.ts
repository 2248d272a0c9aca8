import { matchRoutes, type HydrationState, type LoaderFunctionArgs, type RouteObject } from "react-router-dom";

/**
 * The public pages are prerendered at build time as a guest sees them
 * (web/scripts/prerender.mjs). To hydrate one, the router must start where
 * the prerender ended: the page's module loaded and its loaders' data in
 * hand, keyed by route id. Loaders run here as the router would run them
 * (they switch the catalogue, load the long texts, apply the route guards).
 *
 * Answers null when the page will not render as prerendered (a loader
 * redirects: a signed-in customer on the landing page, a reset link): the
 * router then starts afresh.
 */
export async function prerenderedState(routes: RouteObject[], location: Location): Promise<HydrationState | null> {
  const matches = await loadMatchedModules(routes, location);
  const request = new Request(location.href);
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matches) {
    if (typeof route.loader !== "function" || !route.id) continue;
    const args = { request, params, context: undefined } as unknown as LoaderFunctionArgs;
    const data: unknown = await Promise.resolve(route.loader(args)).catch((thrown: unknown) => {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    });
    if (data instanceof Response) return null;
    loaderData[route.id] = data;
  }
  return { loaderData };
}

/**
 * A signed-in page the server drew (api/src/lib/signed-in-pages.ts) starts
 * from the loader data it was drawn with: nothing is fetched again.
 */
export async function drawnState(
  routes: RouteObject[],
  location: Location,
  loaderData: Record<string, unknown>,
): Promise<HydrationState> {
  // Its parcels are on screen already: the code behind them can come in pieces. The steps are a
  // chunk of their own: their lists of files stay out of every public page's first download.
  await import("./warmUp").then(({ warmUp }) => warmUp());
  await loadMatchedModules(routes, location);
  return { loaderData };
}

/** The page's modules loaded into its routes, as the router would load them (route `lazy`) before rendering. */
async function loadMatchedModules(routes: RouteObject[], location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return matches;
}
