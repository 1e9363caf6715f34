import { useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { useTranslation } from "react-i18next";
import type { SignatureField, SignatureRequestView } from "@paraph/contracts";
import { fieldAtDrop, type FieldBox } from "../../../../shared/request-view/field-geometry.ts";
import { FieldLayer, type PlacedField } from "../../../../shared/request-view/field-layer.tsx";
import fieldStyles from "../../../../shared/request-view/fields.module.css";
import { RequestDocumentViewer } from "../../../../shared/request-view/request-document-viewer.tsx";
import { activeSigners } from "../../../../shared/request-view/active-signers.ts";
import { type FieldDrafts } from "./save-plan.ts";
import { DocumentTabs } from "../../../../shared/request-view/document-tabs.tsx";
import { signerName } from "../../../../shared/request-view/signer-name.ts";
import styles from "./composer.module.css";
import pagesArea from "../../../../shared/request-view/pages-area.module.css";

interface FieldPlacementProps {
  request: SignatureRequestView;
  drafts: FieldDrafts;
  onChange: (drafts: FieldDrafts) => void;
}

/** Pointer travel (px) before a press on a signer becomes a drag rather than a click. */
const DRAG_THRESHOLD_PX = 4;

/**
 * Where each signer signs: drag a signer from the palette onto a page (a click puts the field in
 * the middle of the first page), then move or resize it on the page.
 */
export function FieldPlacement({ request, drafts, onChange }: FieldPlacementProps) {
  const { t } = useTranslation();
  const signers = activeSigners(request);
  const [documentId, setDocumentId] = useState<string | null>(null);
  const current = request.documents.find((document) => document.id === documentId) ?? request.documents[0];
  const [ghost, setGhost] = useState<{ x: number; y: number; label: string; colorIndex: number } | null>(null);
  const press = useRef<{ pointerId: number; x: number; y: number; signerId: string; dragging: boolean } | null>(null);

  if (!current || signers.length === 0) {
    return (
      <section className={styles.section} aria-labelledby="composer-fields">
        <h2 id="composer-fields">{t("requests.composer.fields.title")}</h2>
        <p className={styles.muted}>{t("requests.composer.fields.needs_both")}</p>
      </section>
    );
  }

  const placed: PlacedField[] = signers.flatMap((signer, colorIndex) =>
    (drafts[signer.id] ?? []).map((field, index) => ({ key: `${signer.id}:${index}`, signerId: signer.id, label: signerName(signer), colorIndex, field })),
  );

  const addField = (signerId: string, field: SignatureField) => onChange({ ...drafts, [signerId]: [...(drafts[signerId] ?? []), field] });
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

  const placeInMiddle = (signerId: string) => {
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
    else placeInMiddle(state.signerId);
  };

  return (
    <section className={styles.section} aria-labelledby="composer-fields">
      <h2 id="composer-fields">{t("requests.composer.fields.title")}</h2>
      <p className={styles.muted}>{t("requests.composer.fields.hint")}</p>
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
                  placeInMiddle(signer.id);
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
      <DocumentTabs documents={request.documents} currentId={current.id} onSelect={setDocumentId} label={t("requests.composer.documents.title")} />
      <div className={pagesArea.pagesArea}>
        <RequestDocumentViewer
          key={current.id}
          document={current}
          renderPageOverlay={(pageNumber, pageSize, scale) => (
            <FieldLayer
              documentId={current.id}
              pageNumber={pageNumber}
              pageSize={pageSize}
              scale={scale}
              fields={placed}
              onChange={updateField}
              onRemove={removeField}
            />
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
