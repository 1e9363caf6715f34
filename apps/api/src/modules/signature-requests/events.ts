import type { SignatureRequestEvent } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { queueRequestEvent } from "../webhooks/index.ts";
import { insertEvent, type EventRow } from "./repository.ts";

/** Who did something: a logged-in user with their address and client, or Paraph itself (jobs). */
export interface Actor {
  userId: string | null;
  email: string | null;
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export const SYSTEM_ACTOR: Actor = { userId: null, email: null };

export type EventType = SignatureRequestEvent["type"];

/**
 * Writes one audit event, in the caller's transaction, so the trail and the change commit
 * together; the webhook deliveries the event causes are queued in the same transaction.
 */
export async function recordEvent(
  context: PlatformContext,
  executor: JobExecutor,
  event: { requestId: string; type: EventType; actor: Actor; role: string; signerId?: string | null; details?: Record<string, unknown> },
): Promise<void> {
  await insertEvent(executor, {
    id: crypto.randomUUID(),
    signature_request_id: event.requestId,
    type: event.type,
    actor_user_id: event.actor.userId,
    actor_email: event.actor.email,
    actor_role: event.role,
    signer_id: event.signerId ?? null,
    details: event.details ?? {},
    ip: event.actor.ip ?? null,
    user_agent: event.actor.userAgent?.slice(0, 500) ?? null,
    created_at: context.clock.now(),
  });
  await queueRequestEvent(context, executor, { requestId: event.requestId, auditType: event.type, signerId: event.signerId });
}

export function presentEvent(row: EventRow): SignatureRequestEvent {
  return {
    id: row.id,
    type: row.type as SignatureRequestEvent["type"],
    actor: { userId: row.actor_user_id, email: row.actor_email, role: row.actor_role },
    signerId: row.signer_id,
    details: row.details,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at.toISOString(),
  };
}
