import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { claimSendto } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useApiMutation } from "../../../shared/api/use-api-mutation.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useSendto } from "../api/request-queries.ts";

/** Spec §2 /sendto/{id}: an invitation link, taken into the logged-in account with Claim. */
export default function SendtoPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { user } = useSession();
  const invitation = useSendto(id);
  const claim = useApiMutation(claimSendto);

  if (invitation.isPending) return <Spinner size="lg" label={t("common.loading")} />;
  if (invitation.isError) {
    const gone = isApiError(invitation.error) && invitation.error.status === 404;
    return (
      <Card narrow>
        <h1>{t("signature_requests.sendto.title")}</h1>
        <Alert tone="error">{gone ? t("signature_requests.sendto.not_found") : describeError(invitation.error, t)}</Alert>
      </Card>
    );
  }
  const { signatureRequestId: requestId, title, ownerName, invitedEmail, isClaimable, isClaimedByMe } = invitation.data;
  const open = () => void navigate(`/view/${requestId}`);
  const take = () =>
    claim.mutate(
      { params: { id } },
      {
        onSuccess: (answer) => void navigate(`/view/${answer.signatureRequestId}`),
        // Spec §8.
        onError: () => snackbar.show({ message: t("signature_requests.snackbars.claim_failed"), color: "error" }),
      },
    );

  return (
    <Card narrow>
      <h1>{t("signature_requests.sendto.title")}</h1>
      <p>{t("signature_requests.sendto.lead", { owner: ownerName, title })}</p>
      <p>{t("signature_requests.sendto.invited_as", { email: invitedEmail })}</p>
      {isClaimedByMe ? (
        <Button fullWidth onClick={open}>
          {t("signature_requests.sendto.open")}
        </Button>
      ) : isClaimable ? (
        <>
          {user && user.email !== invitedEmail ? <p>{t("signature_requests.sendto.other_address", { email: user.email })}</p> : null}
          <Button fullWidth loading={claim.isPending} onClick={take}>
            {t("signature_requests.sendto.claim")}
          </Button>
        </>
      ) : (
        <Alert tone="warning">{t("signature_requests.sendto.not_claimable")}</Alert>
      )}
    </Card>
  );
}
