import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./openapi-document.ts";
import { generateClientTypes, readCommittedSnapshot } from "./openapi-snapshot.ts";
import type { Database } from "./platform/db/database.ts";
import { compareOpenApi } from "./platform/http/openapi-compat.ts";
import { openTestDatabase } from "./test-support/test-database.ts";

/**
 * The breaking-change check of packages/client (docs/client.md): the document the server builds
 * now against the committed snapshot, and the committed client types against the snapshot.
 */
let database: Database;
let current: Record<string, unknown>;
let committed: { document: unknown; types: string };

beforeAll(async () => {
  database = await openTestDatabase();
  current = await buildOpenApiDocument(database);
  committed = await readCommittedSnapshot();
});
afterAll(async () => database.close());

const UPDATE = "run `npm run openapi:update` and commit packages/client/openapi.json and src/schema.d.ts";

describe("packages/client/openapi.json", () => {
  it("has no breaking change against the API the server serves", () => {
    const { breaking } = compareOpenApi(committed.document, current);
    if (breaking.length > 0) {
      expect.fail(`The API breaks clients of the committed snapshot:\n  ${breaking.join("\n  ")}\nIf this is intended (a new API version, announced), ${UPDATE}.`);
    }
  });

  it("is current: compatible changes must be written into the snapshot too", () => {
    const { compatible } = compareOpenApi(committed.document, current);
    if (compatible.length > 0) expect.fail(`The API changed compatibly since the snapshot:\n  ${compatible.join("\n  ")}\nTo publish it to the client, ${UPDATE}.`);
  });

  it("matches the client's committed types", async () => {
    const types = await generateClientTypes(committed.document);
    if (types !== committed.types) expect.fail(`packages/client/src/schema.d.ts was not generated from openapi.json: ${UPDATE}.`);
  });
});
