import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { confirmVisit, linkGoneOf, signingPathOf, startVisit, templateLinkQuery, type TemplateLinkPerson, type TemplateLinkVisit } from "../api/template-link-api.ts";
import { CodeForm } from "../components/code-form.tsx";
import { LinkGonePage } from "../components/link-gone.tsx";
import { PersonForm } from "../components/person-form.tsx";
import styles from "../components/template-links.module.css";

type Person = Omit<TemplateLinkPerson, "lang">;

/**
 * /template-link/:token, a template's public link (docs/templates.md, "Direct links"): the visitor
 * names themselves, confirms their address with the mailed code, and is sent to their guest link
 * where they fill and sign like every guest.
 */
export default function TemplateLinkPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const language = useLanguage();
  const navigate = useNavigate();
  const { token = "" } = useParams();
  const link = useQuery(templateLinkQuery(api, token));
  const [person, setPerson] = useState<Person | null>(null);
  const [visit, setVisit] = useState<TemplateLinkVisit | null>(null);
  const [resends, setResends] = useState(0);
  const start = useMutation({
    mutationFn: (details: Person) => startVisit(api, token, { ...details, lang: language }),
    onSuccess: (started, details) => {
      setPerson(details);
      setVisit(started);
      confirm.reset();
    },
  });
  const confirm = useMutation({
    mutationFn: ({ visitId, code }: { visitId: string; code: string }) => confirmVisit(api, token, visitId, code),
    onSuccess: (signing) => void navigate(signingPathOf(signing), { replace: true }),
  });

  const gone = linkGoneOf(link.error) ?? linkGoneOf(start.error) ?? linkGoneOf(confirm.error);
  if (gone) return <LinkGonePage reason={gone} />;
  if (link.isPending) return <Spinner />;
  if (link.isError) return <Alert tone="error">{describeError(link.error, t)}</Alert>;
  const page = link.data;

  return (
    <Card narrow>
      <header className={styles.header}>
        <h1>{page.title}</h1>
        {page.senderName ? <p className={styles.muted}>{t("template_links.sent_by", { name: page.senderName })}</p> : null}
        <p>{t("template_links.role", { role: page.openRole })}</p>
      </header>
      {page.message ? <p className={styles.message}>{page.message}</p> : null}
      {confirm.isSuccess ? (
        <Spinner label={t("template_links.opening")} />
      ) : visit && person ? (
        <CodeForm
          key={visit.visitId}
          maskedEmail={visit.maskedEmail}
          onConfirm={(code) => confirm.mutate({ visitId: visit.visitId, code })}
          onResend={() => start.mutate(person, { onSuccess: () => setResends((count) => count + 1) })}
          onChangeDetails={() => {
            setVisit(null);
            confirm.reset();
          }}
          error={confirm.error ?? start.error}
          isConfirming={confirm.isPending}
          isResending={start.isPending}
          wasResent={resends > 0}
        />
      ) : (
        <>
          <p>{t("template_links.intro")}</p>
          <PersonForm initial={person} onSubmit={(details) => start.mutate(details)} error={start.error} isSending={start.isPending} />
        </>
      )}
    </Card>
  );
}
