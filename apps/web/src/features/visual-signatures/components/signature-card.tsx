import { useTranslation } from "react-i18next";
import { DEFAULT_VISUAL_SIGNATURE_SIZE, type VisualSignature } from "@paraph/contracts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { FetchedImage } from "../../../shared/ui/image/fetched-image.tsx";
import { fetchSavedPreview } from "../../../entities/visual-signatures/visual-signature-api.ts";
import styles from "./visual-signatures.module.css";

interface SignatureCardProps {
  signature: VisualSignature & { id: string };
  isBusy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** One saved signature: how it looks when signing, and what can be done with it. */
export function SignatureCard({ signature, isBusy, onEdit, onMakeDefault, onDelete }: SignatureCardProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  return (
    <li className={styles.card} aria-label={signature.alias}>
      <div className={styles.previewFrame}>
        <FetchedImage
          className={styles.preview}
          alt={t("visual_signatures.preview_alt", { alias: signature.alias })}
          // Any change to the signature (fields, image version) draws a new preview.
          sourceKey={JSON.stringify(signature)}
          width={DEFAULT_VISUAL_SIGNATURE_SIZE.width}
          height={DEFAULT_VISUAL_SIGNATURE_SIZE.height}
          fallback={t("visual_signatures.preview_failed")}
          load={({ density, signal }) => fetchSavedPreview(api, signature.id, density, signal)}
        />
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          {signature.alias}
          {signature.default ? <span className={styles.badge}>{t("visual_signatures.default_badge")}</span> : null}
        </h3>
        <p className={styles.cardMeta}>{[signature.name, signature.optionalLine, signature.location].filter(Boolean).join(" · ")}</p>
        <div className={styles.cardActions}>
          <Button size="sm" kind="secondary" onClick={onEdit} disabled={isBusy}>
            {t("visual_signatures.edit")}
          </Button>
          {signature.default ? null : (
            <Button size="sm" kind="text" onClick={onMakeDefault} disabled={isBusy}>
              {t("visual_signatures.make_default")}
            </Button>
          )}
          <Button size="sm" kind="text" color="error" onClick={onDelete} disabled={isBusy}>
            {t("visual_signatures.delete")}
          </Button>
        </div>
      </div>
    </li>
  );
}
