/**
 * `npm run openapi:update`: writes the OpenAPI document the server builds to
 * packages/client/openapi.json and the client's types generated from it to
 * packages/client/src/schema.d.ts. Run it after changing a contract, and commit both files;
 * the breaking-change check (src/openapi-snapshot.test.ts) fails until they are current.
 */
import { buildOpenApiDocument } from "../src/openapi-document.ts";
import { OPENAPI_SNAPSHOT_PATH, CLIENT_TYPES_PATH, writeSnapshot } from "../src/openapi-snapshot.ts";

const started = Date.now();
await writeSnapshot(await buildOpenApiDocument());
console.log(`Wrote ${OPENAPI_SNAPSHOT_PATH} and ${CLIENT_TYPES_PATH} in ${Date.now() - started} ms`);
