import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { logout } from "@paraph/contracts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";

/** Ends the session on the server, then forgets it here whatever the server answered. */
export default function LogoutPage() {
  const { t } = useTranslation();
  const { api, tokenStore, queryClient } = useServices();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Development's double effects must not send a second logout with a dead token.
    if (started.current) return;
    started.current = true;
    void api
      .request(logout)
      .catch(() => undefined)
      .finally(() => {
        tokenStore.clear();
        queryClient.clear();
        void navigate("/login", { replace: true });
      });
  }, [api, tokenStore, queryClient, navigate]);

  return <Spinner size="lg" label={t("logout.in_progress")} />;
}
