import { Fragment, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FormFieldValue, SignatureRequestView } from "@paraph/contracts";
import { formatDateInput } from "../../shared/i18n/date-input.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { activeSigners } from "../signature-requests/active-signers.ts";
import { signerName } from "../signature-requests/signer-name.ts";
import { useOverlays } from "../../shared/overlays/overlay-manager.tsx";
import { Alert } from "../../shared/ui/alert/alert.tsx";
import { Button } from "../../shared/ui/button/button.tsx";
import { useFormFill, withServerValues } from "./form-fill-context.tsx";
import { fieldsToFill, fillingSigner, fillProblems, type SignerFormField } from "./form-fill-state.ts";
import { FormFieldControl } from "./form-field-control.tsx";
import { fieldLabel, problemMessage } from "./form-field-messages.ts";
import styles from "./form-fields.module.css";

/**
 * The signer's form fields, one at a time with "next" and "previous" (a phone's screen holds one
 * field and its keyboard), or all at once; then what the sender prefilled and what other signers
 * filled, read-only. The Sign button checks the same values (form-fill-context.tsx).
 */
export default function FormFillPanel({ request }: { request: SignatureRequestView }) {
  const { t } = useTranslation();
  const fill = useFormFill();
  const me = fillingSigner(request);
  const toFill = fieldsToFill(me);
  const [index, setIndex] = useState(0);
  const [showAll, setShowAll] = useState(false);
  const panel = useRef<HTMLElement>(null);

  // A field asked for (from the page, or the first to fix when Sign was pressed) shows, then takes the focus.
  const focusRequest = fill?.focusRequest ?? null;
  const [shownRequest, setShownRequest] = useState(focusRequest);
  if (focusRequest !== shownRequest) {
    setShownRequest(focusRequest);
    const position = focusRequest ? toFill.findIndex((field) => field.name === focusRequest.name) : -1;
    if (position >= 0) setIndex(position);
  }
  // An overlay that explains a failed signing keeps the focus (the page behind it is inert); the field takes it once it closes.
  const isBehindOverlay = useOverlays().current !== null;
  const focused = useRef<typeof focusRequest>(null);
  useLayoutEffect(() => {
    if (!focusRequest || isBehindOverlay || focused.current === focusRequest) return;
    const control = panel.current?.querySelector(`[data-fill-field="${CSS.escape(focusRequest.name)}"]`)?.querySelector<HTMLElement>("input, select, textarea");
    if (!control) return;
    focused.current = focusRequest;
    control.focus();
  }, [focusRequest, isBehindOverlay]);

  if (!fill || !me) return null;
  const values = withServerValues(toFill, fill.values);
  const problems = fillProblems(toFill, values);
  const left = toFill.filter((field) => problems[field.name]).length;
  const current = toFill[Math.min(index, toFill.length - 1)];
  const prefilled = me.formFields.filter((field) => field.readOnly);
  const others = activeSigners(request).filter((signer) => signer.id !== me.id).flatMap((signer) => signer.formFields.filter((field) => field.value !== null).map((field) => ({ signer, field })));

  const renderField = (field: SignerFormField) => {
    const problem = fill.serverProblems[field.name] ?? (fill.shown.has(field.name) ? problems[field.name] : undefined);
    return (
      <div key={field.name} data-fill-field={field.name}>
        <FormFieldControl
          field={field}
          value={values[field.name]}
          onChange={(value) => fill.setValue(field.name, value)}
          onBlur={() => fill.touch(field.name)}
          error={problem ? problemMessage(t, field, problem) : null}
        />
      </div>
    );
  };
  const step = (by: number) => {
    if (current) fill.touch(current.name);
    const next = toFill[index + by];
    if (next) fill.focusField(next.name);
  };

  return (
    <section ref={panel} className={styles.panel} aria-labelledby="form-fill-heading">
      <h3 id="form-fill-heading">{t("form_fields.fill.title")}</h3>
      {toFill.length > 0 ? <p className={styles.muted}>{t("form_fields.fill.lead")}</p> : null}
      {fill.hasTriedToSign && left > 0 ? <Alert tone="error">{t("form_fields.fill.missing", { count: left })}</Alert> : null}
      {Object.keys(fill.serverProblems).length > 0 ? <Alert tone="error">{t("form_fields.fill.rejected")}</Alert> : null}
      {showAll ? (
        toFill.map(renderField)
      ) : current ? (
        <>
          <p className={styles.muted} aria-live="polite">
            {t("form_fields.fill.progress", { current: toFill.indexOf(current) + 1, total: toFill.length })} · {t("form_fields.fill.on_page", { page: current.page })}
          </p>
          {renderField(current)}
          {toFill.length > 1 ? (
            <div className={styles.steps}>
              <Button kind="secondary" size="sm" disabled={index === 0} onClick={() => step(-1)}>
                {t("form_fields.fill.previous")}
              </Button>
              <Button kind="secondary" size="sm" disabled={index >= toFill.length - 1} onClick={() => step(1)}>
                {t("form_fields.fill.next")}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {toFill.length > 1 ? (
        <Button kind="text" size="sm" aria-pressed={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? t("form_fields.fill.show_one") : t("form_fields.fill.show_all")}
        </Button>
      ) : null}
      {prefilled.length > 0 ? (
        <>
          <p className={styles.muted}>{t("form_fields.fill.prefilled")}</p>
          <ReadOnlyValues entries={prefilled.map((field) => ({ key: field.name, term: fieldLabel(field), field }))} />
        </>
      ) : null}
      {others.length > 0 ? (
        <>
          <h4>{t("form_fields.fill.others_title")}</h4>
          <ReadOnlyValues entries={others.map(({ signer, field }) => ({ key: `${signer.id}:${field.name}`, term: t("form_fields.fill.filled_by", { label: fieldLabel(field), name: signerName(signer) }), field }))} />
        </>
      ) : null}
    </section>
  );
}

function ReadOnlyValues({ entries }: { entries: Array<{ key: string; term: string; field: SignerFormField }> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describe = (field: SignerFormField, value: FormFieldValue | null) => {
    if (field.type === "checkbox") return value === true ? t("form_fields.fill.ticked") : t("form_fields.fill.not_ticked");
    if (field.type === "date" && typeof value === "string") return formatDateInput(value, language);
    return typeof value === "string" ? value : "";
  };
  return (
    <dl className={styles.readOnly}>
      {entries.map(({ key, term, field }) => (
        <Fragment key={key}>
          <dt>{term}</dt>
          <dd>{describe(field, field.value)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
