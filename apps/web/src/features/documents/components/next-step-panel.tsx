import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { DocumentView, SignatureRequestView } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { forgetUploadedDocuments } from "../api/document-cache.ts";
import { createDraftWith, startSelfSigning, type RequestStart } from "../api/start-request.ts";
import styles from "./upload.module.css";

type Choice = "request" | "self";

/**
 * After the upload: request signatures (the composer, with the documents in it) or sign them
 * oneself (the request's signing view). Either way the documents land in one request.
 */
export function NextStepPanel({ documents }: { documents: readonly DocumentView[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { api } = useServices();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: (choice: Choice): Promise<SignatureRequestView> => {
      if (!user) throw new Error("Not logged in");
      const from: RequestStart = { documents, user, fallbackTitle: t("documents.next.fallback_title") };
      return choice === "self" ? startSelfSigning(api, from) : createDraftWith(api, from);
    },
    onSuccess: (request) => {
      forgetUploadedDocuments(queryClient, documents.map((document) => document.id));
      void navigate(`/view/${request.id}`);
    },
    onError: (error) => snackbar.show({ message: describeError(error, t), color: "error" }),
  });
  return (
    <section className={styles.next} aria-labelledby="upload-next-title">
      <Card>
        <h2 id="upload-next-title">{t("documents.next.title")}</h2>
        <p className={styles.lead}>{t("documents.next.lead")}</p>
        <div className={styles.choices}>
          <div className={styles.choice}>
            <Button onClick={() => start.mutate("request")} loading={start.isPending && start.variables === "request"} disabled={start.isPending}>
              {t("documents.next.request_signatures")}
            </Button>
            <p>{t("documents.next.request_signatures_hint")}</p>
          </div>
          <div className={styles.choice}>
            <Button kind="secondary" onClick={() => start.mutate("self")} loading={start.isPending && start.variables === "self"} disabled={start.isPending}>
              {t("documents.next.sign_myself")}
            </Button>
            <p>{t("documents.next.sign_myself_hint")}</p>
          </div>
        </div>
      </Card>
    </section>
  );
}
