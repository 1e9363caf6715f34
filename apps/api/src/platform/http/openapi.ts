import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { PRODUCT_NAME } from "@paraph/contracts";

/** OpenAPI generated from the contracts: the document at /api/docs/json, the browsable UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${PRODUCT_NAME} API`,
        version,
        description: "Electronic signatures (SES, AES, QES) with a PAdES signature per signer. Errors are { code, message, details }.",
      },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          directLink: { type: "http", scheme: "basic", description: "Direct-sign link: user name = guest id, password = signature request id" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
