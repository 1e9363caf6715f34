/** The roles of spec §6. `nas` is the direct-sign guest who acts through the credentials in a link. */
export const ROLES = ["unauthenticated", "user", "member", "admin", "nas"] as const;
export type Role = (typeof ROLES)[number];

/** What the app knows about the visitor when it derives the role. */
export interface RoleInput {
  /** The id of the logged-in user, or null when nobody is logged in. */
  userId: string | null;
  /** True while a direct-sign link session is active. */
  isDirectSign: boolean;
  /** The visitor's place in a business, or null when they belong to none (or it is not loaded yet). */
  business: { isAdmin: boolean; isMember: boolean } | null;
}

/**
 * Spec §4: direct sign gives nas; no user id gives unauthenticated; a business admin is admin,
 * a business member is member; otherwise user. Direct sign comes first because a guest in a
 * direct-sign link acts for that link even when a session of their own exists in the browser.
 */
export function deriveRole(input: RoleInput): Role {
  if (input.isDirectSign) return "nas";
  if (!input.userId) return "unauthenticated";
  if (input.business?.isAdmin) return "admin";
  if (input.business?.isMember) return "member";
  return "user";
}

/** Spec §6: an admin also acts as member and user, a member as user. */
const INHERITED: Record<Role, readonly Role[]> = {
  unauthenticated: ["unauthenticated"],
  user: ["user"],
  member: ["member", "user"],
  admin: ["admin", "member", "user"],
  nas: ["nas"],
};

export function actsAs(role: Role): readonly Role[] {
  return INHERITED[role];
}

/** Whether a role may use a route: strict routes allow only the exact roles they list. */
export function isRoleAllowed(role: Role, allowed: readonly Role[], strict = false): boolean {
  if (strict) return allowed.includes(role);
  return actsAs(role).some((acting) => allowed.includes(acting));
}

/** A role that belongs to somebody logged in with an account of their own. */
export function isAccountRole(role: Role): boolean {
  return role === "user" || role === "member" || role === "admin";
}
