import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { Spinner } from "../../shared/ui/spinner/spinner.tsx";
import { SnackbarProvider } from "../../shared/ui/snackbar/snackbar-context.tsx";
import { DIALOG_COMPONENTS } from "../dialogs/dialog-components.ts";
import { DialogProvider } from "../../shared/dialogs/dialog-manager.tsx";
import { OVERLAY_COMPONENTS } from "../overlays/overlay-components.ts";
import { OverlayProvider } from "../../shared/overlays/overlay-manager.tsx";
import { matchRoute } from "../routes/match-route.ts";
import { RouteGuard } from "../routes/route-guard.tsx";
import { useSession } from "../../shared/session/use-session.ts";
import { BusinessBillingNotice } from "../../features/business/components/business-billing-notice.tsx";
import { BusinessDeletionNotice } from "../../features/business/components/business-deletion-notice.tsx";
import { AppHeader } from "./app-header.tsx";
import { MaintenanceBanner } from "./maintenance-banner.tsx";
import { useRequiredDialogs } from "./required-dialogs.ts";
import { TestSystemFrame } from "./test-system-frame.tsx";
import { useFocusOnNavigation } from "./use-focus-on-navigation.ts";
import { useLanguageSync } from "./use-language-sync.ts";
import { useMaintenance } from "../../shared/system/use-maintenance.ts";
import { withFeatureStrings } from "../../shared/i18n/feature-strings.ts";
import styles from "./shell.module.css";

/** The satisfaction survey, when one is due (issue 18, item 20): loaded with its strings, after the page. */
const SurveyPrompt = lazy(withFeatureStrings(() => import("../../features/surveys/components/survey-prompt.tsx"), ["surveys"]));

/** Spec §2 shell: maintenance banner, snackbar area, dialogs and overlays around the page. */
export function AppShell() {
  const { t } = useTranslation();
  return (
    <SnackbarProvider closeLabel={t("common.close")}>
      <DialogProvider components={DIALOG_COMPONENTS}>
        <OverlayProvider components={OVERLAY_COMPONENTS}>
          <ShellContent />
        </OverlayProvider>
      </DialogProvider>
    </SnackbarProvider>
  );
}

function ShellContent() {
  const { t } = useTranslation();
  const session = useSession();
  const maintenance = useMaintenance();
  const { pathname } = useLocation();
  const route = matchRoute(pathname)?.route;
  const isEmbedded = route?.isEmbedded === true;
  const isGuestPage = isEmbedded || (route !== undefined && route.roles.includes("nas") && !route.roles.includes("user"));
  // The admin pages of a business; sign-up, register and upgrade are for people without one yet.
  const isBusinessPage = route !== undefined && route.path.startsWith("/business/") && route.roles.includes("admin") && !route.roles.includes("user");
  useLanguageSync(session.user, isGuestPage);
  useRequiredDialogs(session.user, pathname, isGuestPage);
  useFocusOnNavigation(pathname, "main");

  // A framed page (docs/embedding.md) is the whole content of its frame: no chrome around it.
  if (isEmbedded) {
    return (
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Spinner size="lg" label={t("common.loading")} />}>
          <Outlet />
        </Suspense>
      </main>
    );
  }

  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        {t("shell.skip_to_content")}
      </a>
      <TestSystemFrame />
      {maintenance.showBanner && maintenance.notice ? <MaintenanceBanner notice={maintenance.notice} /> : null}
      <AppHeader user={isGuestPage ? null : session.user} isGuestPage={isGuestPage} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <RouteGuard session={session} maintenance={maintenance}>
          {() => (
            <>
              {isBusinessPage ? <BusinessDeletionNotice /> : null}
              {isGuestPage ? null : <BusinessBillingNotice />}
              <Suspense fallback={<Spinner size="lg" label={t("common.loading")} />}>
                <Outlet />
              </Suspense>
              {session.user && !isGuestPage ? (
                <Suspense fallback={null}>
                  <SurveyPrompt />
                </Suspense>
              ) : null}
            </>
          )}
        </RouteGuard>
      </main>
    </div>
  );
}
