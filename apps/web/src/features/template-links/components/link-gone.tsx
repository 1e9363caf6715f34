import { useTranslation } from "react-i18next";
import { Card } from "../../../shared/ui/card/card.tsx";
import type { LinkGone } from "../api/template-link-api.ts";

/** A link that cannot be used any more, said plainly with what to do. */
export function LinkGonePage({ reason }: { reason: LinkGone }) {
  const { t } = useTranslation();
  return (
    <Card narrow>
      <h1>{t(`template_links.gone.${reason}_title`)}</h1>
      <p>{t(`template_links.gone.${reason}`)}</p>
    </Card>
  );
}
