import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { useTranslation } from "react-i18next";
import type { SignatureField, SignatureRequestView } from "@paraph/contracts";
import { fieldAtDrop, type FieldBox, type PageSize } from "../../../../shared/request-view/field-geometry.ts";
import { FieldLayer, type PlacedField } from "../../../../shared/request-view/field-layer.tsx";
import fieldStyles from "../../../../shared/request-view/fields.module.css";
import { RequestDocumentViewer } from "../../../../shared/request-view/request-document-viewer.tsx";
import { activeSigners } from "../../../../shared/request-view/active-signers.ts";
import { type FieldDrafts } from "./save-plan.ts";
import { findFreeSpot } from "./free-spot.ts";
import { ClickSignerChoice } from "./click-signer-choice.tsx";
import { DocumentTabs } from "../../../../shared/request-view/document-tabs.tsx";
import { signerName } from "../../../../shared/request-view/signer-name.ts";
import styles from "./composer.module.css";
import pagesArea from "../../../../shared/request-view/pages-area.module.css";

interface FieldPlacementProps {
  request: SignatureRequestView;
  drafts: FieldDrafts;
  onChange: (drafts: FieldDrafts) => void;
}

/** Points between a field placed by a press and the one before it. */
const NEXT_FIELD_GAP = 8;

/** Pointer travel (px) before a press on a signer becomes a drag rather than a click. */
const DRAG_THRESHOLD_PX = 4;

/**
 * Where each signer signs: drag a signer from the palette onto a page (a click puts the field next
 * to the previous one), or choose a signer and click the page where they sign (with the keyboard:
 * the page's "place in the middle" button, then the arrow keys); then move or resize the field
 * on the page. Fields never land on one another.
 */
export function FieldPlacement({ request, drafts, onChange }: FieldPlacementProps) {
  const { t } = useTranslation();
  const signers = activeSigners(request);
  const [documentId, setDocumentId] = useState<string | null>(null);
  const current = request.documents.find((document) => document.id === documentId) ?? request.documents[0];
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

  // The pages show as soon as a document is in the draft; signers are needed only to place fields.
  if (!current) {
    return (
      <section className={styles.section} aria-labelledby="composer-fields">
        <h2 id="composer-fields">{t("requests.composer.fields.title")}</h2>
        <p className={styles.muted}>{t("requests.composer.fields.needs_document")}</p>
      </section>
    );
  }

  const placed: PlacedField[] = signers.flatMap((signer, colorIndex) =>
    (drafts[signer.id] ?? []).map((field, index) => ({ key: `${signer.id}:${index}`, signerId: signer.id, label: signerName(signer), colorIndex, field })),
  );

  // A new field never covers another one: it moves to the nearest free place on its page. Answers its key.
  const addField = (signerId: string, field: SignatureField): string => {
    const page = request.documents.find((document_) => document_.id === field.document_id)?.pages.find((candidate) => candidate.number === field.page);
    const taken = placed.filter((other) => other.field.document_id === field.document_id && other.field.page === field.page).map((other) => other.field);
    const free = page ? { ...field, ...findFreeSpot(field, taken, page) } : field;
    const own = drafts[signerId] ?? [];
    onChange({ ...drafts, [signerId]: [...own, free] });
    return `${signerId}:${own.length}`;
  };
  // A click on a page places the chosen signer's field centred there (kept on the page, moved off other fields).
  const placeOnPage = (pageNumber: number, pageSize: PageSize, offsetPx: { x: number; y: number }, scale: number) =>
    clickSigner ? addField(clickSigner.id, { document_id: current.id, page: pageNumber, ...fieldAtDrop(offsetPx, scale, pageSize) }) : null;
  const updateField = (key: string, box: FieldBox) => {
    const [signerId = "", index] = key.split(":");
    const fields = [...(drafts[signerId] ?? [])];
    const existing = fields[Number(index)];
    if (!existing) return;
    fields[Number(index)] = { ...existing, ...box };
    onChange({ ...drafts, [signerId]: fields });
  };
  const removeField = (key: string) => {
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
    const document_ = request.documents.find((candidate) => candidate.id === target?.dataset.documentId);
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
      <h2 id="composer-fields">{t("requests.composer.fields.title")}</h2>
      <p className={styles.muted}>{signers.length > 0 ? t("requests.composer.fields.hint") : t("requests.composer.fields.needs_signer")}</p>
      {signers.length > 0 ? (
      <div className={styles.palette} role="toolbar" aria-label={t("requests.composer.fields.palette")}>
        {signers.map((signer, colorIndex) => {
          const count = (drafts[signer.id] ?? []).length;
          return (
            <button
              key={signer.id}
              type="button"
              className={`${styles.paletteItem} ${fieldStyles[`color${colorIndex % 6}`] ?? ""}`}
              aria-label={t("requests.composer.fields.add_for", { name: signerName(signer) })}
              onPointerDown={onPalettePointerDown(signer.id)}
              onPointerMove={onPalettePointerMove(signerName(signer), colorIndex)}
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
              <span>{signerName(signer)}</span>
              <span className={count === 0 ? styles.countMissing : styles.count}>{t("requests.composer.fields.count", { count })}</span>
            </button>
          );
        })}
      </div>
      ) : null}
      {clickSigner ? <ClickSignerChoice signers={signers} chosenId={clickSigner.id} onChoose={setClickSignerId} /> : null}
      <DocumentTabs documents={request.documents} currentId={current.id} onSelect={setDocumentId} label={t("requests.composer.documents.title")} />
      <div className={pagesArea.pagesArea}>
        <RequestDocumentViewer
          key={current.id}
          document={current}
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
                onPlace={clickSigner ? (offsetPx) => placeOnPage(pageNumber, pageSize, offsetPx, scale) : undefined}
              />
              {clickSigner ? (
                <button
                  type="button"
                  className={styles.placeInMiddle}
                  onClick={() => (focusAfterRender.current = placeOnPage(pageNumber, pageSize, { x: (pageSize.width / 2) * scale, y: (pageSize.height / 2) * scale }, scale))}
                >
                  {t("requests.composer.fields.place_in_middle", { name: signerName(clickSigner), page: String(pageNumber) })}
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
