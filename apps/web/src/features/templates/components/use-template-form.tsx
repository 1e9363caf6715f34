import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { buildPath, type FormFieldValue, type TemplateView } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { FormFieldControl } from "../../../entities/form-fields/form-field-control.tsx";
import { problemMessage } from "../../../entities/form-fields/form-field-messages.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useCreateRequestFromTemplate } from "../api/templates-api.ts";
import { emptyPerson, hasProblems, templateUseBody, templateUseProblems, type RolePerson, type TemplateUseDraft } from "./template-use-draft.ts";
import styles from "./templates.module.css";

/**
 * A person for each role and, optionally, values for the template's fields; "Send now" or "Save
 * as draft" makes the request and opens it. Problems show once the sender tried.
 */
export function UseTemplateForm({ template }: { template: TemplateView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const create = useCreateRequestFromTemplate(template.id);
  const [draft, setDraft] = useState<TemplateUseDraft>({ people: {}, prefill: {} });
  const [hasTried, setTried] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const problems = templateUseProblems(template, draft);
  const shown = hasTried ? problems : { people: {}, fields: {} };

  const setPerson = (role: string, change: Partial<RolePerson>) =>
    setDraft((current) => ({ ...current, people: { ...current.people, [role]: { ...(current.people[role] ?? emptyPerson), ...change } } }));
  const setValue = (name: string, value: FormFieldValue) => setDraft((current) => ({ ...current, prefill: { ...current.prefill, [name]: value } }));

  const submit = (send: boolean) => {
    setTried(true);
    setFailure(null);
    if (hasProblems(problems)) return;
    create.mutate(templateUseBody(template, draft, send), {
      onSuccess: (request) => {
        snackbar.show({ message: t(send ? "templates.use.sent" : "templates.use.drafted"), color: "success" });
        void navigate(buildPath("/view/:srid", { srid: request.id }));
      },
      onError: setFailure,
    });
  };

  const withFields = template.roles.filter((role) => role.formFields.length > 0);
  return (
    <form className={styles.page} noValidate onSubmit={(event) => (event.preventDefault(), submit(true))}>
      <div className={styles.heading}>
        <div>
          <p className={styles.muted}>
            <Link to="/templates">{t("templates.editor.back")}</Link>
          </p>
          <h1>{t("templates.use.title", { title: template.title })}</h1>
        </div>
      </div>
      <p className={styles.muted}>{t("templates.use.intro")}</p>
      {hasTried && hasProblems(problems) ? <Alert tone="warning">{t("templates.use.problems")}</Alert> : null}
      {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
      {template.roles.map((role, index) => {
        const person = draft.people[role.name] ?? emptyPerson;
        const problem = shown.people[role.name];
        return (
          <fieldset key={role.name} className={styles.section}>
            <legend>
              <h2>{t("templates.use.role_heading", { role: role.name })}</h2>
            </legend>
            {template.signingOrder === "sequential" ? <p className={styles.muted}>{t("templates.use.role_position", { position: index + 1 })}</p> : null}
            <div className={styles.people}>
              <TextField
                label={t("templates.use.email")}
                type="email"
                autoComplete="off"
                required
                value={person.email}
                error={problem ? t(`templates.use.${problem}`) : null}
                onChange={(event) => setPerson(role.name, { email: event.target.value })}
              />
              <TextField label={t("templates.use.first_name")} optionalLabel={t("templates.use.optional")} value={person.firstName} onChange={(event) => setPerson(role.name, { firstName: event.target.value })} />
              <TextField label={t("templates.use.last_name")} optionalLabel={t("templates.use.optional")} value={person.lastName} onChange={(event) => setPerson(role.name, { lastName: event.target.value })} />
            </div>
          </fieldset>
        );
      })}
      {withFields.length > 0 ? (
        <section className={styles.section} aria-labelledby="use-template-fields">
          <h2 id="use-template-fields">{t("templates.use.fields_heading")}</h2>
          <p className={styles.muted}>{t("templates.use.fields_hint")}</p>
          {withFields.map((role) => (
            <div key={role.name} className={styles.block}>
              <h3>{t("templates.use.field_of", { role: role.name })}</h3>
              {role.formFields.map((field) => {
                const problem = shown.fields[field.name];
                return (
                  <FormFieldControl
                    key={field.name}
                    // Every value here is optional: an empty one is left to the signer.
                    field={{ ...field, required: false }}
                    value={draft.prefill[field.name]}
                    error={problem ? problemMessage(t, field, problem) : null}
                    onChange={(value) => setValue(field.name, value)}
                  />
                );
              })}
            </div>
          ))}
        </section>
      ) : null}
      <div className={styles.formActions}>
        <Button kind="secondary" loading={create.isPending && create.variables?.send === false} disabled={create.isPending} onClick={() => submit(false)}>
          {t("templates.use.save_draft")}
        </Button>
        <Button type="submit" loading={create.isPending && create.variables?.send === true} disabled={create.isPending}>
          {t("templates.use.send")}
        </Button>
      </div>
    </form>
  );
}
