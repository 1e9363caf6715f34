#!/usr/bin/env node
import { runAdmin } from "./admin-commands.ts";
import { processIo } from "./cli-io.ts";

/** `admin <command>` (dist/admin.js): the operator's commands on the database, listed in admin-commands.ts. */
runAdmin(process.argv.slice(2), processIo).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
