import fs from "node:fs/promises";
import { createSchemaSnapshot } from "../platform/db/schema-snapshot.ts";

/** Build step (scripts/build.mjs): `node dist/cli/write-schema-snapshot.js <file>` writes the migrated schema. */
const target = process.argv[2];
if (!target) throw new Error("usage: write-schema-snapshot <file>");
const partial = `${target}.${process.pid}`;
await fs.writeFile(partial, await createSchemaSnapshot());
await fs.rename(partial, target);
