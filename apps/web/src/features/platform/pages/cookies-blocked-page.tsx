import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";

export default function CookiesBlockedPage() {
  const { t } = useTranslation();
  return (
    <Card narrow>
      <h1>{t("cookies_blocked.title")}</h1>
      <p>{t("cookies_blocked.lead")}</p>
      <p>{t("cookies_blocked.how")}</p>
      <Button onClick={() => window.location.assign("/")}>{t("cookies_blocked.retry")}</Button>
    </Card>
  );
}
