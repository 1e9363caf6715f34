import { BUILT_IN_LEGAL_PAGES, type User } from "@paraph/contracts";
import { isLockedOrTrialExpired } from "../../entities/billing/billing-state.ts";
import { isAccountRole, isRoleAllowed, type Role } from "./roles.ts";
import { isUnauthenticatedOnly, REDIRECTS, type RouteDefinition } from "./route-table.ts";

export interface GuardContext {
  pathname: string;
  /** pathname plus query, remembered for after the login. */
  fullPath: string;
  route: RouteDefinition | null;
  role: Role;
  user: User | null;
  cookiesEnabled: boolean;
  isMaintenanceBlocking: boolean;
  hasStaffCookie: boolean;
  isRightAfterAccountDeletion: boolean;
  /** The protected page a visitor was sent to /login from, if any. */
  rememberedPath: string | null;
  /** A mobile signing (MAB) started in this tab waits for the provider's answer. */
  hasPendingMabSigning?: boolean;
}

export type GuardDecision =
  | { kind: "allow" }
  | { kind: "not-found" }
  | { kind: "redirect"; to: string; rememberPath?: string; message?: string; forgetRememberedPath?: boolean };

const ALLOW: GuardDecision = { kind: "allow" };
const redirect = (to: string, extra: { rememberPath?: string; message?: string; forgetRememberedPath?: boolean } = {}): GuardDecision => ({
  kind: "redirect",
  to,
  ...extra,
});

/** Pages a user who is forced somewhere (weak password, SSO set-up) may still reach; the terms they are asked to accept among them. */
const ALWAYS_REACHABLE = ["/logout", "/sorry", "/maintenance", ...BUILT_IN_LEGAL_PAGES];

/**
 * Spec §4: the pages an admin of a locked business, or of one whose trial ended, may still open:
 * its members, the upgrade and logout. Paraph adds the plan page, where the admin sees why, pays
 * and reads the invoices; everything else leads to the members page.
 */
export const LOCKED_ADMIN_PAGES = ["/business/members", "/business/upgrade", "/business/billing/plan", "/logout", "/sorry", "/maintenance", ...BUILT_IN_LEGAL_PAGES];

/**
 * Spec §6 SSO accounts are created by the identity provider; the set-up is complete once the
 * person has given their names and accepted the general terms on /signup/sso.
 */
export function hasIncompleteSso(user: User): boolean {
  return user.hasSso && (user.firstName.trim() === "" || user.lastName.trim() === "" || !user.attributes.acceptedGtc);
}

/** Where a visitor may go: the rules of spec §2, §4 and §6 in the order they take precedence. */
export function decideNavigation(context: GuardContext): GuardDecision {
  const { pathname, route, role, user } = context;

  // The embedded view keeps its credential in the tab's storage: a frame without cookies still works.
  if (!context.cookiesEnabled && !route?.isEmbedded) return pathname === "/cookiesblocked" ? ALLOW : redirect("/cookiesblocked");
  if (context.isMaintenanceBlocking && !context.hasStaffCookie) {
    return pathname === "/maintenance" ? ALLOW : redirect("/maintenance");
  }

  const target = REDIRECTS[pathname];
  if (target) return redirect(target);
  if (!route) return { kind: "not-found" };

  if (route.path === "/bye") return context.isRightAfterAccountDeletion ? ALLOW : redirect("/dashboard");
  // Whoever started a mobile signing comes back here, a logged-in signer as well as a guest.
  if (route.isMabReturn && context.hasPendingMabSigning) return ALLOW;

  if (!isRoleAllowed(role, route.roles, route.strict)) return decideDenied(context, route);

  if (user && isAccountRole(role)) {
    if (user.attributes.weakPassword) return forceTo("/profile/change-password", pathname);
    if (hasIncompleteSso(user)) return forceTo("/signup/sso", pathname);
    // Spec §4: a business that is locked or whose trial ended sends its admins to the members page.
    if (role === "admin" && isLockedOrTrialExpired(user.business) && !LOCKED_ADMIN_PAGES.includes(pathname)) return redirect("/business/members");
    // Spec §6: users on the new free plan (or any plan without uploads) cannot open /upload.
    if (route.path === "/upload" && (user.attributes.freeAccountType === "free_v1" || user.pricePlan?.canUpload === false)) return redirect("/upgrade");
  }
  return ALLOW;
}

function forceTo(target: string, pathname: string): GuardDecision {
  return pathname === target || ALWAYS_REACHABLE.includes(pathname) ? ALLOW : redirect(target);
}

function decideDenied(context: GuardContext, route: RouteDefinition): GuardDecision {
  const { role, pathname } = context;
  const needsAccount = route.roles.some(isAccountRole);

  if (!isAccountRole(role)) {
    return needsAccount ? redirect("/login", { rememberPath: context.fullPath }) : { kind: "not-found" };
  }

  if (pathname.startsWith("/business/")) {
    // Spec §6: admins leave sign-up and register for their business profile; members who are not
    // admins are told so; people without a business are offered to register one.
    const isSignupOrRegister = pathname.startsWith("/business/signup") || pathname === "/business/register";
    if (role === "admin") return isSignupOrRegister ? redirect("/business/profile") : { kind: "not-found" };
    if (role === "member") return redirect("/", { message: "business.not_allowed" });
    return pathname === "/business/register" ? { kind: "not-found" } : redirect("/business/register");
  }

  // A user who has just logged in (or signed up) lands here: back to the remembered page, if any.
  if (isUnauthenticatedOnly(route)) {
    return context.rememberedPath ? redirect(context.rememberedPath, { forgetRememberedPath: true }) : redirect("/dashboard");
  }
  return { kind: "not-found" };
}
