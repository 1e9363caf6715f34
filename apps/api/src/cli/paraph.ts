#!/usr/bin/env node
import { processIo } from "./cli-io.ts";
import { runParaph } from "./paraph-commands.ts";

/** `paraph <command>` (dist/cli/paraph.js): the operator's commands, listed in paraph-commands.ts. */
runParaph(process.argv.slice(2), processIo).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
