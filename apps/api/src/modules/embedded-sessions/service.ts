import {
  EMBEDDED_COMPOSER_PATH_PREFIX,
  EMBEDDED_COMPOSER_SESSION_LIFETIME_MS,
  EMBEDDED_SESSION_LIFETIME_MS,
  type CreateEmbeddedSessionBody,
  type EmbeddedSessionScope,
  type OpenedEmbeddedSession,
} from "@paraph/contracts";
import { createOpaqueToken, hashToken } from "../../platform/auth/opaque-token.ts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { assertOriginMayFrame } from "../businesses/index.ts";
import { loadRequest } from "../signature-requests/index.ts";
import { getTemplate, templateCallerOf } from "../templates/index.ts";
import { presentOpenedEmbeddedSession } from "./presenter.ts";
import { findEmbeddedSessionByTokenHash, findEmbeddedSessionForUpdate, findEmbedOriginsOfBusiness, insertEmbeddedSession, markEmbeddedSessionOpened } from "./repository.ts";

/**
 * The scope must be the caller's to compose: their own draft request (anyone else's does not
 * exist for them: 404; sent already: 409), or a template they can see.
 */
async function assertScopeOfCaller(context: PlatformContext, userId: string, scope: EmbeddedSessionScope): Promise<void> {
  if (scope.kind === "template") {
    await getTemplate(context, userId, scope.templateId);
    return;
  }
  const loaded = await loadRequest(context.db, scope.signatureRequestId, userId);
  if (!loaded.roles.has("owner")) throw new AppError("not_found");
  if (loaded.request.status !== "draft") throw new AppError("embedded_request_not_draft", { status: loaded.request.status });
}

/** A composer link for the caller's own draft or template, framed on one of their business's embedOrigins. */
export async function createEmbeddedSession(context: PlatformContext, auth: AuthContext, body: CreateEmbeddedSessionBody): Promise<{ url: string; token: string; expiresAt: string }> {
  await assertScopeOfCaller(context, auth.userId, body.scope);
  const { businessId } = await templateCallerOf(context.db, auth.userId);
  if (!businessId) throw new AppError("embedded_session_needs_business");
  assertOriginMayFrame(context.config, await findEmbedOriginsOfBusiness(context.db, businessId), body.origin);
  const token = createOpaqueToken();
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + EMBEDDED_SESSION_LIFETIME_MS);
  await insertEmbeddedSession(context.db, {
    id: crypto.randomUUID(),
    token_hash: hashToken(token),
    business_id: businessId,
    user_id: auth.userId,
    scope_kind: body.scope.kind,
    signature_request_id: body.scope.kind === "signature_request" ? body.scope.signatureRequestId : null,
    template_id: body.scope.kind === "template" ? body.scope.templateId : null,
    host_origin: body.origin,
    return_url: body.returnUrl ?? null,
    created_at: now,
    expires_at: expiresAt,
    opened_at: null,
  });
  return { url: `${context.publicUrl}${EMBEDDED_COMPOSER_PATH_PREFIX}${token}`, token, expiresAt: expiresAt.toISOString() };
}

/**
 * The composer page opens its link: once, before it expires; it gets a login session of the
 * link's creator that the route registrar confines to the link's scope.
 */
export function openEmbeddedSession(context: PlatformContext, token: string, client: { ip?: string; userAgent?: string }): Promise<OpenedEmbeddedSession> {
  return context.db.transaction().execute(async (trx) => {
    const row = await findEmbeddedSessionForUpdate(trx, hashToken(token));
    if (!row) throw new AppError("not_found");
    const now = context.clock.now();
    if (row.opened_at) throw new AppError("embedded_session_used");
    if (row.expires_at <= now) throw new AppError("embedded_session_expired");
    await markEmbeddedSessionOpened(trx, row.id, now);
    const session = await context.sessions.create(trx, row.user_id, client, EMBEDDED_COMPOSER_SESSION_LIFETIME_MS, row.id);
    return presentOpenedEmbeddedSession(row, session);
  });
}

const COMPOSER_PATH = new RegExp(`^${EMBEDDED_COMPOSER_PATH_PREFIX}([A-Za-z0-9_-]{20,200})(?:[?#]|$)`);

/**
 * Who may frame a composer link's page: its host origin, while the business still lists it
 * (also once opened or expired, so the host shows Paraph's own message). Null for every other
 * page and unknown tokens: those keep `frame-ancestors 'none'`.
 */
export async function composerFrameAncestorsForPath(context: PlatformContext, url: string): Promise<string[] | null> {
  const token = COMPOSER_PATH.exec(url)?.[1];
  if (!token) return null;
  const row = await findEmbeddedSessionByTokenHash(context.db, hashToken(token));
  if (!row || !(await findEmbedOriginsOfBusiness(context.db, row.business_id)).includes(row.host_origin)) return null;
  return [row.host_origin];
}
