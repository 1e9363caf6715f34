import type { AppearanceSignature } from "../../pdf-engine/appearance/appearance-input.ts";
import { decodeAppearanceImage } from "../../pdf-engine/appearance/appearance-image.ts";
import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { RequestViewer } from "../signature-requests/index.ts";
import { visualSignaturePermissionsOf } from "../users/index.ts";
import { defaultValuesFor, findDefaultVisualSignature, fullNameOf, valuesOfRow } from "../visual-signatures/index.ts";

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
