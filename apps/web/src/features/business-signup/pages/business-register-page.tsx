import { useTranslation } from "react-i18next";
import { useSession } from "../../../shared/session/use-session.ts";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";
import { CreateBusinessForm } from "../components/create-business-form.tsx";

/** /business/register: a logged-in user without a business creates one and becomes its admin. */
export default function BusinessRegisterPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <AuthCard title={t("titles.business_register")} lead={t("business_signup.register.lead", { email: user?.email ?? "" })}>
      <CreateBusinessForm />
    </AuthCard>
  );
}
