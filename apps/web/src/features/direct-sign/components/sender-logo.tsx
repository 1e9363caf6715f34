import { useTranslation } from "react-i18next";
import { getDirectBusinessLogo, type BusinessPublicInformation } from "@paraph/contracts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { FetchedImage } from "../../../shared/ui/image/fetched-image.tsx";

/** At most this tall on the guest's page; wide logos keep their proportions. */
const LOGO_HEIGHT = 48;

/** The sender's business logo above the request, fetched with the guest's link credentials. */
export function SenderLogo({ business }: { business: BusinessPublicInformation }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const logo = business.logo;
  if (!logo) return null;
  const version = new URL(logo.url).searchParams.get("v") ?? undefined;
  const height = Math.min(LOGO_HEIGHT, logo.height);
  return (
    <FetchedImage
      alt={t("direct_sign.page.logo_alt", { name: business.name })}
      sourceKey={logo.url}
      width={Math.round((logo.width * height) / logo.height)}
      height={height}
      lazy={false}
      load={({ signal }) => api.requestBlob(getDirectBusinessLogo, { params: { id: business.id }, query: version ? { v: version } : {}, signal })}
    />
  );
}
