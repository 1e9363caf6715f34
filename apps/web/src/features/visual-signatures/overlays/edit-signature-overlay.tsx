import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { OverlayComponentProps } from "../../../shared/overlays/overlay-manager.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { Card } from "../../../shared/ui/card/card.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { visualSignaturesQueryOptions } from "../../../entities/visual-signatures/visual-signature-api.ts";
import { SignatureEditor } from "../components/signature-editor.tsx";
import styles from "./edit-signature-overlay.module.css";

/**
 * edit-signature: the visual-signature editor over the request being signed, for a saved
 * signature (props.signatureId) or a new one; saving or cancelling completes the overlay.
 */
export default function EditSignatureOverlay({ request, runAction }: OverlayComponentProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { user } = useSession();
  const signatureId = typeof request.props.signatureId === "string" ? request.props.signatureId : null;
  const list = useQuery(visualSignaturesQueryOptions(api));
  const signature = signatureId ? (list.data?.signatures.find((candidate) => candidate.id === signatureId) ?? null) : null;
  const isListReady = signatureId === null || list.isSuccess;

  return (
    <div className={styles.editorFrame}>
      <div className={styles.editorHead}>
        <h2 id={`${request.id}-title`}>{signatureId ? t("signing.overlays.edit_signature.title_edit") : t("signing.overlays.edit_signature.title_new")}</h2>
        <p>{t("signing.overlays.edit_signature.lead")}</p>
      </div>
      {user && isListReady ? (
        <Card>
          <SignatureEditor user={user} signature={signature} onClose={() => void runAction("complete")} />
        </Card>
      ) : (
        <Spinner size="lg" label={t("common.loading")} />
      )}
    </div>
  );
}
