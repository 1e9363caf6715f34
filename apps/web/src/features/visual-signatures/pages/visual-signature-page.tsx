import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { updateVisualSignature, type User, type VisualSignature } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { VISUAL_SIGNATURES_KEY, visualSignaturesQueryOptions } from "../../../entities/visual-signatures/visual-signature-api.ts";
import { SignatureCard } from "../components/signature-card.tsx";
import { SignatureEditor } from "../components/signature-editor.tsx";
import styles from "../components/visual-signatures.module.css";

type Saved = VisualSignature & { id: string };
type Editing = { signature: Saved | null } | null;

export default function VisualSignaturePage() {
  const { user } = useSession();
  return user ? <VisualSignatures user={user} /> : null;
}

function VisualSignatures({ user }: { user: User }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const list = useQuery(visualSignaturesQueryOptions(api));
  const [editing, setEditing] = useState<Editing>(null);
  const dialogs = useDialogs();

  const makeDefault = useMutation({
    mutationFn: (signature: Saved) => api.request(updateVisualSignature, { params: { id: signature.id }, body: { default: true } }),
    onSuccess: async (signature) => {
      await queryClient.invalidateQueries({ queryKey: VISUAL_SIGNATURES_KEY });
      snackbar.show({ id: "visual-signature-default", message: t("visual_signatures.default_changed", { alias: signature.alias }), color: "success" });
    },
  });
  const confirmDelete = (signature: Saved) =>
    dialogs.open("signature/delete-signature", { signatureId: signature.id, alias: signature.alias }, () => {
      snackbar.show({ id: "visual-signature-deleted", message: t("visual_signatures.deleted"), color: "success" });
    });

  const signatures = (list.data?.signatures ?? []).filter((signature): signature is Saved => signature.id !== null);
  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t("titles.visual_signature")}</h1>
        {editing ? null : <Button onClick={() => setEditing({ signature: null })}>{t("visual_signatures.new")}</Button>}
      </div>
      <p className={styles.lead}>{t("visual_signatures.lead")}</p>
      {editing ? (
        <Card>
          <SignatureEditor key={editing.signature?.id ?? "new"} user={user} signature={editing.signature} onClose={() => setEditing(null)} />
        </Card>
      ) : null}
      {makeDefault.isError ? <Alert tone="error">{describeError(makeDefault.error, t)}</Alert> : null}
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <Alert tone="error">{describeError(list.error, t)}</Alert> : null}
      {list.isSuccess && signatures.length === 0 && !editing ? <p className={styles.empty}>{t("visual_signatures.empty")}</p> : null}
      {signatures.length > 0 ? (
        <ul className={styles.cards} aria-label={t("visual_signatures.list_label")}>
          {signatures.map((signature) => (
            <SignatureCard
              key={signature.id}
              signature={signature}
              isBusy={makeDefault.isPending}
              onEdit={() => setEditing({ signature })}
              onMakeDefault={() => makeDefault.mutate(signature)}
              onDelete={() => confirmDelete(signature)}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}
