import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Card } from "../../shared/ui/card/card.tsx";
import { usePageTitle } from "./use-page-title.ts";

/** The honest page of a route whose feature a later issue builds: its title and nothing pretended. */
export default function PlannedPage() {
  const { t } = useTranslation();
  const title = usePageTitle(useLocation().pathname);
  return (
    <Card>
      <h1>{title}</h1>
      <p data-planned-feature="true">{t("common.planned")}</p>
    </Card>
  );
}
