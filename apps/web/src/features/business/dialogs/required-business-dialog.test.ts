import { describe, expect, it } from "vitest";
import type { ReceivedBusinessInvitation } from "@paraph/contracts";
import { findRequiredDialog } from "../../../app/shell/required-dialogs.ts";
import { makeUser } from "../../../test/user-factory.ts";
import { findRequiredBusinessDialog } from "./required-business-dialog.ts";

const invitation = (name: string): ReceivedBusinessInvitation => ({
  id: `invitation-of-${name}`,
  business: { id: `business-${name}`, name },
  invitedBy: "Ada Admin",
  createdAt: "2026-01-01T00:00:00.000Z",
});
const MEMBERSHIP = { id: "business-1", name: "Muster AG", isAdmin: false, isMember: true, seals: [] };

describe("dialogs a user must answer about businesses", () => {
  it("asks nothing of a user without invitations or notices", () => {
    expect(findRequiredBusinessDialog(makeUser())).toBeNull();
  });

  it("asks about the oldest pending invitation first", () => {
    const user = makeUser({ pendingBusinessInvitations: [invitation("Muster AG"), invitation("Beispiel GmbH")] });
    expect(findRequiredBusinessDialog(user)).toEqual({ key: "business/business-invitation", props: { invitation: invitation("Muster AG") } });
  });

  it("keeps an invitation waiting while the user belongs to a business", () => {
    expect(findRequiredBusinessDialog(makeUser({ business: MEMBERSHIP, pendingBusinessInvitations: [invitation("Beispiel GmbH")] }))).toBeNull();
  });

  it("tells about a deleted business, then about a removal, before any invitation", () => {
    const both = makeUser({ attributes: { businessDeleted: true, removedFromBusiness: true }, pendingBusinessInvitations: [invitation("Muster AG")] });
    expect(findRequiredBusinessDialog(both)).toEqual({ key: "business/business-downgraded", props: { reason: "business-deleted" } });
    const removed = makeUser({ attributes: { removedFromBusiness: true }, pendingBusinessInvitations: [invitation("Muster AG")] });
    expect(findRequiredBusinessDialog(removed)).toEqual({ key: "business/business-downgraded", props: { reason: "removed-from-business" } });
  });

  it("tells a member of a locked business, or of one whose trial ended, once per tab; never its admins", () => {
    for (const paymentMethod of ["BLOCKED", "NEEDS_PAYMENT_METHOD"] as const) {
      const member = makeUser({ business: { ...MEMBERSHIP, paymentMethod } });
      expect(findRequiredBusinessDialog(member)).toEqual({ key: "business/locked-member", props: { businessId: "business-1", businessName: "Muster AG" } });
      expect(findRequiredBusinessDialog(member, true)).toBeNull();
      expect(findRequiredBusinessDialog(makeUser({ business: { ...MEMBERSHIP, isAdmin: true, paymentMethod } }))).toBeNull();
    }
    expect(findRequiredBusinessDialog(makeUser({ business: { ...MEMBERSHIP, paymentMethod: "TRIALING" } }))).toBeNull();
  });
});

describe("the order of required dialogs", () => {
  const pending = makeUser({ attributes: { acceptedGtc: false, businessDeleted: true }, pendingBusinessInvitations: [invitation("Muster AG")] });

  it("asks for the general terms before anything about businesses", () => {
    expect(findRequiredDialog(pending, "/dashboard", false)).toEqual({ key: "general/accept-terms" });
    const accepted = makeUser({ attributes: { businessDeleted: true } });
    expect(findRequiredDialog(accepted, "/dashboard", false)?.key).toBe("business/business-downgraded");
  });

  it("asks nothing on the quiet pages, in a direct-sign link, or of nobody", () => {
    expect(findRequiredDialog(pending, "/logout", false)).toBeNull();
    expect(findRequiredDialog(pending, "/profile/change-password", false)).toBeNull();
    expect(findRequiredDialog(pending, "/direct-sign/x1/x2", true)).toBeNull();
    expect(findRequiredDialog(null, "/dashboard", false)).toBeNull();
  });

  it("leaves a user with an incomplete SSO set-up to /signup/sso", () => {
    const sso = makeUser({ hasSso: true, firstName: "", pendingBusinessInvitations: [invitation("Muster AG")] });
    expect(findRequiredDialog(sso, "/dashboard", false)).toBeNull();
  });
});
