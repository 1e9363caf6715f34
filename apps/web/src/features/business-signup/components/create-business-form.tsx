import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../shared/api/describe-error.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import styles from "../../../shared/ui/auth-card/auth-card.module.css";
import { useCreateBusiness } from "../api/use-create-business.ts";
import { BusinessDetailsFields, useBusinessDetailsInput } from "./business-details-fields.tsx";

/** A logged-in user's business: the details, then POST /v2/businesses, then the welcome page (useCreateBusiness). */
export function CreateBusinessForm() {
  const { t } = useTranslation();
  const details = useBusinessDetailsInput();
  const mutation = useCreateBusiness();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!details.validate()) return;
    mutation.mutate(details.body());
  };

  return (
    <>
      {mutation.isError ? <Alert tone="error">{describeError(mutation.error, t)}</Alert> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <BusinessDetailsFields input={details} serverError={mutation.error} />
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending}>
          {t("business_signup.register.submit")}
        </Button>
      </form>
    </>
  );
}
