import { describe, expect, it } from "vitest";
import type { User } from "@paraph/contracts";
import { makeUser } from "../../test/user-factory.ts";
import { decideNavigation, type GuardContext, type GuardDecision } from "./guard-decision.ts";
import { matchRoute } from "./match-route.ts";
import { ROLES, type Role } from "./roles.ts";
import { ROUTES } from "./route-table.ts";

const BUSINESS = { id: "b-1", name: "Muster AG", isAdmin: true, isMember: true, seals: [] };
const INDIVIDUAL_PLAN: NonNullable<User["pricePlan"]> = {
  name: "individual",
  type: "INDIVIDUAL_V1",
  paymentMethod: "STRIPE",
  cycle: "monthly",
  trialEndsAt: null,
  currentEndAt: null,
  nextType: null,
  canUpload: true,
  provider: "builtin",
};

function decide(pathname: string, role: Role, overrides: Partial<GuardContext> = {}, user?: User): GuardDecision {
  const isAccount = role === "user" || role === "member" || role === "admin";
  return decideNavigation({
    pathname,
    fullPath: pathname,
    route: matchRoute(pathname)?.route ?? null,
    role,
    user: user ?? (isAccount ? makeUser() : null),
    cookiesEnabled: true,
    isMaintenanceBlocking: false,
    hasStaffCookie: false,
    isRightAfterAccountDeletion: false,
    rememberedPath: null,
    ...overrides,
  });
}

/** What each role gets, in short: "allow", "404", or the path it is sent to. */
function outcome(decision: GuardDecision): string {
  if (decision.kind === "allow") return "allow";
  if (decision.kind === "not-found") return "404";
  return decision.to;
}

type Expectation = Record<Role, string>;
const USER_PAGE: Expectation = { unauthenticated: "/login", user: "allow", member: "allow", admin: "allow", nas: "/login" };
const LOGGED_OUT_PAGE: Expectation = { unauthenticated: "allow", user: "/dashboard", member: "/dashboard", admin: "/dashboard", nas: "404" };
const NAS_PAGE: Expectation = { unauthenticated: "404", user: "404", member: "404", admin: "404", nas: "allow" };
const MEMBER_PAGE: Expectation = { unauthenticated: "/login", user: "404", member: "allow", admin: "allow", nas: "/login" };
const ADMIN_PAGE: Expectation = { unauthenticated: "/login", user: "/business/register", member: "/", admin: "allow", nas: "/login" };
const BUSINESS_SIGNUP: Expectation = { unauthenticated: "allow", user: "/business/register", member: "/", admin: "/business/profile", nas: "404" };
const EVERYONE: Expectation = { unauthenticated: "allow", user: "allow", member: "allow", admin: "allow", nas: "allow" };

