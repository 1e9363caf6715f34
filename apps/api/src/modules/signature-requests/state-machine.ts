import type { ErrorCode, SignatureRequestAction, SignatureRequestStatus, SignerStatus } from "@paraph/contracts";
import { SIGNATURE_REQUEST_ACTIONS } from "@paraph/contracts";

/**
 * The one place that decides whether an action may happen (docs/signature-requests.md).
 * Every service function asks it before changing anything; the web shows its answers as
 * `allowedActions`, so buttons and server never disagree.
 */

export type Role = "owner" | "signer" | "observer";

export interface ActionContext {
  status: SignatureRequestStatus;
  /** The caller's roles in the request: an owner may also be one of its signers. */
  roles: ReadonlySet<Role>;
  /** The caller's own signer entry, for signer actions. */
  mySignerStatus?: SignerStatus | undefined;
  /** For actions on another signer (remove_signer): that signer's status. */
  targetSignerStatus?: SignerStatus | undefined;
}

export type Decision = { allowed: true } | { allowed: false; code: ErrorCode };

interface Rule {
  role: Role;
  statuses: readonly SignatureRequestStatus[];
  /** Signer statuses in which a signer may do this (own entry for signer actions, target for remove_signer). */
  signerStatuses?: readonly SignerStatus[];
}

const DRAFT = ["draft"] as const;
const OPEN = ["open"] as const;
const DRAFT_OR_OPEN = ["draft", "open"] as const;
const ACTIVE_SIGNER = ["pending", "open"] as const;

export const RULES: Record<SignatureRequestAction, Rule> = {
  update: { role: "owner", statuses: DRAFT_OR_OPEN },
  initiate: { role: "owner", statuses: DRAFT },
  delete: { role: "owner", statuses: DRAFT },
  add_document: { role: "owner", statuses: DRAFT },
  remove_document: { role: "owner", statuses: DRAFT },
  add_signer: { role: "owner", statuses: DRAFT_OR_OPEN },
  update_signer: { role: "owner", statuses: DRAFT_OR_OPEN, signerStatuses: ACTIVE_SIGNER },
  remove_signer: { role: "owner", statuses: DRAFT_OR_OPEN, signerStatuses: ACTIVE_SIGNER },
  add_observer: { role: "owner", statuses: DRAFT_OR_OPEN },
  remove_observer: { role: "owner", statuses: DRAFT_OR_OPEN },
  sign: { role: "signer", statuses: OPEN, signerStatuses: ["open"] },
  decline: { role: "signer", statuses: OPEN, signerStatuses: ACTIVE_SIGNER },
  withdraw: { role: "owner", statuses: OPEN },
  remind: { role: "owner", statuses: OPEN },
  delegate: { role: "signer", statuses: OPEN, signerStatuses: ACTIVE_SIGNER },
};

export function decide(action: SignatureRequestAction, context: ActionContext): Decision {
  const rule = RULES[action];
  if (!context.roles.has(rule.role)) return { allowed: false, code: "forbidden" };
  if (!rule.statuses.includes(context.status)) {
    if (context.status !== "draft" && context.status !== "open") return { allowed: false, code: "request_closed" };
    return { allowed: false, code: context.status === "draft" ? "request_not_open" : "request_not_draft" };
  }
  if (rule.signerStatuses) {
    const signerStatus = rule.role === "signer" ? context.mySignerStatus : context.targetSignerStatus;
    if (signerStatus === undefined) return rule.role === "signer" ? { allowed: false, code: "forbidden" } : { allowed: true };
    if (action === "sign" && signerStatus === "pending") return { allowed: false, code: "signer_not_your_turn" };
    if (!rule.signerStatuses.includes(signerStatus)) return { allowed: false, code: "signer_not_active" };
  }
  return { allowed: true };
}

/** What the caller may do now, for the web's buttons; actions on other signers are left out. */
export function allowedActions(context: ActionContext): SignatureRequestAction[] {
  return SIGNATURE_REQUEST_ACTIONS.filter((action) => decide(action, { ...context, targetSignerStatus: undefined }).allowed);
}

/** A request ends when no signer is left to act: completed when someone signed and nobody declined. */
export function statusAfterSignerChange(signerStatuses: readonly SignerStatus[]): "open" | "completed" {
  const remaining = signerStatuses.filter((status) => status === "pending" || status === "open");
  return remaining.length === 0 && signerStatuses.includes("signed") ? "completed" : "open";
}
