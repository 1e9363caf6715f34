import { buildPath, getSignatureImage, type VisualSignature, type VisualSignatureList } from "@paraph/contracts";
import type { VisualSignaturePermissions } from "../users/index.ts";
import type { VisualSignatureRow } from "./repository.ts";
import type { VisualSignatureValues } from "./visual-signature-values.ts";
import { valuesOfRow } from "./visual-signature-values.ts";

/** The image's address carries its version, so a new upload is a new URL and old ones can be cached for long. */
export function imageUrlOf(publicUrl: string, signatureId: string, sha256: string): string {
  return `${publicUrl}/api${buildPath(getSignatureImage.path, { id: signatureId })}?v=${sha256.slice(0, 16)}`;
}

function presentValues(values: VisualSignatureValues) {
  return {
    alias: values.alias,
    name: values.name,
    title: values.title,
    company: values.optionalLine,
    optionalLine: values.optionalLine,
    location: values.location,
    language: values.language,
    quality: values.quality,
    legislation: values.legislation,
    provider: values.provider,
    displayDate: values.displayDate,
    displayClaim: values.displayClaim,
    displayStandards: values.displayStandards,
    displayQr: values.displayQr,
  };
}

export function presentVisualSignature(row: VisualSignatureRow, permissions: VisualSignaturePermissions, publicUrl: string): VisualSignature {
  return {
    id: row.id,
    ...presentValues(valuesOfRow(row, permissions)),
    hasCustomImage: row.image_sha256 !== null,
    placeholder: false,
    image: row.image_sha256 ? imageUrlOf(publicUrl, row.id, row.image_sha256) : null,
    default: row.is_default,
  };
}

/** The stand-in for a user who saved none: not stored, so no id, and marked as a placeholder. */
export function presentGeneratedVisualSignature(values: VisualSignatureValues): VisualSignature {
  return { id: null, ...presentValues(values), hasCustomImage: false, placeholder: true, image: null, default: true };
}

export function presentVisualSignatureList(
  rows: VisualSignatureRow[],
  permissions: VisualSignaturePermissions,
  publicUrl: string,
): VisualSignatureList {
  return {
    defaultSignatureId: rows.find((row) => row.is_default)?.id ?? null,
    signatures: rows.map((row) => presentVisualSignature(row, permissions, publicUrl)),
  };
}
