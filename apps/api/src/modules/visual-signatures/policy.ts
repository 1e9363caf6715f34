import type { AuthContext } from "../../platform/auth/sessions.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { VisualSignatureRow } from "./repository.ts";

/**
 * A visual signature is its owner's alone: reading, changing, previewing and its image. Anyone
 * else learns nothing, not even that it exists: 404.
 */
export function assertOwnsVisualSignature(auth: AuthContext, signature: VisualSignatureRow | undefined): asserts signature is VisualSignatureRow {
  if (!signature || signature.owner_id !== auth.userId) throw new AppError("not_found");
}
