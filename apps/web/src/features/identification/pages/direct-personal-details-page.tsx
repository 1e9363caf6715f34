import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { DirectUser } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useDirectUser, useUpdateDirectUser } from "../../../entities/direct-sign/direct-sign-api.ts";
import { DIRECT_IDENTIFICATION_PATH } from "./direct-identification-choice-page.tsx";
import { NoGuestLink } from "./no-guest-link.tsx";
import { useGuestLink } from "./use-guest-link.ts";

/** Spec §2 /direct-sign/identification/zertes/personal-details (nas): the name the ZertES identification checks. */
export default function DirectPersonalDetailsPage() {
  const { t } = useTranslation();
  const link = useGuestLink();
  const user = useDirectUser(link?.requestId ?? "");
  if (!link) return <NoGuestLink />;
  if (!user.data) return <Spinner size="lg" label={t("common.loading")} />;
  return <PersonalDetailsForm key={user.data.signerId} requestId={link.requestId} user={user.data} />;
}

function PersonalDetailsForm({ requestId, user }: { requestId: string; user: DirectUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateDirectUser(requestId);
  const [firstName, setFirstName] = useState(user.firstName ?? "");
  const [lastName, setLastName] = useState(user.lastName ?? "");
  const [isMissing, setMissing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!firstName.trim() || !lastName.trim()) {
      setMissing(true);
      return;
    }
    try {
      await update.mutateAsync({ firstName: firstName.trim(), lastName: lastName.trim() });
    } catch {
      return;
    }
    void navigate(`${DIRECT_IDENTIFICATION_PATH}/zertes/video`);
  };

  return (
    <Card narrow>
      <h1>{t("identification.direct.personal_details_title")}</h1>
      <p>{t("identification.direct.personal_details_lead")}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t("signature_requests.composer.signers.first_name")} value={firstName} autoComplete="given-name" required maxLength={100} onChange={(event) => setFirstName(event.target.value)} />
        <TextField label={t("signature_requests.composer.signers.last_name")} value={lastName} autoComplete="family-name" required maxLength={100} onChange={(event) => setLastName(event.target.value)} />
        {isMissing ? <Alert tone="error">{t("direct_sign.name.required")}</Alert> : null}
        {update.isError ? <Alert tone="error">{describeError(update.error, t)}</Alert> : null}
        <Button type="submit" loading={update.isPending}>
          {t("identification.direct.continue")}
        </Button>
      </form>
    </Card>
  );
}
