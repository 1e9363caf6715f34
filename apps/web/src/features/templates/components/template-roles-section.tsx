import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TEMPLATE_LIMITS } from "@paraph/contracts";
import { Button } from "../../../shared/ui/button/button.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import fieldStyles from "../../../entities/signature-requests/fields.module.css";
import type { RoleDraft } from "./template-draft.ts";
import styles from "./templates.module.css";

interface TemplateRolesSectionProps {
  roles: readonly RoleDraft[];
  onAdd: (name: string) => void;
  onRename: (key: string, name: string) => void;
  onMove: (key: string, step: -1 | 1) => void;
  onRemove: (key: string) => void;
}

/** The roles in signing order: each renamed in place, moved up or down, removed with its fields; a new one added by name. */
export function TemplateRolesSection({ roles, onAdd, onRename, onMove, onRemove }: TemplateRolesSectionProps) {
  const { t } = useTranslation();
  const [newName, setNewName] = useState("");
  const label = (role: RoleDraft, index: number) => role.name.trim() || t("templates.editor.roles.unnamed", { position: index + 1 });
  const add = () => {
    if (newName.trim() === "") return;
    onAdd(newName);
    setNewName("");
  };
  return (
    <section className={styles.section} aria-labelledby="template-roles">
      <h2 id="template-roles">{t("templates.editor.roles.title")}</h2>
      <p className={styles.muted}>{t("templates.editor.roles.intro")}</p>
      {roles.length === 0 ? <p className={styles.muted}>{t("templates.editor.roles.none")}</p> : null}
      <ol className={styles.list}>
        {roles.map((role, index) => (
          <li key={role.key} className={`${styles.roleRow} ${fieldStyles[`color${index % 6}`] ?? ""}`}>
            <TextField
              label={t("templates.editor.roles.name", { position: index + 1 })}
              value={role.name}
              required
              maxLength={TEMPLATE_LIMITS.roleName}
              onChange={(event) => onRename(role.key, event.target.value)}
            />
            <div className={styles.roleButtons}>
              <Button kind="text" size="sm" disabled={index === 0} aria-label={t("templates.editor.roles.up", { name: label(role, index) })} onClick={() => onMove(role.key, -1)}>
                ↑
              </Button>
              <Button kind="text" size="sm" disabled={index === roles.length - 1} aria-label={t("templates.editor.roles.down", { name: label(role, index) })} onClick={() => onMove(role.key, 1)}>
                ↓
              </Button>
              <Button kind="text" size="sm" color="error" aria-label={t("templates.editor.roles.remove", { name: label(role, index) })} onClick={() => onRemove(role.key)}>
                ✕
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {roles.length < TEMPLATE_LIMITS.roles ? (
        <form className={styles.search} onSubmit={(event) => (event.preventDefault(), add())}>
          <TextField
            label={t("templates.editor.roles.new_name")}
            value={newName}
            placeholder={t("templates.editor.roles.new_placeholder")}
            maxLength={TEMPLATE_LIMITS.roleName}
            onChange={(event) => setNewName(event.target.value)}
          />
          <Button type="submit" kind="secondary" className={styles.searchButton} disabled={newName.trim() === ""}>
            {t("templates.editor.roles.add")}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
