import type { FastifyRequest } from "fastify";
import {
  confirmTemplateLink,
  createRequestFromTemplate,
  createTemplate,
  createTemplateDirectLink,
  deleteTemplate,
  getTemplate,
  getTemplateDocumentPage,
  getTemplateLink,
  listTemplates,
  revokeTemplateDirectLink,
  startTemplateLink,
  updateTemplate,
  type Endpoint,
} from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRateLimit, RouteRegistrar } from "../../platform/http/route-registrar.ts";
import { type PageImageCache, replyWithPageImage } from "../documents/index.ts";
import { findUserById } from "../users/index.ts";
import * as links from "./direct-link-service.ts";
import { createRequestFromTemplate as createRequestFrom } from "./request-from-template.ts";
import * as templates from "./service.ts";

/** Public link calls, per address: reading the page, asking for codes (each mails someone), trying codes. */
function perAddress<E extends Endpoint>(name: string, limit: number, windowMs: number): RouteRateLimit<E> {
  return { rule: { name, limit, windowMs }, key: ({ request }) => request.ip };
}
const HOUR = 60 * 60_000;

export function registerTemplateRoutes(routes: RouteRegistrar, context: PlatformContext, pageImages: PageImageCache): void {
  const actorOf = async (auth: AuthContext, request: FastifyRequest) => ({
    userId: auth.userId,
    email: (await findUserById(context.db, auth.userId))?.email ?? null,
    ip: request.ip,
    userAgent: request.headers["user-agent"],
  });

  routes.add(listTemplates, async ({ auth, query }) => templates.listTemplates(context, auth.userId, query));
  routes.add(getTemplate, async ({ auth, params }) => templates.getTemplate(context, auth.userId, params.id));
  routes.add(getTemplateDocumentPage, async ({ auth, params, query, request, reply }) => {
    const page = await templates.findTemplatePage(context, auth.userId, params.id, params.docId, params.n);
    return replyWithPageImage(pageImages, { ...page, scale: query.scale }, request, reply);
  });
  routes.add(createTemplate, async ({ auth, body }) => templates.createTemplate(context, auth.userId, body));
  routes.add(updateTemplate, async ({ auth, params, body }) => templates.updateTemplate(context, auth.userId, params.id, body));
  routes.add(deleteTemplate, async ({ auth, params }) => templates.deleteTemplate(context, auth.userId, params.id));
  routes.add(createRequestFromTemplate, async ({ auth, params, body, request }) =>
    createRequestFrom(context, await actorOf(auth, request), params.id, { people: body.roles, prefill: body.prefill, send: body.send }),
  );
  routes.add(createTemplateDirectLink, async ({ auth, params, body }) => links.createDirectLink(context, auth.userId, params.id, body));
  routes.add(revokeTemplateDirectLink, async ({ auth, params }) => links.revokeTemplateDirectLink(context, auth.userId, params.id));
  routes.add(getTemplateLink, async ({ params }) => links.getTemplateLinkPage(context, params.token), {
    rateLimits: [perAddress("template-link-page-ip", 300, HOUR)],
  });
  routes.add(startTemplateLink, async ({ params, body }) => links.startTemplateLink(context, params.token, body), {
    // Each start mails a code: per address asking, and per address mailed, so nobody floods an inbox.
    rateLimits: [perAddress("template-link-start-ip", 20, HOUR), { rule: { name: "template-link-start-email", limit: 5, windowMs: HOUR }, key: ({ body }) => body.email }],
  });
  routes.add(
    confirmTemplateLink,
    async ({ params, body, request }) => links.confirmTemplateLink(context, params.token, body, { ip: request.ip, userAgent: request.headers["user-agent"] }),
    { rateLimits: [perAddress("template-link-confirm-ip", 60, HOUR)] },
  );
}
