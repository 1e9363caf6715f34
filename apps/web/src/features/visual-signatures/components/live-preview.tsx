import { useTranslation } from "react-i18next";
import { DEFAULT_VISUAL_SIGNATURE_SIZE, type VisualSignatureChanges } from "@paraph/contracts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { FetchedImage } from "../../../shared/ui/image/fetched-image.tsx";
import { fetchUnsavedPreview } from "../../../entities/visual-signatures/visual-signature-api.ts";
import { useDebouncedValue } from "./use-debounced-value.ts";
import styles from "./visual-signatures.module.css";

/** Typing pauses this long before the preview is drawn again, so each keystroke costs no render. */
export const PREVIEW_DEBOUNCE_MS = 300;

/** The signature as it would be drawn with the fields as they are now, not saved yet. */
export function LivePreview({ fields, signatureId }: { fields: VisualSignatureChanges; signatureId?: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const settled = useDebouncedValue(JSON.stringify(fields), PREVIEW_DEBOUNCE_MS);
  return (
    <FetchedImage
      className={styles.preview}
      alt={t("visual_signatures.editor.preview_alt")}
      sourceKey={`${signatureId ?? "new"}:${settled}`}
      width={DEFAULT_VISUAL_SIGNATURE_SIZE.width}
      height={DEFAULT_VISUAL_SIGNATURE_SIZE.height}
      lazy={false}
      fallback={t("visual_signatures.preview_failed")}
      load={({ density, signal }) => fetchUnsavedPreview(api, JSON.parse(settled) as VisualSignatureChanges, { id: signatureId, density, signal })}
    />
  );
}
