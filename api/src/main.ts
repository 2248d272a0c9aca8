import "./threads.js";
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, DEMO_STAFF } from "@ipf/db";
import { loadConfig } from "./config.js";
import { startServer, type Running } from "./server.js";
import { countActiveAdmins, FIRST_ADMIN_COMMAND } from "./services/staff.js";
import { readScope } from "./services/work.js";

/** Entry point of the API process (`npm start` runs it after building). */
const running = await startServer(loadConfig()).catch((error: unknown) => {
  process.stderr.write(`IPF could not start: ${describeError(error)}\n`);
  process.exit(1);
});
running.deps.log.info({ url: running.url }, "listening");
// A production install starts with no staff: say how to make the first admin.
const noAdmin = (await countActiveAdmins(readScope(running.deps))) === 0;
if (noAdmin) running.deps.log.warn(`No active admin yet: create the first one with ${FIRST_ADMIN_COMMAND}`);
printBanner(running, noAdmin);

let signalled = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (signalled) return;
    signalled = true;
    running.deps.log.info({ signal }, "stopping");
    running
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        running.deps.log.error({ err: error }, "stop failed");
        process.exit(1);
      });
  });
}

function printBanner({ url, deps }: Running, noAdmin: boolean) {
  const lines = [
    "",
    `  IPF is running at ${url}`,
    "",
    `  Customer site   ${url}/ar  (also /en, /fr)`,
    `  Back office     ${url}/admin`,
    `  API             ${url}/api  (OpenAPI: ${url}/api/openapi.json)`,
  ];
  if (deps.config.env !== "production") {
    lines.push(
      `  Mailbox         ${url}/dev/mailbox`,
      "",
      "  Demo logins (password for all: " + DEMO_PASSWORD + ")",
      `    customer      ${DEMO_CUSTOMER_EMAIL}`,
      ...DEMO_STAFF.map((s) => `    staff         ${s.username.padEnd(8)} (group ${s.groupId})`),
    );
  }
  if (noAdmin) {
    lines.push("", "  No admin account yet. Create the first one (the password is asked, never typed as an argument):");
    lines.push(`    ${FIRST_ADMIN_COMMAND}`);
  }
  lines.push("", "  Press Ctrl-C to stop.", "");
  process.stdout.write(lines.join("\n") + "\n");
}

/** An error's message and stack, and its causes', whatever was thrown. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return error === undefined ? "no reason given" : String(error);
  const cause = error.cause === undefined ? "" : `\n  caused by: ${describeError(error.cause)}`;
  return `${error.stack ?? error.message}${cause}`;
}
