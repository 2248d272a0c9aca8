import {
  shell,
  type HandlerDetails,
  type PermissionCheckHandlerHandlerDetails,
  type Session,
  type WebContents,
} from "electron";

/**
 * What the back office may do beyond rendering its own pages: nothing but use a
 * camera (photos of parcels, reading a code on screen). Devices are the main
 * process's business, links open in the system browser, and no page may
 * navigate the window away from the bundle.
 */

/** `scheme://host[:port]`. WHATWG gives "null" as the origin of custom schemes, so build it. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : undefined;
  } catch {
    return undefined;
  }
}

export type TrustCheck = (url: string | undefined) => boolean;

/** Trusts exactly the app's own origins: the bundle, and the dev server while developing. */
export function trustOrigins(origins: readonly string[]): TrustCheck {
  const trusted = new Set(origins.map((origin) => originOf(origin)));
  return (url) => {
    const origin = originOf(url);
    return origin !== undefined && trusted.has(origin);
  };
}

export function allowPermissionRequest(
  isTrusted: TrustCheck,
  permission: string,
  details: { requestingUrl?: string; mediaTypes?: readonly string[] },
): boolean {
  if (permission !== "media" || !isTrusted(details.requestingUrl)) return false;
  const types = details.mediaTypes ?? [];
  return types.length > 0 && types.every((type) => type === "video");
}

export function allowPermissionCheck(
  isTrusted: TrustCheck,
  permission: string,
  requestingOrigin: string,
  details: Pick<PermissionCheckHandlerHandlerDetails, "mediaType">,
): boolean {
  return permission === "media" && isTrusted(requestingOrigin) && details.mediaType !== "audio";
}

/** Links staff follow (a carrier's tracking page) open in the system browser, over https only. */
export function handleWindowOpen({ url }: Pick<HandlerDetails, "url">): { action: "deny" } {
  if (url.startsWith("https://")) void shell.openExternal(url);
  return { action: "deny" };
}

export function hardenWebContents(contents: WebContents, isTrusted: TrustCheck): void {
  contents.on("will-navigate", (event) => {
    if (!isTrusted(event.url)) event.preventDefault();
  });
  contents.on("will-redirect", (event) => {
    if (!isTrusted(event.url)) event.preventDefault();
  });
  contents.setWindowOpenHandler(handleWindowOpen);
  contents.on("will-attach-webview", (event) => event.preventDefault());
}

export function hardenSession(session: Session, isTrusted: TrustCheck): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(allowPermissionRequest(isTrusted, permission, details));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    allowPermissionCheck(isTrusted, permission, requestingOrigin, details),
  );
  // Scanners and scales are opened by main through node-hid and serialport, never by the page.
  session.setDevicePermissionHandler(() => false);
}
