#!/usr/bin/env node
// `npm run staff:create -- --group 1 --username <name> --name "<full name>"`:
// compiles the server if needed, then creates the staff account (see
// api/src/cli/staff-create.ts). Standard input is left to the command, which
// reads the password from it.
import { runApiCli } from "./api-cli.mjs";

await runApiCli("staff-create");
