import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignatureRequestView } from "@paraph/contracts";
import { describeError } from "../../shared/api/describe-error.ts";
import { useServices } from "../../shared/services/services-context.tsx";
import { Button } from "../../shared/ui/button/button.tsx";
import { useSnackbar } from "../../shared/ui/snackbar/snackbar-context.tsx";
import { downloadDirectZip } from "./direct-sign-api.ts";

/** The documents as one ZIP through the link: the signed versions once any signature is on them. */
export function GuestDownload({ request, token }: { request: SignatureRequestView; token: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const snackbar = useSnackbar();
  const [isDownloading, setDownloading] = useState(false);
  const isSigned = request.documents.some((document) => document.signed !== null);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDirectZip(api, { requestId: request.id, token, title: request.title, signed: isSigned });
    } catch (error) {
      snackbar.show({ message: describeError(error, t), color: "error" });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button kind="text" color="info" fullWidth loading={isDownloading} onClick={() => void download()}>
      {isSigned ? t("direct_sign.actions.download_signed") : t("direct_sign.actions.download")}
    </Button>
  );
}
