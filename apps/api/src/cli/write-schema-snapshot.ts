import { createSchemaSnapshot } from "../platform/db/schema-snapshot.ts";

/** Build step (scripts/build.mjs): `node dist/cli/write-schema-snapshot.js <folder>` writes the migrated schema. */
const target = process.argv[2];
if (!target) throw new Error("usage: write-schema-snapshot <folder>");
await createSchemaSnapshot(target);
