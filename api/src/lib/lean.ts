import type { IncomingMessage, ServerResponse } from "node:http";
import * as bourne from "@hapi/bourne";
import { fixedKey, parseOrThrow, type LeanRoute } from "./api.js";
import { acceptedEncoding, compress, COMPRESS_THRESHOLD } from "./compress.js";
import { toApiError, UnreadableError } from "./errors.js";
import { API_HEADERS, errorBody, requestIdOf, securityHeaderSet } from "./http.js";
import type { Logger } from "./logger.js";

/** Bodies over this size, and every other unusual request, take the ordinary path. */
const LEAN_BODY_LIMIT = 64 * 1024;

/**
 * The public price calculator is asked all day, by every visitor: its
 * answer is a computation in memory, and Koa's context and middleware chain
 * cost more than the computation. Lean routes are served here, straight
 * from Node's request, with what the ordinary path gives them: the same
 * schema check, the same answers and error bodies, the same headers, the
 * same request id and log line. Anything this path does not expect (another
 * method, another content type, no length, a large body) is handed back
 * untouched to the ordinary path, which answers it as always.
 *
 * Answers whether it took the request.
 */
export function createLeanListener(
  routes: ReadonlyMap<string, LeanRoute>,
  options: { log: Logger; production: boolean },
): (req: IncomingMessage, res: ServerResponse) => boolean {
  // As a flat [name, value, …] list, which Node writes without walking an object.
  const fixed = Object.entries({ ...securityHeaderSet(options.production, "api"), ...API_HEADERS }).flat();
  const { log } = options;

  return (req, res) => {
    if (req.method !== "POST") return false;
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const path = query < 0 ? url : url.slice(0, query);
    const route = routes.get(fixedKey(path));
    if (!route) return false;
    const length = Number(req.headers["content-length"]);
    const type = req.headers["content-type"] ?? "";
    const encoding = req.headers["content-encoding"] ?? "identity";
    if (!(length > 0 && length <= LEAN_BODY_LIMIT) || !/^application\/json\s*(;|$)/i.test(type)) return false;
    if (encoding !== "identity") return false;

    const started = process.hrtime.bigint();
    const header = req.headers["x-request-id"];
    const requestId = requestIdOf(typeof header === "string" ? header : undefined);
    const chunks: Buffer[] = [];
    let size = 0;
    // Node's parser stops at Content-Length: at most LEAN_BODY_LIMIT bytes arrive.
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
    });
    req.on("error", () => res.destroy());
    req.on("end", () => {
      void answer().then(
        async ({ status, body, headers }) => {
          const text = JSON.stringify(body);
          const bytes = Buffer.byteLength(text);
          // Most answers (a quote) are small and go as they are; a long one is compressed, as on the ordinary path.
          const encoding = bytes < COMPRESS_THRESHOLD ? null : acceptedEncoding(req.headers["accept-encoding"]);
          const sent = encoding ? await compress(text, encoding) : text;
          res.writeHead(status, [
            ...fixed,
            ...Object.entries(headers ?? {}).flat(),
            "X-Request-Id",
            requestId,
            "Content-Type",
            "application/json; charset=utf-8",
            "Vary",
            "Accept-Encoding",
            ...(encoding ? ["Content-Encoding", encoding] : []),
            "Content-Length",
            String(encoding ? sent.length : bytes),
          ]);
          res.end(sent);
          const level = status >= 500 ? "error" : "info";
          if (log.isLevelEnabled(level)) {
            const ms = Number(process.hrtime.bigint() - started) / 1e6;
            log[level]({ requestId, method: "POST", path, status, ms: Math.round(ms * 10) / 10 }, "request");
          }
        },
        () => res.destroy(),
      );
    });

    async function answer(): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
      try {
        const body = readJson(Buffer.concat(chunks, size).toString("utf8"));
        const result = await route!.handler({ body: parseOrThrow(route!.body, body) });
        return { status: 200, body: result };
      } catch (caught) {
        const error = toApiError(caught);
        if (error.status >= 500) log.error({ err: caught, requestId }, "unhandled error");
        return { status: error.status, body: errorBody(error), headers: error.headers };
      }
    }
    return true;
  };
}

/**
 * JSON as the ordinary path's body parser reads it: an object or an array
 * (strict), `__proto__` keys refused; anything else is the same 400.
 */
function readJson(text: string): unknown {
  if (!/^[ \t\n\r]*[[{]/.test(text)) throw UnreadableError();
  try {
    return bourne.parse(text, { protoAction: "error" });
  } catch {
    throw UnreadableError();
  }
}
