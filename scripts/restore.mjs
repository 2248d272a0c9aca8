#!/usr/bin/env node
// `npm run restore -- ...`: compiles the server if needed, then runs api/src/cli/restore.ts.
import { runApiCli } from "./api-cli.mjs";

await runApiCli("restore");
