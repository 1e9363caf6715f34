import type { TestApp } from "../../test-support/test-app.ts";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { callRequest } from "../signature-requests/test-helpers.ts";

/** The newest TAN texted to `mobile` (the outbox keeps texts as mails to the number). */
export async function lastTan(testApp: TestApp, mobile: string): Promise<{ code: string; text: string }> {
  const [sms] = await testApp.mailsTo(mobile);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? "")?.[1];
  if (!code || !sms) throw new Error(`no TAN sent to ${mobile}`);
  return { code, text: sms.text };
}

/** A signed-in user with a mobile number confirmed by TAN (AES; QES also needs an identification). */
export async function userWithMobile(testApp: TestApp, mobile: string, fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(testApp, fields);
  const token = await loginAs(testApp, user);
  await callRequest(testApp, token, "POST", "/v1/user/mobile/send-tan", { mobile });
  await callRequest(testApp, token, "POST", "/v1/user/mobile/confirm", { tan: (await lastTan(testApp, mobile)).code });
  return { user, token };
}
