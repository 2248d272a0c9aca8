// The fake karrio (api/src/lib/carriers/karrio/fake.ts) served over HTTP in a process of its own,
// for the tracking scenario: the API reads trackers back from it as it would from karrio. The
// parent moves trackers forward through IPC (`{ advance: [tracking numbers] }`, answered with
// the trackers as karrio's webhook would carry them) and reads its counts (`"counts"`). It runs
// the fake of the build the benchmark measures (api/dist).
import { createServer } from "node:http";
import { createFakeKarrio } from "../api/dist/lib/carriers/karrio/fake.js";

const fake = createFakeKarrio({ apiKey: process.env.KARRIO_API_KEY ?? "" });
const server = createServer((request, response) => {
  fake.handle(request, response, request.url ?? "/").catch((error) => {
    response.writeHead(500).end(String(error));
  });
});

process.on("message", (message) => {
  if (message === "counts") {
    process.send({ calls: Object.fromEntries(fake.calls), violations: fake.violations });
    return;
  }
  if (message.advance) {
    const numbers = message.advance;
    void Promise.all(numbers.map((number) => fake.advance(number, undefined, { silent: true }))).then((trackers) =>
      process.send({ advanced: trackers }),
    );
  }
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
