import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { STANDARDS_PATH } from "../../../entities/identification/return-path.ts";
import { Card } from "../../../shared/ui/card/card.tsx";

/** A standards address that names no way of identifying (or before the user loaded). */
export function NotFoundWay() {
  const { t } = useTranslation();
  return (
    <Card narrow>
      <p>{t("signature_standards.update.lead")}</p>
      <Link to={`${STANDARDS_PATH}/update`}>{t("titles.signature_standards_update")}</Link>
    </Card>
  );
}
