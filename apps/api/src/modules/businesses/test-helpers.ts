import { expect } from "vitest";
import { businessSchema, userSchema, type Business, type User } from "@paraph/contracts";
import { createSignedInUser } from "../../test-support/factories.ts";
import type { TestApp } from "../../test-support/test-app.ts";
import { insertMembership } from "./repository.ts";

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

export const BUSINESS_BODY = { name: "Muster AG", email: "office@muster.ch", phone: "044 123 4567", gtc_accepted: true, dpa_accepted: true };

/** Creates a business through the API; the test fails if the API refuses it. */
export async function createBusinessAs(testApp: TestApp, token: string, body: Record<string, unknown> = {}): Promise<Business> {
  const response = await testApp.request({ method: "POST", url: "/api/v2/businesses", token, payload: { ...BUSINESS_BODY, ...body } });
  expect(response.statusCode, response.body).toBe(201);
  return businessSchema.parse(response.json());
}

/** Puts a user into a business directly (joining through invitations has its own tests). */
export async function addToBusiness(testApp: TestApp, businessId: string, userId: string, role: "admin" | "member" = "member"): Promise<void> {
  await insertMembership(testApp.context.db, { business_id: businessId, user_id: userId, role, joined_at: testApp.clock.now() });
}

/** A business with an admin and a plain member, and someone outside it: the cast of most tests. */
export async function createBusinessCast(testApp: TestApp): Promise<{ business: Business; admin: SignedIn; member: SignedIn; outsider: SignedIn }> {
  const admin = await createSignedInUser(testApp, { firstName: "Ada", lastName: "Admin" });
  const member = await createSignedInUser(testApp, { firstName: "Max", lastName: "Member" });
  const outsider = await createSignedInUser(testApp, { firstName: "Otto", lastName: "Outsider" });
  const business = await createBusinessAs(testApp, admin.token);
  await addToBusiness(testApp, business.id, member.user.id);
  return { business, admin, member, outsider };
}

export async function getUserAs(testApp: TestApp, token: string): Promise<User> {
  const response = await testApp.request({ method: "GET", url: "/api/v1/user?v2=true", token });
  expect(response.statusCode, response.body).toBe(200);
  return userSchema.parse(response.json());
}