/** The access lists of spec §2, written out independently of the route table. */
const SPEC: Record<string, Expectation> = {
  ...Object.fromEntries(
    [
      "/", "/dashboard", "/signup/sso", "/logout", "/signed", "/declined", "/not-available", "/upload", "/upgrade", "/welcome",
      "/profile", "/profile/confirm", "/profile/settings", "/profile/change-password", "/profile/visual-signature",
      "/profile/signature-standards", "/profile/signature-standards/update", "/profile/signature-standards/legislation",
      "/profile/signature-standards/mobile-id", "/profile/signature-standards/eidas", "/profile/signature-standards/eidas/self",
      "/profile/signature-standards/eidas/video", "/profile/signature-standards/zertes", "/profile/signature-standards/zertes/auto",
      "/profile/signature-standards/zertes/video", "/profile/signature-standards/id-austria-success",
      "/sendto/:id", "/view/:srid",
    ].map((path) => [path, USER_PAGE]),
  ),
  ...Object.fromEntries(
    [
      "/login", "/signup", "/signup/steps", "/signup/confirm", "/signup/mail-sent", "/signup/flows/eidplus/new",
      "/signup/flows/eidplus/confirm", "/sso/error", "/sso/error/company", "/password-reset", "/password-reset/new",
      "/password-reset/confirm", "/password-reset/mail-sent", "/expired", "/mab/redirect", "/cookiesblocked",
    ].map((path) => [path, LOGGED_OUT_PAGE]),
  ),
  ...Object.fromEntries(
    [
      "/view/:id/:userid", "/direct-sign/identification/eidas", "/direct-sign/identification/eidas/self",
      "/direct-sign/identification/eidas/video", "/direct-sign/identification/zertes", "/direct-sign/identification/zertes/auto",
      "/direct-sign/identification/zertes/video", "/direct-sign/identification/zertes/personal-details",
      "/direct-sign/identification/id-austria-success", "/direct-sign/:id/:userid", "/direct-sign/:id/:userid/preview",
    ].map((path) => [path, NAS_PAGE]),
  ),
  "/invite/:id": MEMBER_PAGE,
  ...Object.fromEntries(
    [
      "/business/welcome", "/business/activity", "/business/settings", "/business/dashboard", "/business/seals",
      "/business/seals/:accountname", "/business/developers/webhooks", "/business/billing/plan", "/business/extras", "/business/members",
      "/business/members/domains", "/business/members/signer-groups", "/business/profile",
      "/business/profile/aes-for-business", "/business/developers/api",
    ].map((path) => [path, ADMIN_PAGE]),
  ),
  "/business/signup": BUSINESS_SIGNUP,
  "/business/signup/steps": BUSINESS_SIGNUP,
  "/business/signup/mail-sent": BUSINESS_SIGNUP,
  "/business/upgrade": { unauthenticated: "/login", user: "allow", member: "/", admin: "allow", nas: "/login" },
  "/business/register": { unauthenticated: "/login", user: "allow", member: "/", admin: "/business/profile", nas: "/login" },
  "/sorry": { ...EVERYONE },
  "/maintenance": { ...EVERYONE },
  "/bye": { unauthenticated: "/dashboard", user: "/dashboard", member: "/dashboard", admin: "/dashboard", nas: "/dashboard" },
  // Paraph's addition to spec §2: the public signature check, open to everyone (issue 6).
  "/validate": { ...EVERYONE },
  // Paraph's addition: the built-in terms of use and privacy notice the sign-up links to (issue 18).
  "/legal/terms": { ...EVERYONE },
  "/legal/privacy": { ...EVERYONE },
  // Bulk sends and template links (issue 31): the sender's pages, and a template's public link for anyone who has it.
  "/templates/:templateId/bulk-send": USER_PAGE,
  "/bulk-sends/:bulkSendId": USER_PAGE,
  "/template-link/:token": { ...EVERYONE },
  // Paraph's addition: the embedded signing view, which opens its own one-time link (docs/embedding.md).
  "/embed/sign/:token": { ...EVERYONE },
  // Paraph's addition: the embedded composer (issue 32); its link authenticates it, not the session.
  "/embed/compose/:token": { ...EVERYONE },
  // Paraph's addition: templates, their editor and a request from one (issue 31).
  "/templates": USER_PAGE,
  "/templates/new": USER_PAGE,
  "/templates/:templateId": USER_PAGE,
  "/templates/:templateId/use": USER_PAGE,
};

const concrete = (path: string) => path.replace(/:[a-zA-Z]+/g, "x1");

describe("route table", () => {
  it("holds exactly the routes of spec §2 and Paraph's additions", () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual(Object.keys(SPEC).sort());
  });

  it("gives every route a title", () => {
    for (const route of ROUTES) expect(route.title, route.path).toMatch(/^titles\./);
  });
});

describe("the embedded signing view", () => {
  it("needs no cookies: it keeps its credential in the tab's storage, which a third-party frame still has", () => {
    expect(outcome(decide("/embed/sign/x1", "unauthenticated", { cookiesEnabled: false }))).toBe("allow");
    expect(outcome(decide("/view/x1/x2", "nas", { cookiesEnabled: false }))).toBe("/cookiesblocked");
  });
});

