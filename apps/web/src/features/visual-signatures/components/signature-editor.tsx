import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { createVisualSignature, formatFileSize, LANGUAGES, SIGNATURE_IMAGE_LIMITS, updateVisualSignature, type User, type VisualSignature } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { LANGUAGE_NAMES } from "../../../shared/i18n/language-names.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { CheckboxField } from "../../../shared/ui/field/checkbox-field.tsx";
import { SelectField } from "../../../shared/ui/field/select-field.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { removeImage, uploadImage, VISUAL_SIGNATURES_KEY } from "../../../entities/visual-signatures/visual-signature-api.ts";
import { DrawingPad, type DrawingPadHandle } from "./drawing-pad.tsx";
import { ImageSourcePicker, type ImageSource } from "./image-source-picker.tsx";
import { LivePreview } from "./live-preview.tsx";
import { createForm, DISPLAY_FLAGS, findLockedFlags, toFields, validateForm, type FormErrors, type SignatureForm } from "./signature-form.ts";
import styles from "./visual-signatures.module.css";

interface SignatureEditorProps {
  user: User;
  /** null: a new signature. */
  signature: VisualSignature | null;
  onClose: () => void;
}

const FLAG_LABEL = {
  displayDate: "visual_signatures.editor.display_date",
  displayClaim: "visual_signatures.editor.display_claim",
  displayStandards: "visual_signatures.editor.display_standards",
  displayQr: "visual_signatures.editor.display_qr",
} as const;

