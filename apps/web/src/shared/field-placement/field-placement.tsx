import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FormFieldType, SignatureField } from "@paraph/contracts";
import { fieldAtDrop, NEW_FIELD, type FieldBox, type PageSize } from "../request-view/field-geometry.ts";
import { FieldLayer, type PlacedBox, type PlacedField } from "../request-view/field-layer.tsx";
import fieldStyles from "../request-view/fields.module.css";
import { RequestDocumentViewer } from "../request-view/request-document-viewer.tsx";
import type { FieldDrafts, PlacementDocument, PlacementParty } from "./placement-types.ts";
import { findFreeSpot } from "./free-spot.ts";
import { ClickPartyChoice } from "./click-party-choice.tsx";
import { DocumentTabs } from "../request-view/document-tabs.tsx";
import { FormFieldEditor } from "./form-field-editor.tsx";
import { allFieldNames, formFieldKey, formFieldSize, newFormField, parseFormFieldKey, uniqueFieldName, type FormFieldDraft, type FormFieldDrafts } from "./form-field-drafts.ts";
import { pageAtPoint } from "./page-at-point.ts";
import { usePaletteDrag } from "./use-palette-drag.ts";
import styles from "./field-placement.module.css";
import pagesArea from "../request-view/pages-area.module.css";

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

/**
 * Where each signer (or a template's role) signs: drag a signer from the palette onto a page (a click puts the field next
 * to the previous one), or choose a signer and click the page where they sign (with the keyboard:
 * the page's "place in the middle" button, then the arrow keys); then move or resize the field
 * on the page. The fields signers fill are placed the same way: a type dragged onto a page, or
 * pressed to go next to the previous field. Fields never land on one another.
 */
