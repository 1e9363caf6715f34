import { answerSurvey, getDueSurvey } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import * as surveys from "./service.ts";

export function registerSurveyRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  routes.add(getDueSurvey, async ({ auth }) => surveys.getDueSurvey(context, auth.userId));
  routes.add(answerSurvey, async ({ auth, body }) => surveys.answerSurvey(context, auth.userId, body), {
    rateLimits: [{ rule: { name: "survey-answer-ip", limit: 60, windowMs: 60 * 60_000 }, key: ({ request }) => request.ip }],
  });
}
