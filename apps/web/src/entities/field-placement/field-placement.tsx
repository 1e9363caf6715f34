import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { useTranslation } from "react-i18next";
import type { FormFieldType, SignatureField } from "@paraph/contracts";
import { fieldAtDrop, type FieldBox, type PageSize } from "../signature-requests/field-geometry.ts";
import { FieldLayer, type PlacedField } from "../signature-requests/field-layer.tsx";
import fieldStyles from "../signature-requests/fields.module.css";
import { RequestDocumentViewer } from "../signature-requests/request-document-viewer.tsx";
import type { FieldDrafts, PlacementDocument, PlacementParty } from "./placement-types.ts";
import { findFreeSpot } from "./free-spot.ts";
import { ClickPartyChoice } from "./click-party-choice.tsx";
import { DocumentTabs } from "../signature-requests/document-tabs.tsx";
import { FormFieldEditor } from "./form-field-editor.tsx";
import { allFieldNames, formFieldKey, newFormField, parseFormFieldKey, uniqueFieldName, type FormFieldDraft, type FormFieldDrafts } from "./form-field-drafts.ts";
import styles from "./field-placement.module.css";
import pagesArea from "../signature-requests/pages-area.module.css";

interface FieldPlacementProps {
  documents: readonly PlacementDocument[];
  /** Who signs, in signing order: a request's signers, a template's roles. */
  parties: readonly PlacementParty[];
  /** Said instead of the hint while there is nobody to place fields for. */
  noPartiesHint: string;
  /** Whether the sender may fill a field in here (a request's draft); a template's fields are filled when it is used. */
  allowPrefill?: boolean;
  drafts: FieldDrafts;
  onChange: (drafts: FieldDrafts) => void;
  /** The fields signers fill, by signer. */
  formDrafts: FormFieldDrafts;
  onFormChange: (drafts: FormFieldDrafts) => void;
}

/** Points between a field placed by a press and the one before it. */
const NEXT_FIELD_GAP = 8;

/** Pointer travel (px) before a press on a signer becomes a drag rather than a click. */
const DRAG_THRESHOLD_PX = 4;

/**
 * Where each signer (or a template's role) signs: drag a signer from the palette onto a page (a click puts the field next
 * to the previous one), or choose a signer and click the page where they sign (with the keyboard:
 * the page's "place in the middle" button, then the arrow keys); then move or resize the field
 * on the page. Fields never land on one another.
 */
