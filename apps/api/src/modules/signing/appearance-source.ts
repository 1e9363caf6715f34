import type { AppearanceSignature } from "../../signing/appearance/appearance-input.ts";
import { decodeAppearanceImage } from "../../signing/appearance/appearance-image.ts";
import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { RequestViewer } from "../signature-requests/access.ts";
import { visualSignaturePermissionsOf } from "../users/visual-signature-permissions.ts";
import { findDefaultVisualSignature } from "../visual-signatures/repository.ts";
import { defaultValuesFor, fullNameOf, valuesOfRow } from "../visual-signatures/visual-signature-values.ts";

/** The signer's default visual signature (or one made from their name) as the appearance draws it. */
export async function appearanceSignatureOf(
  context: PlatformContext,
  executor: JobExecutor,
  user: RequestViewer,
  box: { width: number; height: number },
): Promise<{ signature: AppearanceSignature; signerName: string }> {
  const permissions = visualSignaturePermissionsOf(user.visual_signature_permissions);
  const row = await findDefaultVisualSignature(executor, user.id);
  const values = row ? valuesOfRow(row, permissions) : defaultValuesFor(user, permissions);
  const image = row?.image_sha256
    ? await decodeAppearanceImage(await context.blobs.getBuffer(row.image_sha256), { width: box.width * 2, height: box.height * 2 })
    : null;
  return { signature: { ...values, image }, signerName: fullNameOf(user) };
}
