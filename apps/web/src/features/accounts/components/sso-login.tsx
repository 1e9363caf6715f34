import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { isValidEmail, normalizeEmail } from "@paraph/contracts";
import { ApiError } from "../../../shared/api/api-error.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { loginEndpoints } from "../api/login-calls.ts";

const SSO_CODE_FRAGMENT = /^#sso=([A-Za-z0-9_-]{20,200})$/;
const domainOf = (email: string) => (isValidEmail(normalizeEmail(email)) ? normalizeEmail(email).split("@")[1] : undefined);

/**
 * The sign-on's way back: the callback sends the browser to /login#sso=<code>; the code (never
 * sent to the server in the URL, taken off the address at once) becomes a session, and the guard
 * goes on to the dashboard or /signup/sso.
 */
export function useSsoReturn(): unknown {
  const { api } = useServices();
  const session = useSession();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const isStarted = useRef(false);
  useEffect(() => {
    const code = SSO_CODE_FRAGMENT.exec(hash)?.[1];
    if (!code || isStarted.current) return;
    isStarted.current = true;
    void navigate(`${pathname}${search}`, { replace: true });
    api.request(loginEndpoints.redeemSsoLogin, { body: { code } }).then(({ token }) => session.logIn(token), setFailure);
  }, [api, session, hash, pathname, search, navigate]);
  return failure;
}

/**
 * "Log in with your company": shown once POST /v1/identity_providers finds single sign-on for the
 * typed address's domain (asked once per domain, after typing pauses; asking writes nothing); the
 * click asks again (the company may have switched it off meanwhile) and leaves for the answered
 * URL, where Paraph starts the log-in and sends the browser on to the issuer.
 */
export function SsoLoginOffer({ email }: { email: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const domain = domainOf(email);
  const [offered, setOffered] = useState<Record<string, boolean>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [isLeaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!domain || domain in offered) return;
    const timer = setTimeout(() => {
      api
        .request(loginEndpoints.findIdentityProvider, { body: { email: normalizeEmail(email) } })
        .then(() => true, (error: unknown) => (error instanceof ApiError && error.code === "sso_not_available" ? false : undefined))
        .then((found) => {
          if (found !== undefined) setOffered((current) => ({ ...current, [domain]: found }));
        });
    }, 400);
    return () => clearTimeout(timer);
  }, [api, domain, email, offered]);

  if (!domain || !offered[domain]) return null;
  const leave = () => {
    setLeaving(true);
    setFailure(null);
    api.request(loginEndpoints.findIdentityProvider, { body: { email: normalizeEmail(email) } }).then(
      ({ url }) => window.location.assign(url),
      (error: unknown) => {
        setLeaving(false);
        setFailure(error);
      },
    );
  };
  return (
    <>
      {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
      <p>{t("login.sso_available", { domain })}</p>
      <Button type="button" kind="secondary" size="lg" fullWidth loading={isLeaving} onClick={leave}>
        {t("login.sso_button")}
      </Button>
    </>
  );
}