export function FieldPlacement({ documents, parties, noPartiesHint, allowPrefill = true, drafts, onChange, formDrafts, onFormChange }: FieldPlacementProps) {
  const { t } = useTranslation();
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const signers = parties;
  const [documentId, setDocumentId] = useState<string | null>(null);
  const current = documents.find((document) => document.id === documentId) ?? documents[0];
  const [ghost, setGhost] = useState<{ x: number; y: number; label: string; colorIndex: number } | null>(null);
  const press = useRef<{ pointerId: number; x: number; y: number; signerId: string; dragging: boolean } | null>(null);
  const [clickSignerId, setClickSignerId] = useState<string | null>(null);
  const clickSigner = signers.find((signer) => signer.id === clickSignerId) ?? signers[0];
  // A field placed from the keyboard takes the focus, so the arrow keys move it at once.
  const focusAfterRender = useRef<string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const key = focusAfterRender.current;
    if (!key) return;
    const field = sectionRef.current?.querySelector<HTMLElement>(`[data-field-key="${CSS.escape(key)}"]`);
    if (!field) return;
    focusAfterRender.current = null;
    field.focus();
  });

  // The pages show as soon as there is a document; parties are needed only to place fields.
  if (!current) {
    return (
      <section className={styles.section} aria-labelledby="composer-fields">
        <h2 id="composer-fields">{t("signature_requests.composer.fields.title")}</h2>
        <p className={styles.muted}>{t("signature_requests.composer.fields.needs_document")}</p>
      </section>
    );
  }

  const placed: PlacedField[] = signers.flatMap((signer, colorIndex) => [
    ...(drafts[signer.id] ?? []).map((field, index) => ({ key: `${signer.id}:${index}`, signerId: signer.id, label: signer.name, colorIndex, field })),
    ...(formDrafts[signer.id] ?? []).map((field, index) => {
      const names = { type: t(`form_fields.types.${field.type}`), field: field.name, name: signer.name };
      return {
        key: formFieldKey(signer.id, index),
        signerId: signer.id,
        label: field.name,
        description: { field: t("form_fields.editor.field_of", names), remove: t("form_fields.editor.remove_field", names) },
        colorIndex,
        field,
      };
    }),
  ]);

  // A new field never covers another one: it moves to the nearest free place on its page. Answers its key.
  const addField = (signerId: string, field: SignatureField): string => {
    const page = documents.find((document_) => document_.id === field.document_id)?.pages.find((candidate) => candidate.number === field.page);
    const taken = placed.filter((other) => other.field.document_id === field.document_id && other.field.page === field.page).map((other) => other.field);
    const free = page ? { ...field, ...findFreeSpot(field, taken, page) } : field;
    const own = drafts[signerId] ?? [];
    onChange({ ...drafts, [signerId]: [...own, free] });
    return `${signerId}:${own.length}`;
  };
  // A click on a page places the chosen signer's field centred there (kept on the page, moved off other fields).
  const placeOnPage = (pageNumber: number, pageSize: PageSize, offsetPx: { x: number; y: number }, scale: number) =>
    clickSigner ? addField(clickSigner.id, { document_id: current.id, page: pageNumber, ...fieldAtDrop(offsetPx, scale, pageSize) }) : null;
  const updateFormField = (key: string, change: (field: FormFieldDraft) => FormFieldDraft) => {
    const form = parseFormFieldKey(key);
    const existing = form ? formDrafts[form.signerId]?.[form.index] : undefined;
    if (!form || !existing) return;
    const fields = [...(formDrafts[form.signerId] ?? [])];
    fields[form.index] = change(existing);
    onFormChange({ ...formDrafts, [form.signerId]: fields });
  };
  const removeFormField = (key: string) => {
    const form = parseFormFieldKey(key);
    if (!form) return;
    if (selectedKey === key) setSelectedKey(null);
    onFormChange({ ...formDrafts, [form.signerId]: (formDrafts[form.signerId] ?? []).filter((_, position) => position !== form.index) });
  };
  // A new field of a type for the chosen signer: next to the last field placed on this document, kept off the others; it takes the focus and shows its settings.
  const addFormField = (type: FormFieldType) => {
    if (!clickSigner) return;
    const previous = placed.filter((other) => other.field.document_id === current.id).at(-1)?.field;
    const page = current.pages.find((candidate) => candidate.number === (previous?.page ?? current.pages[0]?.number));
    if (!page) return;
    const name = uniqueFieldName(t(`form_fields.types.${type}`), allFieldNames(formDrafts));
    const options = [1, 2].map((number) => t("form_fields.editor.option", { number }));
    const draft = newFormField(type, name, { document_id: current.id, page: page.number, x: 0, y: 0 }, options);
    const wanted = previous ? { ...draft, x: previous.x + previous.width + NEXT_FIELD_GAP, y: previous.y } : { ...draft, x: (page.width - draft.width) / 2, y: (page.height - draft.height) / 2 };
    const taken = placed.filter((other) => other.field.document_id === current.id && other.field.page === page.number).map((other) => other.field);
    const own = formDrafts[clickSigner.id] ?? [];
    const key = formFieldKey(clickSigner.id, own.length);
    onFormChange({ ...formDrafts, [clickSigner.id]: [...own, { ...wanted, ...findFreeSpot(wanted, taken, page) }] });
    setSelectedKey(key);
    focusAfterRender.current = key;
  };
  const updateField = (key: string, box: FieldBox) => {
    if (parseFormFieldKey(key)) return updateFormField(key, (field) => ({ ...field, ...box }));
    const [signerId = "", index] = key.split(":");
    const fields = [...(drafts[signerId] ?? [])];
    const existing = fields[Number(index)];
    if (!existing) return;
    fields[Number(index)] = { ...existing, ...box };
    onChange({ ...drafts, [signerId]: fields });
  };
  const removeField = (key: string) => {
    if (parseFormFieldKey(key)) return removeFormField(key);
    const [signerId = "", index] = key.split(":");
    onChange({ ...drafts, [signerId]: (drafts[signerId] ?? []).filter((_, position) => position !== Number(index)) });
  };

  // A press (or Enter) puts the field next to the last one placed on this document, else in the middle of its first page.
  const placeNext = (signerId: string) => {
    const previous = placed.filter((other) => other.field.document_id === current.id).at(-1)?.field;
    if (previous) {
      addField(signerId, { ...previous, x: previous.x + previous.width + NEXT_FIELD_GAP });
      return;
    }
    const page = current.pages[0];
    if (!page) return;
    addField(signerId, { document_id: current.id, page: page.number, ...fieldAtDrop({ x: page.width / 2, y: page.height / 2 }, 1, page) });
  };

  const dropAt = (signerId: string, clientX: number, clientY: number) => {
    const target = document.elementFromPoint(clientX, clientY)?.closest<HTMLElement>("[data-page-drop]");
    const document_ = documents.find((candidate) => candidate.id === target?.dataset.documentId);
    const page = document_?.pages.find((candidate) => candidate.number === Number(target?.dataset.pageNumber));
    if (!target || !document_ || !page) return;
    const rect = target.getBoundingClientRect();
    const scale = rect.width / page.width;
    addField(signerId, { document_id: document_.id, page: page.number, ...fieldAtDrop({ x: clientX - rect.left, y: clientY - rect.top }, scale, page) });
  };

  const onPalettePointerDown = (signerId: string) => (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, signerId, dragging: false };
  };
  const onPalettePointerMove = (label: string, colorIndex: number) => (event: ReactPointerEvent<HTMLButtonElement>) => {
    const state = press.current;
    if (!state || state.pointerId !== event.pointerId) return;
    if (!state.dragging && Math.hypot(event.clientX - state.x, event.clientY - state.y) < DRAG_THRESHOLD_PX) return;
    state.dragging = true;
    setGhost({ x: event.clientX, y: event.clientY, label, colorIndex });
  };
  const onPalettePointerUp = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const state = press.current;
    press.current = null;
    setGhost(null);
    if (!state || state.pointerId !== event.pointerId) return;
    if (state.dragging) dropAt(state.signerId, event.clientX, event.clientY);
    else placeNext(state.signerId);
  };

  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby="composer-fields">
      <h2 id="composer-fields">{t("signature_requests.composer.fields.title")}</h2>
      <p className={styles.muted}>{signers.length > 0 ? t("signature_requests.composer.fields.hint") : noPartiesHint}</p>
      {signers.length > 0 ? (
      <div className={styles.palette} role="toolbar" aria-label={t("signature_requests.composer.fields.palette")}>
        {signers.map((signer, colorIndex) => {
          const count = (drafts[signer.id] ?? []).length;
          return (
            <button
              key={signer.id}
              type="button"
              className={`${styles.paletteItem} ${fieldStyles[`color${colorIndex % 6}`] ?? ""}`}
              aria-label={t("signature_requests.composer.fields.add_for", { name: signer.name })}
              onPointerDown={onPalettePointerDown(signer.id)}
              onPointerMove={onPalettePointerMove(signer.name, colorIndex)}
              onPointerUp={onPalettePointerUp}
              onPointerCancel={() => {
                press.current = null;
                setGhost(null);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter" || event.key === " ") {
                  event.preventDefault();
                  placeNext(signer.id);
                }
              }}
            >
              <span className={fieldStyles.swatch} aria-hidden="true" />
              <span>{signer.name}</span>
              <span className={count === 0 ? styles.countMissing : styles.count}>{t("signature_requests.composer.fields.count", { count })}</span>
            </button>
          );
        })}
      </div>
      ) : null}
      {clickSigner ? <ClickPartyChoice parties={signers} chosenId={clickSigner.id} onChoose={setClickSignerId} /> : null}
      {clickSigner ? (
        <FormFieldEditor
          signer={clickSigner}
          signers={signers}
          drafts={formDrafts}
          selectedKey={selectedKey}
          allowPrefill={allowPrefill}
          onAdd={addFormField}
          onUpdate={(key, field) => updateFormField(key, () => field)}
          onRemove={removeFormField}
          onClose={() => {
            // Back to the field on the page, where the arrow keys move it.
            focusAfterRender.current = selectedKey;
            setSelectedKey(null);
          }}
        />
      ) : null}
      <DocumentTabs documents={documents} currentId={current.id} onSelect={setDocumentId} label={t("signature_requests.composer.documents.title")} />
      <div className={pagesArea.pagesArea}>
        <RequestDocumentViewer
          key={current.id}
          document={current}
          templateId={current.templateId}
          renderPageOverlay={(pageNumber, pageSize, scale) => (
            <>
              <FieldLayer
                documentId={current.id}
                pageNumber={pageNumber}
                pageSize={pageSize}
                scale={scale}
                fields={placed}
                onChange={updateField}
                onRemove={removeField}
                selectedKey={selectedKey}
                onSelect={(key) => setSelectedKey(parseFormFieldKey(key) ? key : null)}
                onPlace={clickSigner ? (offsetPx) => placeOnPage(pageNumber, pageSize, offsetPx, scale) : undefined}
              />
              {clickSigner ? (
                <button
                  type="button"
                  className={styles.placeInMiddle}
                  onClick={() => (focusAfterRender.current = placeOnPage(pageNumber, pageSize, { x: (pageSize.width / 2) * scale, y: (pageSize.height / 2) * scale }, scale))}
                >
                  {t("signature_requests.composer.fields.place_in_middle", { name: clickSigner.name, page: String(pageNumber) })}
                </button>
              ) : null}
            </>
          )}
        />
      </div>
      {ghost ? (
        <div
          className={`${styles.ghost} ${fieldStyles[`color${ghost.colorIndex % 6}`] ?? ""}`}
          style={{ left: ghost.x, top: ghost.y }}
          aria-hidden="true"
        >
          {ghost.label}
        </div>
      ) : null}
    </section>
  );
}
