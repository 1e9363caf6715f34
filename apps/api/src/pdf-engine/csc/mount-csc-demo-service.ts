import type { FastifyInstance } from "fastify";
import type { PlatformContext } from "../../platform/context.ts";
import { DemoCredentialStore } from "./csc-demo-credentials.ts";
import { mailOtpDelivery } from "./csc-demo-otp-mail.ts";
import { CscDemoService } from "./csc-demo-server.ts";
import { CscDemoState } from "./csc-demo-state.ts";

export const CSC_DEMO_PATH = "/api/csc/v2";

/**
 * Outside production the API serves the demo trust service at /api/csc/v2 (like the demo TSA at
 * /api/pki/tsa), taking SIGNING_QES_CSC_TOKEN as its bearer token, with its credentials in
 * $DATA_DIR/csc-demo and its one-time passwords mailed through Paraph's mailer. Pointing
 * SIGNING_QES_CSC_URL at it makes QES go through the CSC path end to end. Never in production.
 */
export function mountCscDemoService(app: FastifyInstance, context: PlatformContext): CscDemoService | undefined {
  if (context.config.APP_MODE === "production") return undefined;
  const service = new CscDemoService({
    store: DemoCredentialStore.inDataDir(context.config.DATA_DIR),
    state: new CscDemoState(context.db),
    token: context.config.SIGNING_QES_CSC_TOKEN,
    now: () => context.clock.now(),
    deliverOtp: mailOtpDelivery(context.db, context.mailer),
  });
  service.register(app, CSC_DEMO_PATH);
  return service;
}
