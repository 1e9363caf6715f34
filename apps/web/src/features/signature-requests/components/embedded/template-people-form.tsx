import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { createRequestFromTemplate, getTemplate } from "@paraph/contracts";
import { describeError } from "../../../../shared/api/describe-error.ts";
import { useServices } from "../../../../shared/services/services-context.tsx";
import { Alert } from "../../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../../shared/ui/button/button.tsx";
import { TextField } from "../../../../shared/ui/field/text-field.tsx";
import { Spinner } from "../../../../shared/ui/spinner/spinner.tsx";
import styles from "./embedded-composer.module.css";

type Person = { email: string; firstName: string; lastName: string };

/** A template's roles, a person each: the draft made of them opens in the composer. */
export function TemplatePeopleForm({ templateId, onCreated }: { templateId: string; onCreated: (requestId: string) => void }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const template = useQuery({ queryKey: ["embedded-template", templateId], queryFn: ({ signal }) => api.request(getTemplate, { params: { id: templateId }, signal }) });
  const [people, setPeople] = useState<Record<string, Person>>({});
  const [error, setError] = useState<string | null>(null);
  const [isCreating, setCreating] = useState(false);

  if (template.isPending) return <Spinner size="lg" label={t("common.loading")} />;
  if (template.isError) return <Alert tone="error">{describeError(template.error, t)}</Alert>;
  const roles = template.data.roles.map((role) => role.name);
  const personOf = (role: string): Person => people[role] ?? { email: "", firstName: "", lastName: "" };
  const change = (role: string, field: keyof Person, value: string) => setPeople({ ...people, [role]: { ...personOf(role), [field]: value } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setCreating(true);
    const body = {
      roles: Object.fromEntries(
        roles.map((role) => {
          const person = personOf(role);
          return [role, { email: person.email.trim(), ...(person.firstName.trim() ? { firstName: person.firstName.trim() } : {}), ...(person.lastName.trim() ? { lastName: person.lastName.trim() } : {}) }];
        }),
      ),
      send: false,
    };
    api
      .request(createRequestFromTemplate, { params: { id: templateId }, body })
      .then((request) => onCreated(request.id))
      .catch((failure: unknown) => setError(describeError(failure, t)))
      .finally(() => setCreating(false));
  };

  return (
    <form className={styles.people} onSubmit={submit} noValidate>
      <h1>{template.data.title}</h1>
      <p>{t("signature_requests.embedded.people_lead")}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {roles.map((role) => (
        <fieldset key={role} className={styles.role}>
          <legend>{role}</legend>
          <TextField label={t("signature_requests.embedded.email")} type="email" required autoComplete="off" value={personOf(role).email} onChange={(event) => change(role, "email", event.target.value)} />
          <TextField label={t("signature_requests.embedded.first_name")} value={personOf(role).firstName} onChange={(event) => change(role, "firstName", event.target.value)} />
          <TextField label={t("signature_requests.embedded.last_name")} value={personOf(role).lastName} onChange={(event) => change(role, "lastName", event.target.value)} />
        </fieldset>
      ))}
      <Button type="submit" loading={isCreating}>
        {t("signature_requests.embedded.create")}
      </Button>
    </form>
  );
}
