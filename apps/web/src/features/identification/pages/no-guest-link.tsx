import { useTranslation } from "react-i18next";
import { Card } from "../../../shared/ui/card/card.tsx";

/** An identification page opened without coming through an invitation link: nothing to identify for. */
export function NoGuestLink() {
  const { t } = useTranslation();
  return (
    <Card narrow>
      <h1>{t("direct_sign.unavailable.title")}</h1>
      <p>{t("identification.direct.no_link")}</p>
    </Card>
  );
}
