import { useEffect, useMemo } from "react";
import { BUILT_IN_LEGAL_PAGES, type User } from "@paraph/contracts";
import { findRequiredBusinessDialog, type RequiredDialog } from "../../features/business/dialogs/required-business-dialog.ts";
import { useDialogs } from "../../shared/dialogs/dialog-manager.tsx";
import { useServices } from "../../shared/services/services-context.tsx";
import { hasSeenLockedNotice, markLockedNoticeSeen } from "../../entities/businesses/locked-notice-flag.ts";
import { hasIncompleteSso } from "../routes/guard-decision.ts";

/** Pages where a pending question must not get in the way (the terms it asks to accept among them). */
const QUIET_PATHS = ["/logout", "/sorry", "/maintenance", "/profile/change-password", "/signup/sso", ...BUILT_IN_LEGAL_PAGES];

export function needsTermsAcceptance(user: User | null, pathname: string): boolean {
  return user !== null && !user.attributes.acceptedGtc && !hasIncompleteSso(user) && !QUIET_PATHS.includes(pathname);
}

/**
 * Spec §6: the general terms, business invitations and downgrade notices must be answered before
 * the app can be used; the first one still open is asked. A guest in a direct-sign link acts for
 * that link, not for an account of their own, so nothing is asked there.
 */
export function findRequiredDialog(user: User | null, pathname: string, isGuestPage: boolean, hasSeenLocked = false): RequiredDialog | null {
  if (!user || isGuestPage || QUIET_PATHS.includes(pathname) || hasIncompleteSso(user)) return null;
  if (needsTermsAcceptance(user, pathname)) return { key: "general/accept-terms" };
  return findRequiredBusinessDialog(user, hasSeenLocked);
}

/** Opens the first required dialog whenever no other dialog is showing. */
export function useRequiredDialogs(user: User | null, pathname: string, isGuestPage: boolean): void {
  const dialogs = useDialogs();
  const { sessionStorage } = useServices();
  const businessId = user?.business?.id ?? null;
  const showing = dialogs.current?.key;
  // Read on every render: opening the locked notice marks it seen, and the next render asks nothing.
  const hasSeenLocked = businessId !== null && hasSeenLockedNotice(sessionStorage, businessId);
  const required = useMemo(() => findRequiredDialog(user, pathname, isGuestPage, hasSeenLocked), [user, pathname, isGuestPage, hasSeenLocked]);
  useEffect(() => {
    if (!required || showing !== undefined) return;
    if (required.key === "business/locked-member" && businessId) markLockedNoticeSeen(sessionStorage, businessId);
    dialogs.open(required.key, required.props);
  }, [required, showing, dialogs, sessionStorage, businessId]);
}
