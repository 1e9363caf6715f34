import type { SignatureRequestAction } from "@paraph/contracts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findUserById, type UserRow } from "../users/index.ts";
import {
  findObservers,
  findRequestById,
  findRequestForUpdate,
  findSigners,
  type ObserverRow,
  type SignatureRequestRow,
  type SignerRow,
} from "./repository.ts";
import { decide, type ActionContext, type Role } from "./state-machine.ts";

/**
 * Who looks at a request: an account, or a direct-sign guest whose signer entry stands in for
 * one (modules/direct-sign). Only what deciding and signing need.
 */
export type RequestViewer = Pick<
  UserRow,
  "id" | "email" | "email_verified" | "first_name" | "last_name" | "lang" | "default_quality" | "default_legislation" | "visual_signature_permissions"
>;

export interface LoadedRequest {
  request: SignatureRequestRow;
  signers: SignerRow[];
  observers: ObserverRow[];
  user: RequestViewer;
  roles: Set<Role>;
  /** The caller's own active (or last) signer entry. */
  mySigner: SignerRow | undefined;
}

/** A signer entry is the user's when it is bound to their account, or unbound and sent to their verified address. */
export function isMine(entry: { user_id: string | null; email: string }, user: RequestViewer): boolean {
  return entry.user_id === user.id || (entry.user_id === null && user.email_verified && entry.email === user.email);
}

/** The user's own signer entry: the active one, else their last one; a removed entry is no longer theirs. */
export function findMySigner<T extends { user_id: string | null; email: string; status: SignerRow["status"] }>(signers: T[], user: RequestViewer): T | undefined {
  const mine = signers.filter((signer) => isMine(signer, user) && signer.status !== "removed");
  return mine.find((signer) => signer.status === "open" || signer.status === "pending") ?? mine.at(-1);
}

/**
 * Loads a request as seen by one user, with their roles. Anyone without a role, and signers or
 * observers of a draft, get 404: the request does not exist for them.
 */
export async function loadRequest(
  executor: JobExecutor,
  requestId: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedRequest> {
  const request = options.forUpdate ? await findRequestForUpdate(executor, requestId) : await findRequestById(executor, requestId);
  const user = await findUserById(executor, userId);
  if (!request || !user) throw new AppError("not_found");
  const [signers, observers] = await Promise.all([findSigners(executor, requestId), findObservers(executor, requestId)]);
  const roles = new Set<Role>();
  if (request.owner_id === user.id) roles.add("owner");
  const mySigner = findMySigner(signers, user);
  if (request.status !== "draft") {
    if (mySigner) roles.add("signer");
    if (observers.some((observer) => isMine(observer, user))) roles.add("observer");
  }
  if (roles.size === 0) throw new AppError("not_found");
  return { request, signers, observers, user, roles, mySigner };
}

/** Loads a request as one viewer sees it: an account (loadRequest) or a direct-sign guest. */
export type RequestLoader = (executor: JobExecutor, requestId: string, options?: RequestLoadOptions) => Promise<LoadedRequest>;

export interface RequestLoadOptions {
  forUpdate?: boolean;
  /** Loading again right after the viewer's own change in the same transaction (a guest's link may have just ended with it). */
  isAfterOwnChange?: boolean;
}

export function accountLoader(userId: string): RequestLoader {
  return (executor, requestId, options = {}) => loadRequest(executor, requestId, userId, { forUpdate: options.forUpdate ?? false });
}

export function actionContextOf(loaded: LoadedRequest, targetSigner?: SignerRow): ActionContext {
  return {
    status: loaded.request.status,
    roles: loaded.roles,
    mySignerStatus: loaded.mySigner?.status,
    targetSignerStatus: targetSigner?.status,
  };
}

export function assertAllowed(action: SignatureRequestAction, loaded: LoadedRequest, targetSigner?: SignerRow): void {
  const decision = decide(action, actionContextOf(loaded, targetSigner));
  if (!decision.allowed) {
    throw new AppError(decision.code, { action, status: loaded.request.status, ...(loaded.mySigner ? { signerStatus: loaded.mySigner.status } : {}) });
  }
}
