import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DEFAULT_VISUAL_SIGNATURE_SIZE, updateVisualSignature } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { useOverlays } from "../../../shared/overlays/overlay-manager.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { SelectField } from "../../../shared/ui/field/select-field.tsx";
import { FetchedImage } from "../../../shared/ui/image/fetched-image.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { VISUAL_SIGNATURES_KEY, visualSignaturesQueryOptions } from "../../../entities/visual-signatures/visual-signature-api.ts";
import { fetchSigningPreview } from "../api/signing-api.ts";
import styles from "./signing.module.css";

/** The value of the "my name" choice: no saved signature is the default. */
const STANDARD = "";

/**
 * Which visual signature is drawn in the signer's fields. Signing draws the default one, so the
 * choice made here becomes the default; "edit" and "new" open the edit-signature overlay.
 */
export function VisualSignatureChoice() {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const overlays = useOverlays();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const list = useQuery(visualSignaturesQueryOptions(api));
  const saved = (list.data?.signatures ?? []).flatMap((signature) => (signature.id === null ? [] : [{ ...signature, id: signature.id }]));
  const chosenId = list.data?.defaultSignatureId ?? STANDARD;

  const choose = useMutation({
    mutationFn: async (id: string) => {
      if (id !== STANDARD) return api.request(updateVisualSignature, { params: { id }, body: { default: true } });
      // "My name": the current default stops being one.
      if (chosenId !== STANDARD) return api.request(updateVisualSignature, { params: { id: chosenId }, body: { default: false } });
      return null;
    },
    onSuccess: async (signature) => {
      await queryClient.invalidateQueries({ queryKey: VISUAL_SIGNATURES_KEY });
      snackbar.show({
        id: "signing-visual-signature",
        message: signature?.default ? t("signing.visual.chosen", { alias: signature.alias }) : t("signing.visual.standard_chosen"),
        color: "success",
      });
    },
  });

  const openEditor = (signatureId: string | null) => overlays.open("edit-signature", { signatureId });
  const chosen = saved.find((signature) => signature.id === chosenId);
  const editStampText = (signature: NonNullable<typeof chosen>) =>
    dialogs.open("document/visual-signature-data", { signatureId: signature.id, alias: signature.alias, name: signature.name, title: signature.title ?? "", company: signature.optionalLine ?? "" }, () => {
      snackbar.show({ id: "signing-visual-signature-data", message: t("signing.visual_data.saved"), color: "success" });
    });

  return (
    <div className={styles.visual}>
      <SelectField
        label={t("signing.visual.label")}
        value={chosenId}
        disabled={!list.isSuccess || choose.isPending}
        onChange={(event) => choose.mutate(event.target.value)}
        hint={t("signing.visual.hint")}
        options={[{ value: STANDARD, label: t("signing.visual.standard") }, ...saved.map((signature) => ({ value: signature.id, label: signature.alias }))]}
      />
      <div className={styles.preview}>
        <FetchedImage
          alt={t("signing.visual.preview_alt")}
          // The list changes whenever the default or one of its fields does: the preview follows.
          sourceKey={JSON.stringify(list.data ?? null)}
          width={DEFAULT_VISUAL_SIGNATURE_SIZE.width}
          height={DEFAULT_VISUAL_SIGNATURE_SIZE.height}
          lazy={false}
          fallback={t("signing.visual.preview_failed")}
          load={({ density, signal }) => fetchSigningPreview(api, density, signal)}
        />
      </div>
      {chosenId === STANDARD ? <p className={styles.muted}>{t("signing.visual.standard_note")}</p> : null}
      {choose.isError ? <Alert tone="error">{describeError(choose.error, t)}</Alert> : null}
      {list.isError ? <Alert tone="error">{describeError(list.error, t)}</Alert> : null}
      <div className={styles.buttonRow}>
        {chosen ? (
          <>
            <Button size="sm" kind="secondary" onClick={() => editStampText(chosen)}>
              {t("signing.visual_data.open")}
            </Button>
            <Button size="sm" kind="secondary" onClick={() => openEditor(chosen.id)}>
              {t("signing.visual.edit")}
            </Button>
          </>
        ) : null}
        <Button size="sm" kind="text" color="info" onClick={() => openEditor(null)}>
          {t("signing.visual.create")}
        </Button>
      </div>
    </div>
  );
}
