import type { OpenedEmbeddedSession } from "@paraph/contracts";
import type { IssuedSession } from "../../platform/auth/sessions.ts";
import type { EmbeddedSessionRow } from "./repository.ts";

export function presentOpenedEmbeddedSession(row: EmbeddedSessionRow, session: IssuedSession): OpenedEmbeddedSession {
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    origin: row.host_origin,
    returnUrl: row.return_url,
    scope: row.scope_kind === "template" && row.template_id ? { kind: "template", templateId: row.template_id } : { kind: "signature_request", signatureRequestId: row.signature_request_id ?? "" },
  };
}
