import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { LEGISLATIONS, startIdentification, type Legislation } from "@paraph/contracts";
import { findWay } from "../../../entities/identification/identification-methods.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { ConfirmedSignupLink } from "../../../entities/accounts/signup/confirmed-signup-link.tsx";
import { RadioGroup } from "../../../shared/ui/field/radio-group.tsx";
import { RegistrationForm } from "../components/registration-form.tsx";

/**
 * Spec §2 /signup/flows/eidplus/confirm: the confirmed address's account (names, password, terms)
 * and the legislation to identify under; the new account then starts a video identification and
 * the browser goes to the identity provider, which sends it back to the profile's status page,
 * where success reads "activating QES".
 */
export default function EidplusConfirmPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useLocation().search).get("token") ?? "";
  const { api } = useServices();
  const navigate = useNavigate();
  const [legislation, setLegislation] = useState<Legislation>("eidas");

  const identify = async () => {
    const way = findWay(legislation, "video");
    if (!way) return;
    const statusPath = `/profile/signature-standards/${legislation}/video`;
    try {
      const identification = await api.request(startIdentification, { params: { provider: way.provider, method: way.method }, body: { returnPath: statusPath } });
      if (identification.identUrl) {
        window.location.assign(identification.identUrl);
        return;
      }
    } catch {
      // The status page offers to start it again and says why it could not.
    }
    await navigate(statusPath, { replace: true });
  };

  return (
    <ConfirmedSignupLink token={token} title={t("signup.eidplus.title")} retryPath="/signup/flows/eidplus/new">
      {(email) => (
        <RegistrationForm token={token} title={t("signup.eidplus.title")} lead={t("signup.eidplus.confirm_lead", { email })} submitLabel={t("signup.eidplus.submit")} afterRegister={identify}>
          <RadioGroup
            legend={t("signup.eidplus.legislation")}
            name="eidplus-legislation"
            value={legislation}
            onChange={(value) => setLegislation(value === "zertes" ? "zertes" : "eidas")}
            options={LEGISLATIONS.map((value) => ({ value, label: t(`signup.eidplus.legislations.${value}`) }))}
          />
        </RegistrationForm>
      )}
    </ConfirmedSignupLink>
  );
}
