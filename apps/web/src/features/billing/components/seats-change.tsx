import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BILLING_LIMITS, type PricePreview } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { PricePreviewTable } from "../../../entities/billing/price-preview-table.tsx";
import { readSeats, SeatsField } from "../../../entities/billing/seats-field.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { seatsPreviewQuery } from "../api/billing-api.ts";

export type SeatsPreview = PricePreview & { timestamp: string };

interface SeatsChangeProps {
  businessId: string;
  seatsText: string;
  onSeatsText: (text: string) => void;
  min: number;
  max: number;
  /** The number of seats the business has; the preview shows only for another number. */
  current: number;
}

/** The seats field of the add-seats overlay and the remove-seats dialog, with the prorated price of the change. */
export function SeatsChange({ businessId, seatsText, onSeatsText, min, max, current }: SeatsChangeProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const seats = readSeats(seatsText, min, Math.min(max, BILLING_LIMITS.seatsCeiling));
  const preview = useQuery({ ...seatsPreviewQuery(api, businessId, seats ?? current), enabled: seats !== null && seats !== current, placeholderData: keepPreviousData });
  return (
    <>
      <SeatsField label={t("billing.overlays.add_seats.seats")} text={seatsText} onText={onSeatsText} min={min} max={max} />
      {seats !== null && seats !== current && preview.isError ? <Alert tone="error">{describeError(preview.error, t)}</Alert> : null}
      {seats !== null && seats !== current && preview.isPending ? <Spinner label={t("common.loading")} /> : null}
      {seats !== null && seats !== current && preview.data ? <PricePreviewTable preview={preview.data} /> : null}
    </>
  );
}

/** The preview of a number of seats when it is loaded, for the confirm call's timestamp. */
export function useSeatsPreview(businessId: string, seats: number | null, current: number): SeatsPreview | undefined {
  const { api } = useServices();
  return useQuery({ ...seatsPreviewQuery(api, businessId, seats ?? current), enabled: seats !== null && seats !== current }).data;
}
