import { useEffect, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { isSupportedLanguage, requestConfirmation, type SignupFlow } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useApiMutation } from "../../../shared/api/use-api-mutation.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { storeReferralCode } from "./referral-code.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import styles from "../../../shared/ui/auth-card/auth-card.module.css";
import { EmailAddressField } from "../../../shared/ui/auth-card/email-address-field.tsx";
import { useEmailInput } from "../../../shared/ui/auth-card/use-email-input.ts";

/**
 * The first step of a sign-up: the address, mailed a confirmation link of the given flow, then the
 * mail-sent page. A `ucc` query parameter of the page is kept as the referral code (spec §2).
 */
export function SignupEmailForm({ flow, mailSentPath, submitLabel }: { flow: SignupFlow; mailSentPath: string; submitLabel: string }) {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { localStorage } = useServices();
  const emailInput = useEmailInput();
  const mutation = useApiMutation(requestConfirmation);
  useEffect(() => storeReferralCode(localStorage, search), [localStorage, search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = emailInput.validate();
    if (email === null) return;
    const lang = isSupportedLanguage(i18n.language) ? i18n.language : undefined;
    mutation.mutate({ body: { email, flow, lang } }, { onSuccess: () => void navigate(`${mailSentPath}?email=${encodeURIComponent(email)}`) });
  };

  return (
    <>
      {mutation.isError ? <Alert tone="error">{describeError(mutation.error, t)}</Alert> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <EmailAddressField input={emailInput} autoComplete="email" />
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
