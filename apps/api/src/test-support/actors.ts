import { hashPassword } from "../platform/auth/password-hashing.ts";
import { insertUser } from "../modules/users/index.ts";
import { STRONG_PASSWORD, uniqueEmail, verifiedUserRow } from "./factories.ts";
import type { TestApp } from "./test-app.ts";

/** A verified user with a session, made without the argon2 work of a login per user. */
export interface Actor {
  userId: string;
  email: string;
  token: string;
}

let sharedHash: Promise<string> | undefined;

/**
 * Suites that need dozens of signed-in users (matrices, fuzzing) create them here: one password
 * hash for all of them and a session issued by the session store, as a login would.
 */
export async function createActor(testApp: TestApp, fields: { firstName?: string; lastName?: string; email?: string } = {}): Promise<Actor> {
  sharedHash ??= hashPassword(STRONG_PASSWORD);
  const id = crypto.randomUUID();
  const email = fields.email ?? uniqueEmail("actor");
  await insertUser(
    testApp.context.db,
    verifiedUserRow({
      id,
      email,
      firstName: fields.firstName ?? "Ada",
      lastName: fields.lastName ?? "Muster",
      passwordHash: await sharedHash,
      lang: "en-gb",
      now: testApp.clock.now(),
    }),
  );
  const session = await testApp.context.sessions.create(testApp.context.db, id, { ip: "10.0.0.1", userAgent: "paraph-test" });
  return { userId: id, email, token: session.token };
}
