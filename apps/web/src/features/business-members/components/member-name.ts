import type { BusinessMember } from "@paraph/contracts";

/** How a member is named on screen: their name, or their address when they gave none. */
export function memberName(member: Pick<BusinessMember, "firstName" | "lastName" | "email">): string {
  return [member.firstName, member.lastName].filter(Boolean).join(" ") || member.email;
}
