import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { buildPath, type DocumentView, type TemplateView } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useLeavePageGuard } from "../../../shared/dialogs/use-leave-page-guard.ts";
import { FieldPlacement } from "../../../entities/field-placement/field-placement.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { ProblemsAlert } from "../../../shared/ui/alert/problems-alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { templateQuery, useSaveTemplate } from "../api/templates-api.ts";
import { TemplateDetailsSection } from "../components/template-details-section.tsx";
import { TemplateDocumentsSection } from "../components/template-documents-section.tsx";
import { TemplateRolesSection } from "../components/template-roles-section.tsx";
import {
  addRole,
  draftFromTemplate,
  emptyDraft,
  moveRole,
  removeDocument,
  removeRole,
  renameRole,
  templateBodyOf,
  templateProblems,
  type TemplateDraft,
  type TemplateProblem,
} from "../components/template-draft.ts";
import styles from "../components/templates.module.css";

/** /templates/new and /templates/{templateId}: the template editor. */
export default function TemplateEditorPage() {
  const { t } = useTranslation();
  const { templateId } = useParams();
  const { api } = useServices();
  const template = useQuery({ ...templateQuery(api, templateId ?? ""), enabled: templateId !== undefined });
  if (templateId === undefined) return <TemplateEditor template={null} />;
  if (template.isPending) return <Spinner size="lg" label={t("common.loading")} />;
  if (template.isError) return <Alert tone="error">{isApiError(template.error) && template.error.status === 404 ? t("templates.editor.not_found") : describeError(template.error, t)}</Alert>;
  if (!template.data.canEdit) {
    return (
      <>
        <h1>{template.data.title}</h1>
        <Alert tone="info">{t("templates.editor.read_only")}</Alert>
        <p>
          <Link to="/templates">{t("templates.editor.back")}</Link>
        </p>
      </>
    );
  }
  // A new version from the server (after a save) starts the editor afresh from it.
  return <TemplateEditor key={`${template.data.id}@${template.data.version}`} template={template.data} />;
}

function problemText(t: TFunction, problem: TemplateProblem): string {
  switch (problem.kind) {
    case "role_name_taken":
      return t("templates.editor.problems.role_name_taken", { name: problem.name });
    case "role_without_field":
      return t("templates.editor.problems.role_without_field", { name: problem.name });
    case "form_field_duplicate":
      return t("templates.editor.problems.form_field_duplicate", { name: problem.name });
    case "form_field_invalid":
      return t("templates.editor.problems.form_field_invalid", { name: problem.name });
    default:
      return t(`templates.editor.problems.${problem.kind}`);
  }
}

function TemplateEditor({ template }: { template: TemplateView | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { user } = useSession();
  const save = useSaveTemplate();
  const [draft, setDraft] = useState<TemplateDraft>(() => (template ? draftFromTemplate(template) : emptyDraft()));
  const [isChanged, setChanged] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  useLeavePageGuard(isChanged && !save.isPending);
  // A new template moves to its own address once the page knows nothing is left unsaved.
  const [createdId, setCreatedId] = useState<string | null>(null);
  useEffect(() => {
    if (createdId && !isChanged) void navigate(buildPath("/templates/:templateId", { templateId: createdId }), { replace: true });
  }, [createdId, isChanged, navigate]);

  const change = (next: (current: TemplateDraft) => TemplateDraft) => {
    setDraft(next);
    setChanged(true);
  };
  // Uploads finish one after another; each joins the draft as it is stored.
  const onStored = useCallback(async (document: DocumentView) => {
    setDraft((current) => ({ ...current, documents: [...current.documents, document] }));
    setChanged(true);
  }, []);

  const run = () => {
    const found = [...new Set(templateProblems(draft).map((problem) => problemText(t, problem)))];
    setProblems(found);
    if (found.length > 0) return;
    save
      .mutateAsync({ templateId: template?.id ?? null, body: templateBodyOf(draft) })
      .then((saved) => {
        setChanged(false);
        snackbar.show({ message: t("templates.editor.saved"), color: "success" });
        if (!template) setCreatedId(saved.id);
      })
      .catch((error: unknown) => setProblems([describeError(error, t)]));
  };

  const parties = draft.roles.map((role, index) => ({ id: role.key, name: role.name.trim() || t("templates.editor.roles.unnamed", { position: index + 1 }) }));
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <div>
          <p className={styles.muted}>
            <Link to="/templates">{t("templates.editor.back")}</Link>
          </p>
          <h1>{template ? template.title : t("templates.editor.new_title")}</h1>
        </div>
        <Button onClick={run} loading={save.isPending}>
          {t("templates.editor.save")}
        </Button>
      </div>
      <ProblemsAlert title={t("templates.editor.problems_heading")} problems={problems} />
      <div className={styles.columns}>
        <div className={styles.side}>
          <TemplateDetailsSection draft={draft} canShare={Boolean(user?.business)} onChange={(patch) => change((current) => ({ ...current, ...patch }))} />
          <TemplateDocumentsSection documents={draft.documents} onStored={onStored} onRemove={(documentId) => change((current) => removeDocument(current, documentId))} />
          <TemplateRolesSection
            roles={draft.roles}
            onAdd={(name) => change((current) => addRole(current, name))}
            onRename={(key, name) => change((current) => renameRole(current, key, name))}
            onMove={(key, step) => change((current) => moveRole(current, key, step))}
            onRemove={(key) => change((current) => removeRole(current, key))}
          />
          {template ? (
            <p>
              <Link to={buildPath("/templates/:templateId/bulk-send", { templateId: template.id })}>{t("templates.list.bulk_send")}</Link>
            </p>
          ) : null}
        </div>
        <div className={styles.main}>
          <FieldPlacement
            documents={draft.documents}
            parties={parties}
            noPartiesHint={t("templates.editor.no_roles_hint")}
            allowPrefill={false}
            drafts={draft.fields}
            onChange={(fields) => change((current) => ({ ...current, fields }))}
            formDrafts={draft.formFields}
            onFormChange={(formFields) => change((current) => ({ ...current, formFields }))}
          />
        </div>
      </div>
    </div>
  );
}
