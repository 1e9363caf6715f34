import { useTranslation } from "react-i18next";
import { FORM_FIELD_TYPES, type FormFieldType } from "@paraph/contracts";
import { parseFormFieldKey, type FormFieldDraft, type FormFieldDrafts } from "./form-field-drafts.ts";
import type { PlacementParty } from "./placement-types.ts";
import { FormFieldSettings } from "./form-field-settings.tsx";
import type { PaletteDrag } from "./use-palette-drag.ts";
import styles from "./form-field-editor.module.css";

interface FormFieldEditorProps {
  /** The signer a new field is for: the one whose fields a click places. */
  signer: PlacementParty;
  signers: readonly PlacementParty[];
  drafts: FormFieldDrafts;
  selectedKey: string | null;
  allowPrefill: boolean;
  /** A press on a type (click, Enter or Space): a field of it next to the previous one. */
  onAdd: (type: FormFieldType) => void;
  /** A type dragged onto a page: its field goes where it is let go (a point of the window). */
  onDrop: (type: FormFieldType, clientX: number, clientY: number) => void;
  /** The placement's palette drag, and the chosen signer's colour for the dragged type's ghost. */
  drag: PaletteDrag;
  colorIndex: number;
  onUpdate: (key: string, field: FormFieldDraft) => void;
  onRemove: (key: string) => void;
  onClose: () => void;
}

/**
 * The fields signers fill: a button per type places one for the chosen signer, dragged onto a
 * page or pressed to go next to the previous field (focused so that the arrow keys move it), and
 * the selected field's settings.
 */
export function FormFieldEditor({ signer, signers, drafts, selectedKey, allowPrefill, onAdd, onDrop, drag, colorIndex, onUpdate, onRemove, onClose }: FormFieldEditorProps) {
  const { t } = useTranslation();
  const selected = parseFormFieldKey(selectedKey);
  const field = selected ? drafts[selected.signerId]?.[selected.index] : undefined;
  const owner = selected ? signers.find((candidate) => candidate.id === selected.signerId) : undefined;
  const otherNames = new Set(
    Object.entries(drafts).flatMap(([signerId, fields]) => fields.filter((_, index) => !(signerId === selected?.signerId && index === selected.index)).map((other) => other.name)),
  );

  return (
    <div className={styles.editor}>
      <h3>{t("form_fields.editor.title")}</h3>
      <p className={styles.hint}>{t("form_fields.editor.hint")}</p>
      <div className={styles.types} role="toolbar" aria-label={t("form_fields.editor.palette")}>
        {FORM_FIELD_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={styles.type}
            aria-label={t("form_fields.editor.add", { type: t(`form_fields.types.${type}`), name: signer.name })}
            onClick={() => onAdd(type)}
            onClickCapture={drag.stopClickAfterDrop}
            onPointerDown={drag.begin}
            onPointerMove={(event) => drag.follow(event, { label: t(`form_fields.types.${type}`), colorIndex })}
            onPointerUp={(event) => drag.end(event, (clientX, clientY) => onDrop(type, clientX, clientY))}
            onPointerCancel={drag.cancel}
          >
            + {t(`form_fields.types.${type}`)}
          </button>
        ))}
      </div>
      {field && owner && selectedKey ? (
        <FormFieldSettings
          key={selectedKey}
          field={field}
          signerName={owner.name}
          otherNames={otherNames}
          allowPrefill={allowPrefill}
          onChange={(next) => onUpdate(selectedKey, next)}
          onRemove={() => onRemove(selectedKey)}
          onClose={onClose}
        />
      ) : null}
    </div>
  );
}
