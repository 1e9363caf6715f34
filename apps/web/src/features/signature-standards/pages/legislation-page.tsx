import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LEGISLATIONS, updateUser, type Legislation } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { STANDARDS_PATH } from "../../../entities/identification/return-path.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession, useSetUser } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { RadioGroup } from "../../../shared/ui/field/radio-group.tsx";
import styles from "../components/standards.module.css";

/** Spec §2 /profile/signature-standards/legislation: the default legislation (spec §1), a user attribute. */
export default function LegislationPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { user } = useSession();
  const setUser = useSetUser();
  const [choice, setChoice] = useState<string>(user?.attributes.defaultLegislation ?? "");
  const save = useMutation({
    mutationFn: () => api.request(updateUser, { body: { attributes: { defaultLegislation: choice === "" ? null : (choice as Legislation) } } }),
    onSuccess: setUser,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <div className={styles.page}>
      <h1>{t("titles.legislation")}</h1>
      <p className={styles.lead}>{t("signature_standards.legislation.lead")}</p>
      <form className={styles.form} onSubmit={submit}>
        <RadioGroup
          legend={t("signature_standards.legislation.legend")}
          name="default-legislation"
          value={choice}
          onChange={setChoice}
          options={[
            { value: "", label: t("signature_standards.legislation.none") },
            ...LEGISLATIONS.map((legislation) => ({ value: legislation, label: t(`signature_standards.legislations.${legislation}`) })),
          ]}
        />
        {save.isError ? <Alert tone="error">{describeError(save.error, t)}</Alert> : null}
        {save.isSuccess ? <Alert tone="success">{t("signature_standards.legislation.saved")}</Alert> : null}
        <div>
          <Button type="submit" loading={save.isPending}>
            {t("signature_standards.legislation.save")}
          </Button>
        </div>
      </form>
      <Link to={STANDARDS_PATH}>{t("signature_standards.run.back_to_standards")}</Link>
    </div>
  );
}
