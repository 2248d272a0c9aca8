// The ceiling: a bare Node http server answering a fixed small JSON body.
import { createServer } from "node:http";

const body = JSON.stringify({ error: false, ok: true });
const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
