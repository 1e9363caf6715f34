import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../shared/ui/card/card.tsx";
import { DIRECT_IDENTIFICATION_PATH } from "./direct-identification-choice-page.tsx";
import { NoGuestLink } from "./no-guest-link.tsx";
import { useGuestLink } from "./use-guest-link.ts";

/** Spec §2 /direct-sign/identification/id-austria-success (nas): Paraph connects no ID Austria; the ways it has instead. */
export default function DirectIdAustriaPage() {
  const { t } = useTranslation();
  const link = useGuestLink();
  if (!link) return <NoGuestLink />;
  return (
    <Card narrow>
      <h1>{t("identification.direct.id_austria_title")}</h1>
      <p>{t("identification.direct.id_austria_body")}</p>
      <ul>
        <li>
          <Link to={`${DIRECT_IDENTIFICATION_PATH}/eidas`}>{t("identification.choice.title_eidas")}</Link>
        </li>
        <li>
          <Link to={`${DIRECT_IDENTIFICATION_PATH}/zertes`}>{t("identification.choice.title_zertes")}</Link>
        </li>
      </ul>
      <Link to={link.viewPath}>{t("identification.direct.back")}</Link>
    </Card>
  );
}