export function FieldPlacement({ documents, parties, noPartiesHint, allowPrefill = true, drafts, onChange, formDrafts, onFormChange }: FieldPlacementProps) {
  const { t } = useTranslation();
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const signers = parties;
  const [documentId, setDocumentId] = useState<string | null>(null);
  const current = documents.find((document) => document.id === documentId) ?? documents[0];
  const drag = usePaletteDrag();
  const ghost = drag.ghost;
  // The field placed or moved last: a press puts the next one beside it (on its page).
  const lastPlaced = useRef<PlacedBox | null>(null);
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
        <h2 id="composer-fields">{t("requests.composer.fields.title")}</h2>
        <p className={styles.muted}>{t("requests.composer.fields.needs_document")}</p>
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
    lastPlaced.current = free;
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
  // The field a press places the next one beside: the one placed or moved last, if it is on this document, else the last one listed.
  const previousField = () => {
    const last = lastPlaced.current;
    return last?.document_id === current.id ? last : placed.filter((other) => other.field.document_id === current.id).at(-1)?.field;
  };
  // A new field of a type for the chosen signer where `wanted` puts it on a page, kept off the others; it takes the focus and shows its settings.
  const insertFormField = (type: FormFieldType, documentId: string, pageNumber: number, wanted: (size: { width: number; height: number }, page: PageSize) => FieldBox) => {
    const page = documents.find((candidate) => candidate.id === documentId)?.pages.find((candidate) => candidate.number === pageNumber);
    if (!clickSigner || !page) return;
    const name = uniqueFieldName(t(`form_fields.types.${type}`), allFieldNames(formDrafts));
    const options = [1, 2].map((number) => t("form_fields.editor.option", { number }));
    const draft = newFormField(type, name, { document_id: documentId, page: pageNumber, x: 0, y: 0 }, options);
    const taken = placed.filter((other) => other.field.document_id === documentId && other.field.page === pageNumber).map((other) => other.field);
    const field = { ...draft, ...findFreeSpot({ ...draft, ...wanted(formFieldSize(type), page) }, taken, page) };
    const own = formDrafts[clickSigner.id] ?? [];
    const key = formFieldKey(clickSigner.id, own.length);
    onFormChange({ ...formDrafts, [clickSigner.id]: [...own, field] });
    lastPlaced.current = field;
    setSelectedKey(key);
    focusAfterRender.current = key;
  };
  // A press on a type: next to the previous field, or in the middle of the document's first page.
  const addFormField = (type: FormFieldType) => {
    const previous = previousField();
    const pageNumber = previous?.page ?? current.pages[0]?.number ?? 1;
    insertFormField(type, current.id, pageNumber, (size, page) =>
      previous ? { ...size, x: previous.x + previous.width + NEXT_FIELD_GAP, y: previous.y } : { ...size, x: (page.width - size.width) / 2, y: (page.height - size.height) / 2 },
    );
  };
  // A type dropped on a page: centred where it was let go.
  const dropFormField = (type: FormFieldType, clientX: number, clientY: number) => {
    const target = pageAtPoint(documents, clientX, clientY);
    if (target) insertFormField(type, target.documentId, target.pageNumber, (size) => fieldAtDrop(target.offsetPx, target.scale, target.pageSize, size));
  };
  const updateField = (key: string, box: FieldBox) => {
    const moved = placed.find((candidate) => candidate.key === key);
    if (moved) lastPlaced.current = { ...moved.field, ...box };
    if (parseFormFieldKey(key)) return updateFormField(key, (field) => ({ ...field, ...box }));
    const [signerId = "", index] = key.split(":");
    const fields = [...(drafts[signerId] ?? [])];
    const existing = fields[Number(index)];
    if (!existing) return;
    fields[Number(index)] = { ...existing, ...box };
    onChange({ ...drafts, [signerId]: fields });
  };
  const removeField = (key: string) => {
    const removed = placed.find((candidate) => candidate.key === key)?.field;
    const last = lastPlaced.current;
    if (removed && last && removed.document_id === last.document_id && removed.page === last.page && removed.x === last.x && removed.y === last.y) lastPlaced.current = null;
    if (parseFormFieldKey(key)) return removeFormField(key);
    const [signerId = "", index] = key.split(":");
    onChange({ ...drafts, [signerId]: (drafts[signerId] ?? []).filter((_, position) => position !== Number(index)) });
  };

  // A press (or Enter) puts the field next to the previous one (the size of a signature field before it), else in the middle of the first page.
  const placeNext = (signerId: string) => {
    const previous = previousField();
    if (previous) {
      // Only a signature field's place and size: a field signers fill carries its type's settings too.
      const size = "type" in previous ? NEW_FIELD : previous;
      addField(signerId, { document_id: previous.document_id, page: previous.page, x: previous.x + previous.width + NEXT_FIELD_GAP, y: previous.y, width: size.width, height: size.height });
      return;
    }
    const page = current.pages[0];
    if (!page) return;
    addField(signerId, { document_id: current.id, page: page.number, ...fieldAtDrop({ x: page.width / 2, y: page.height / 2 }, 1, page) });
  };

  const dropAt = (signerId: string, clientX: number, clientY: number) => {
    const target = pageAtPoint(documents, clientX, clientY);
    if (target) addField(signerId, { document_id: target.documentId, page: target.pageNumber, ...fieldAtDrop(target.offsetPx, target.scale, target.pageSize) });
  };

  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby="composer-fields">
      <h2 id="composer-fields">{t("requests.composer.fields.title")}</h2>
      <p className={styles.muted}>{signers.length > 0 ? t("requests.composer.fields.hint") : noPartiesHint}</p>
      {signers.length > 0 ? (
      <div className={styles.palette} role="toolbar" aria-label={t("requests.composer.fields.palette")}>
        {signers.map((signer, colorIndex) => {
          const count = (drafts[signer.id] ?? []).length;
          return (
            <button
              key={signer.id}
              type="button"
              className={`${styles.paletteItem} ${fieldStyles[`color${colorIndex % 6}`] ?? ""}`}
              aria-label={t("requests.composer.fields.add_for", { name: signer.name })}
              onPointerDown={drag.begin}
              onPointerMove={(event) => drag.follow(event, { label: signer.name, colorIndex })}
              onPointerUp={(event) => drag.end(event, (clientX, clientY) => dropAt(signer.id, clientX, clientY), () => placeNext(signer.id))}
              onPointerCancel={drag.cancel}
              onKeyDown={(event) => {
                if (event.key === "Enter" || event.key === " ") {
                  event.preventDefault();
                  placeNext(signer.id);
                }
              }}
            >
              <span className={fieldStyles.swatch} aria-hidden="true" />
              <span>{signer.name}</span>
              <span className={count === 0 ? styles.countMissing : styles.count}>{t("requests.composer.fields.count", { count })}</span>
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
          drag={drag}
          colorIndex={signers.indexOf(clickSigner)}
          onDrop={dropFormField}
          onUpdate={(key, field) => updateFormField(key, () => field)}
          onRemove={removeField}
          onClose={() => {
            // Back to the field on the page, where the arrow keys move it.
            focusAfterRender.current = selectedKey;
            setSelectedKey(null);
          }}
        />
      ) : null}
      <DocumentTabs documents={documents} currentId={current.id} onSelect={setDocumentId} label={t("requests.composer.documents.title")} />
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
                  {t("requests.composer.fields.place_in_middle", { name: clickSigner.name, page: String(pageNumber) })}
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
