import { useTranslation } from "react-i18next";
import { LEGISLATIONS, QUALITIES, type Legislation, type Quality } from "@paraph/contracts";
import { RadioGroup } from "../../../../shared/ui/field/radio-group.tsx";

interface QualityFieldsetProps {
  quality: Quality;
  legislation: Legislation | "";
  onChange: (choice: { quality: Quality; legislation: Legislation | "" }) => void;
}

/**
 * The signature's quality (SES, AES, QES) and the law it answers to (eIDAS, ZertES), each
 * explained in plain words. A new request starts from the user's defaults in Settings.
 */
export function QualityFieldset({ quality, legislation, onChange }: QualityFieldsetProps) {
  const { t } = useTranslation();
  return (
    <>
      <RadioGroup
        legend={t("signature_requests.composer.settings.quality")}
        name="signature-quality"
        value={quality}
        onChange={(value) => onChange({ quality: value as Quality, legislation })}
        options={QUALITIES.map((value) => ({ value, label: t(`settings.qualities.${value}`), description: t(`signature_requests.composer.settings.quality_explained.${value}`) }))}
      />
      <RadioGroup
        legend={t("signature_requests.composer.settings.legislation")}
        name="signature-legislation"
        value={legislation}
        onChange={(value) => onChange({ quality, legislation: value as Legislation | "" })}
        options={[
          { value: "", label: t("signature_requests.composer.settings.any_legislation"), description: t("signature_requests.composer.settings.legislation_explained.any") },
          ...LEGISLATIONS.map((value) => ({ value, label: t(`settings.legislations.${value}`), description: t(`signature_requests.composer.settings.legislation_explained.${value}`) })),
        ]}
      />
    </>
  );
}
