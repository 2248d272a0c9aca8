// The ceilings. A bare Node http server answering a fixed small JSON body; or, given ANSWER (a
// recorded answer: status, headers, body), a server that reads each request and sends that
// answer as it is, doing no other work.
import { createServer } from "node:http";

export interface RecordedAnswer {
  status: number;
  /** Name and value pairs, without those Node writes itself (Date, Connection, Keep-Alive, Content-Length). */
  headers: [string, string][];
  body: string;
}

const recorded = process.env.ANSWER ? (JSON.parse(process.env.ANSWER) as RecordedAnswer) : undefined;
const body = recorded?.body ?? JSON.stringify({ error: false, ok: true });
const status = recorded?.status ?? 200;
const headers = [...(recorded?.headers ?? [["content-type", "application/json"]]).flat()];

const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    res.writeHead(status, [...headers, "content-length", String(Buffer.byteLength(body))]);
    res.end(body);
  });
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