/** Creates or edits one visual signature, with a preview of the unsaved fields beside the form. */
export function SignatureEditor({ user, signature, onClose }: SignatureEditorProps) {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const titleId = useId();
  const pad = useRef<DrawingPadHandle>(null);
  const [form, setForm] = useState<SignatureForm>(() => createForm(user, signature));
  const [errors, setErrors] = useState<FormErrors>({});
  const [source, setSource] = useState<ImageSource>(signature?.hasCustomImage ? "keep" : "draw");
  const [chosenFile, setChosenFile] = useState<File | null>(null);
  const [hasDrawing, setHasDrawing] = useState(false);
  const [sourceError, setSourceError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [isSaving, setIsSaving] = useState(false);
  // Once created, a retry after a failed image upload changes that signature instead of making a second one.
  const [savedId, setSavedId] = useState<string | null>(signature?.id ?? null);
  const locked = findLockedFlags(user);

  const update = <K extends keyof SignatureForm>(key: K, value: SignatureForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const fieldError = (field: keyof FormErrors) => {
    const error = errors[field];
    if (!error) return null;
    return error.key === "required" ? t("validation.required") : t("visual_signatures.editor.too_long", { max: String(error.max) });
  };

  const fields = toFields(form, user);
  // An empty name cannot be drawn; the preview keeps the saved (or the user's) name meanwhile.
  const { name, ...otherFields } = fields;
  const previewFields = name === "" ? otherFields : fields;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(form);
    setErrors(found);
    const missingImage =
      source === "draw" && !hasDrawing ? t("visual_signatures.editor.draw_required") : source === "upload" && !chosenFile ? t("visual_signatures.editor.upload_required") : null;
    setSourceError(missingImage);
    if (Object.keys(found).length > 0 || missingImage) return;

    setIsSaving(true);
    setFailure(null);
    try {
      const wasDefault = signature?.default ?? false;
      const defaultChange = form.isDefault !== wasDefault ? { default: form.isDefault } : {};
      let saved = savedId
        ? await api.request(updateVisualSignature, { params: { id: savedId }, body: { ...fields, ...defaultChange } })
        : await api.request(createVisualSignature, { body: { ...fields, ...defaultChange } });
      setSavedId(saved.id);
      const id = saved.id as string;
      if (source === "draw") {
        const png = await pad.current?.exportPng();
        if (png) saved = await uploadImage(api, id, png);
      } else if (source === "upload" && chosenFile) {
        saved = await uploadImage(api, id, chosenFile, chosenFile.name);
      } else if (source === "name" && saved.hasCustomImage) {
        saved = await removeImage(api, id);
      }
      await queryClient.invalidateQueries({ queryKey: VISUAL_SIGNATURES_KEY });
      snackbar.show({ id: "visual-signature-saved", message: t("visual_signatures.saved"), color: "success" });
      onClose();
    } catch (error) {
      setFailure(error);
      // What was saved before the failure shows in the list already.
      await queryClient.invalidateQueries({ queryKey: VISUAL_SIGNATURES_KEY });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section className={styles.editor} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.editorTitle}>
        {signature ? t("visual_signatures.editor.edit_title", { alias: signature.alias }) : t("visual_signatures.editor.create_title")}
      </h2>
      {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
      <form className={styles.editorGrid} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.editorFields}>
          <ImageSourcePicker value={source} canKeep={signature?.hasCustomImage ?? false} onChange={(value) => { setSource(value); setSourceError(null); }} />
          {source === "draw" ? <DrawingPad ref={pad} onDrawnChange={(drawn) => { setHasDrawing(drawn); if (drawn) setSourceError(null); }} /> : null}
          {source === "upload" ? (
            <TextField
              label={t("visual_signatures.editor.upload_label")}
              type="file"
              accept="image/png,image/jpeg,image/svg+xml"
              hint={chosenFile ? t("visual_signatures.editor.image_chosen", { name: chosenFile.name }) : t("visual_signatures.editor.upload_hint", { size: formatFileSize(SIGNATURE_IMAGE_LIMITS.maxBytes, i18n.language) })}
              onChange={(event) => {
                setChosenFile(event.target.files?.[0] ?? null);
                setSourceError(null);
              }}
            />
          ) : null}
          {sourceError ? (
            <p className={styles.sourceError} role="alert">
              {sourceError}
            </p>
          ) : null}
          <div className={styles.row}>
            <TextField label={t("visual_signatures.editor.name")} value={form.name} onChange={(event) => update("name", event.target.value)} error={fieldError("name")} required autoComplete="name" />
            <TextField label={t("visual_signatures.editor.alias")} value={form.alias} onChange={(event) => update("alias", event.target.value)} error={fieldError("alias")} hint={t("visual_signatures.editor.alias_hint")} />
          </div>
          <div className={styles.row}>
            <TextField label={t("visual_signatures.editor.optional_line")} value={form.optionalLine} onChange={(event) => update("optionalLine", event.target.value)} error={fieldError("optionalLine")} autoComplete="organization" />
            <TextField label={t("visual_signatures.editor.location")} value={form.location} onChange={(event) => update("location", event.target.value)} error={fieldError("location")} />
          </div>
          <SelectField
            label={t("visual_signatures.editor.language")}
            value={form.language}
            onChange={(event) => update("language", event.target.value as SignatureForm["language"])}
            options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          />
          <fieldset className={styles.flags}>
            <legend>{t("visual_signatures.editor.flags_legend")}</legend>
            {DISPLAY_FLAGS.map((flag) => (
              <CheckboxField
                key={flag}
                label={
                  <>
                    {t(FLAG_LABEL[flag])}
                    {locked[flag] ? <span className={styles.locked}> · {t("visual_signatures.editor.locked")}</span> : null}
                  </>
                }
                checked={locked[flag]?.value ?? form[flag]}
                disabled={Boolean(locked[flag])}
                onChange={(event) => update(flag, event.target.checked)}
              />
            ))}
          </fieldset>
          <CheckboxField label={t("visual_signatures.editor.make_default")} checked={form.isDefault} onChange={(event) => update("isDefault", event.target.checked)} />
          <div className={styles.actions}>
            <Button type="submit" loading={isSaving}>
              {t("visual_signatures.editor.save")}
            </Button>
            <Button kind="text" onClick={onClose} disabled={isSaving}>
              {t("common.cancel")}
            </Button>
          </div>
        </div>
        <aside className={styles.previewColumn}>
          <h3 className={styles.previewTitle}>{t("visual_signatures.editor.preview_title")}</h3>
          <div className={styles.previewFrame}>
            <LivePreview fields={previewFields} signatureId={savedId ?? undefined} />
          </div>
          {source === "draw" || source === "upload" ? <p className={styles.previewNote}>{t("visual_signatures.editor.preview_drawing_note")}</p> : null}
        </aside>
      </form>
    </section>
  );
}
