import { useTranslation } from "react-i18next";
import { ErrorPage } from "../../../shared/errors/error-page.tsx";

/** Where a server failure (5xx) sends the visitor. */
export default function SorryPage() {
  const { t } = useTranslation();
  return <ErrorPage title={t("sorry.title")} subtitle={t("sorry.subtitle")} />;
}
