#!/usr/bin/env node
// `npm run backup -- ...`: compiles the server if needed, then runs api/src/cli/backup.ts.
import { runApiCli } from "./api-cli.mjs";

await runApiCli("backup");
