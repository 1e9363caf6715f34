import type { AuthContext } from "../../platform/auth/sessions.ts";
import { AppError } from "../../platform/errors/app-error.ts";

/**
 * Turns a direct-sign link's token into the access it grants to one document. The direct-sign
 * module provides it (a guest's link reaches one signer's part of one request); app.ts passes
 * it to the document routes. Without it, no token grants anything: every direct call is a 404.
 */
export type DirectDocumentAccess = (token: string, documentId: string) => Promise<AuthContext | null>;


export async function authorizeDirectDocument(resolve: DirectDocumentAccess, token: string, documentId: string): Promise<AuthContext> {
  const access = await resolve(token, documentId);
  if (!access) throw new AppError("not_found");
  return access;
}
