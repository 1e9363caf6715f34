import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "../../shared/ui/spinner/spinner.tsx";
import { useSnackbar } from "../../shared/ui/snackbar/snackbar-context.tsx";
import { NotFoundPage } from "../errors/not-found-page.tsx";
import { useServices } from "../../shared/services/services-context.tsx";
import { areCookiesEnabled } from "../../shared/session/cookies.ts";
import { resolveDirectSign } from "../../entities/direct-sign/direct-sign-session.ts";
import { readMabSigning } from "../../entities/mab/mab-signing.ts";
import { forgetRememberedPath, peekRememberedPath, rememberPath } from "../../shared/session/remembered-path.ts";
import { clearAccountDeleted, isAccountJustDeleted } from "../../entities/accounts/account-deleted-flag.ts";
import type { Session } from "../../shared/session/use-session.ts";
import type { MaintenanceState } from "../../shared/system/use-maintenance.ts";
import { PageTitleContext, type NamedPageTitle } from "../../shared/page-title/page-title-context.tsx";
import { decideNavigation } from "./guard-decision.ts";
import { matchRoute } from "./match-route.ts";
import { formatDocumentTitle, resolvePageTitle } from "./page-title.ts";
import { deriveRole, type Role } from "./roles.ts";
import styles from "./route-guard.module.css";

interface RouteGuardProps {
  session: Session;
  maintenance: MaintenanceState;
  children: (role: Role) => ReactNode;
}

/** Applies the guard decision to the current location and keeps the document title in step. */
export function RouteGuard({ session, maintenance, children }: RouteGuardProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { sessionStorage, isRouterSettledAt } = useServices();
  const snackbar = useSnackbar();
  const match = useMemo(() => matchRoute(location.pathname), [location.pathname]);
  const directSign = useMemo(() => resolveDirectSign(sessionStorage, match), [sessionStorage, match]);
  const role = deriveRole({ userId: session.user?.id ?? null, isDirectSign: directSign !== null, business: session.user?.business ?? null });

  const decision = session.isLoadingUser
    ? null
    : decideNavigation({
        pathname: location.pathname,
        fullPath: `${location.pathname}${location.search}`,
        route: match?.route ?? null,
        role,
        user: session.user,
        cookiesEnabled: areCookiesEnabled(),
        isMaintenanceBlocking: maintenance.isBlocking,
        hasStaffCookie: maintenance.hasStaffCookie,
        isRightAfterAccountDeletion: isAccountJustDeleted(sessionStorage),
        rememberedPath: peekRememberedPath(sessionStorage),
        hasPendingMabSigning: readMabSigning(sessionStorage) !== null,
      });

  useEffect(() => {
    if (decision?.kind !== "redirect") return;
    if (decision.rememberPath) rememberPath(sessionStorage, decision.rememberPath);
    if (decision.forgetRememberedPath) forgetRememberedPath(sessionStorage);
    if (decision.message) snackbar.show({ id: decision.message, message: t(decision.message as never), color: "warning" });
  }, [decision, sessionStorage, snackbar, t]);

  // /bye is for the moment right after a deletion; anywhere else the moment has passed.
  useEffect(() => {
    if (location.pathname !== "/bye") clearAccountDeleted(sessionStorage);
  }, [location.pathname, sessionStorage]);

  // A page that names itself (a request's title on /view/{srid}) wins over its route's title, on its own path only.
  const [named, setNamed] = useState<NamedPageTitle | null>(null);
  const routeTitle = decision?.kind === "not-found" || !match ? t("errors.not_found.title") : resolvePageTitle(match.route, (key) => t(key as never));
  const title = named?.pathname === location.pathname ? named.title : routeTitle;
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);

  // A navigation already under way or done but not yet shown (to /sorry after a server failure,
  // to /bye after a deletion) decides where the visitor ends up; redirecting from the page being
  // left would cancel it.
  const isLeaving = !isRouterSettledAt(location.key);
  if (!decision || (decision.kind === "redirect" && isLeaving)) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label={t("common.loading")} />
      </div>
    );
  }
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  if (decision.kind === "not-found") return <NotFoundPage />;
  return <PageTitleContext.Provider value={setNamed}>{children(role)}</PageTitleContext.Provider>;
}
