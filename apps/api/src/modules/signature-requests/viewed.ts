import type { PlatformContext } from "../../platform/context.ts";
import { queueRequestEvent } from "../webhooks/index.ts";
import type { LoadedRequest } from "./access.ts";
import { markSignerViewed } from "./repository.ts";

/**
 * A signer whose turn it is opens the request for the first time: recorded once per signer
 * (`signers.viewed_at`), as the webhooks' `signature_request.viewed` event. Later looks write nothing.
 */
export async function noteSignerViewed(context: PlatformContext, loaded: LoadedRequest): Promise<void> {
  const signer = loaded.mySigner;
  if (!signer || signer.viewed_at || signer.status !== "open" || loaded.request.status !== "open") return;
  await context.db.transaction().execute(async (trx) => {
    if (await markSignerViewed(trx, signer.id, context.clock.now())) {
      await queueRequestEvent(context, trx, { requestId: loaded.request.id, auditType: "viewed", signerId: signer.id });
    }
  });
}