describe("guard outcome of every route for every role", () => {
  for (const [path, expectation] of Object.entries(SPEC)) {
    it(path, () => {
      const actual = Object.fromEntries(ROLES.map((role) => [role, outcome(decide(concrete(path), role))]));
      expect(actual).toEqual(expectation);
    });
  }
});

describe("guard rules", () => {
  it("remembers the path and query of a protected page for after the login", () => {
    const decision = decide("/profile/settings", "unauthenticated", { fullPath: "/profile/settings?tab=2" });
    expect(decision).toEqual({ kind: "redirect", to: "/login", rememberPath: "/profile/settings?tab=2" });
  });

  it("returns a user who has just logged in to the remembered path", () => {
    expect(decide("/login", "user", { rememberedPath: "/profile/settings?tab=2" })).toEqual({
      kind: "redirect",
      to: "/profile/settings?tab=2",
      forgetRememberedPath: true,
    });
  });

  it("shows 404 for unknown paths, whoever asks", () => {
    for (const role of ROLES) expect(outcome(decide("/no/such/page", role))).toBe("404");
  });

  it("redirects /business/members/activity to /business/activity", () => {
    expect(outcome(decide("/business/members/activity", "admin"))).toBe("/business/activity");
  });

  it("tells a member who is not admin that the business page is not allowed", () => {
    expect(decide("/business/settings", "member")).toEqual({ kind: "redirect", to: "/", message: "business.not_allowed" });
  });

  describe("spec §6 on the business entry pages", () => {
    const ENTRY = ["/business/signup", "/business/signup/steps", "/business/signup/mail-sent", "/business/register"];

    it("sends an admin from sign-up and register to the business profile, without a notice", () => {
      for (const path of ENTRY) expect(decide(path, "admin"), path).toEqual({ kind: "redirect", to: "/business/profile" });
    });

    it("tells a member who is not admin, on every entry page and on upgrade, and sends them to /", () => {
      for (const path of [...ENTRY, "/business/upgrade", "/business/welcome"]) {
        expect(decide(path, "member"), path).toEqual({ kind: "redirect", to: "/", message: "business.not_allowed" });
      }
    });

    it("offers a logged-in user without business the register page instead of sign-up and the admin pages", () => {
      for (const path of ["/business/signup", "/business/signup/steps", "/business/welcome", "/business/profile"]) {
        expect(decide(path, "user"), path).toEqual({ kind: "redirect", to: "/business/register" });
      }
      expect(outcome(decide("/business/register", "user"))).toBe("allow");
      expect(outcome(decide("/business/upgrade", "user"))).toBe("allow");
    });

    it("lets an admin open upgrade and welcome, and sends a visitor who is not logged in to the login first", () => {
      expect(outcome(decide("/business/upgrade", "admin"))).toBe("allow");
      expect(outcome(decide("/business/welcome", "admin"))).toBe("allow");
      expect(decide("/business/register", "unauthenticated", { fullPath: "/business/register" })).toEqual({
        kind: "redirect",
        to: "/login",
        rememberPath: "/business/register",
      });
    });
  });

  it("lets whoever started a mobile signing in the tab back to /mab/redirect, logged in or not", () => {
    expect(outcome(decide("/mab/redirect", "user"))).toBe("/dashboard");
    for (const role of ROLES) expect(outcome(decide("/mab/redirect", role, { hasPendingMabSigning: true })), role).toBe("allow");
    // Only that page: a pending signing opens no other logged-out page.
    expect(outcome(decide("/login", "user", { hasPendingMabSigning: true }))).toBe("/dashboard");
  });

  it("shows /bye right after an account deletion", () => {
    expect(outcome(decide("/bye", "unauthenticated", { isRightAfterAccountDeletion: true }))).toBe("allow");
  });

  it("forces weak-password users to change it, but lets them log out", () => {
    const weak = makeUser({ attributes: { weakPassword: true } });
    expect(outcome(decide("/dashboard", "user", {}, weak))).toBe("/profile/change-password");
    expect(outcome(decide("/profile/settings", "admin", {}, weak))).toBe("/profile/change-password");
    expect(outcome(decide("/profile/change-password", "user", {}, weak))).toBe("allow");
    expect(outcome(decide("/logout", "user", {}, weak))).toBe("allow");
  });

  it("forces users with an incomplete SSO set-up to /signup/sso", () => {
    const sso = makeUser({ hasSso: true, firstName: "", attributes: { acceptedGtc: false } });
    expect(outcome(decide("/profile", "user", {}, sso))).toBe("/signup/sso");
    expect(outcome(decide("/signup/sso", "user", {}, sso))).toBe("allow");
    // The terms the set-up asks to accept open in a new tab of the same session.
    expect(outcome(decide("/legal/terms", "user", {}, sso))).toBe("allow");
    expect(outcome(decide("/legal/privacy", "user", {}, sso))).toBe("allow");
    const complete = makeUser({ hasSso: true });
    expect(outcome(decide("/profile", "user", {}, complete))).toBe("allow");
  });

  it("keeps the new free plan away from /upload but lets other plans in", () => {
    const freeV1 = makeUser({ attributes: { freeAccountType: "free_v1" } });
    expect(outcome(decide("/upload", "user", {}, freeV1))).toBe("/upgrade");
    const legacy = makeUser({ attributes: { freeAccountType: "free_legacy" } });
    expect(outcome(decide("/upload", "user", {}, legacy))).toBe("allow");
  });

  it("keeps an individual whose plan has no uploads away from /upload", () => {
    const free = makeUser({ pricePlan: { ...INDIVIDUAL_PLAN, name: "free_v1", type: "FREE_V1", canUpload: false } });
    expect(outcome(decide("/upload", "user", {}, free))).toBe("/upgrade");
    expect(outcome(decide("/upload", "user", {}, makeUser({ pricePlan: INDIVIDUAL_PLAN })))).toBe("allow");
  });

  it("sends the admin of a locked business, or one whose trial ended, to the members page except where they can pay (spec §4)", () => {
    for (const paymentMethod of ["BLOCKED", "NEEDS_PAYMENT_METHOD"] as const) {
      const admin = makeUser({ business: { ...BUSINESS, isAdmin: true, isMember: true, paymentMethod } });
      for (const path of ["/dashboard", "/upload", "/business/settings", "/business/members/domains", "/profile", "/business/extras"]) {
        expect(outcome(decide(path, "admin", {}, admin)), `${paymentMethod} ${path}`).toBe("/business/members");
      }
      for (const path of ["/business/members", "/business/upgrade", "/business/billing/plan", "/logout"]) {
        expect(outcome(decide(path, "admin", {}, admin)), `${paymentMethod} ${path}`).toBe("allow");
      }
      // A member who is not admin keeps the app; the shell shows the locked dialog instead.
      const member = makeUser({ business: { ...BUSINESS, isAdmin: false, isMember: true, paymentMethod } });
      expect(outcome(decide("/dashboard", "member", {}, member))).toBe("allow");
    }
    for (const paymentMethod of ["TRIALING", "STRIPE", "MANUAL"] as const) {
      const admin = makeUser({ business: { ...BUSINESS, isAdmin: true, isMember: true, paymentMethod } });
      expect(outcome(decide("/dashboard", "admin", {}, admin)), paymentMethod).toBe("allow");
    }
  });

  it("sends everyone to /cookiesblocked when cookies are disabled", () => {
    expect(outcome(decide("/login", "unauthenticated", { cookiesEnabled: false }))).toBe("/cookiesblocked");
    expect(outcome(decide("/cookiesblocked", "unauthenticated", { cookiesEnabled: false }))).toBe("allow");
  });

  it("sends everyone to /maintenance during blocking maintenance, except staff with the cookie", () => {
    expect(outcome(decide("/dashboard", "user", { isMaintenanceBlocking: true }))).toBe("/maintenance");
    expect(outcome(decide("/login", "unauthenticated", { isMaintenanceBlocking: true }))).toBe("/maintenance");
    expect(outcome(decide("/dashboard", "user", { isMaintenanceBlocking: true, hasStaffCookie: true }))).toBe("allow");
  });
});
