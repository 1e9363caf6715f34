import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../shared/ui/card/card.tsx";

export default function ExpiredPage() {
  const { t } = useTranslation();
  return (
    <Card narrow>
      <h1>{t("expired.title")}</h1>
      <p>{t("expired.lead")}</p>
      <Link to="/login">{t("expired.login")}</Link>
    </Card>
  );
}
