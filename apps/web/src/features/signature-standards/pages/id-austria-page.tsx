import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { readReturnPath, STANDARDS_PATH, withReturnPath } from "../../../shared/identification/return-path.ts";
import { BackLink } from "../components/back-link.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";

/** Spec §2 /profile/signature-standards/id-austria-success: Paraph connects no ID Austria; the ways it has instead. */
export default function IdAustriaPage() {
  const { t } = useTranslation();
  const returnPath = readReturnPath(useLocation().search);
  return (
    <Card narrow>
      <h1>{t("signature_standards.id_austria.title")}</h1>
      <p>{t("signature_standards.id_austria.body")}</p>
      <ul>
        <li>
          <Link to={withReturnPath(`${STANDARDS_PATH}/eidas`, returnPath)}>{t("signature_standards.get.identification_eidas")}</Link>
        </li>
        <li>
          <Link to={withReturnPath(`${STANDARDS_PATH}/zertes`, returnPath)}>{t("signature_standards.get.identification_zertes")}</Link>
        </li>
      </ul>
      <BackLink returnPath={returnPath} />
    </Card>
  );
}
