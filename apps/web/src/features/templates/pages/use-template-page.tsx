import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { templateQuery } from "../api/templates-api.ts";
import { UseTemplateForm } from "../components/use-template-form.tsx";

/** /templates/{templateId}/use: a request from the template, to send now or keep as a draft. */
export default function UseTemplatePage() {
  const { t } = useTranslation();
  const { templateId = "" } = useParams();
  const { api } = useServices();
  const template = useQuery(templateQuery(api, templateId));
  if (template.isPending) return <Spinner size="lg" label={t("common.loading")} />;
  if (template.isError) {
    return (
      <>
        <Alert tone="error">{isApiError(template.error) && template.error.status === 404 ? t("templates.editor.not_found") : describeError(template.error, t)}</Alert>
        <p>
          <Link to="/templates">{t("templates.editor.back")}</Link>
        </p>
      </>
    );
  }
  return <UseTemplateForm template={template.data} />;
}
