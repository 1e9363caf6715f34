import type { Insertable } from "kysely";
import type { UsersTable } from "../platform/db/schema.ts";
import { hashPassword } from "../platform/auth/password-hashing.ts";
import { findUserById, insertUser, newUserRow, type UserRow } from "../modules/users/index.ts";
import type { TestApp } from "./test-app.ts";

export const STRONG_PASSWORD = "Quiet-lantern-47-orbit";
let sequence = 0;

/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = "user"): string {
  sequence += 1;
  return `${prefix}.${sequence}.${crypto.randomUUID().slice(0, 8)}@example.ch`;
}

/** Inserts a verified user directly (the sign-up flow has its own tests). */
export async function createUser(
  testApp: TestApp,
  fields: { email?: string; password?: string; firstName?: string; lastName?: string; lang?: string } = {},
): Promise<UserRow & { password: string }> {
  const now = testApp.clock.now();
  const id = crypto.randomUUID();
  const password = fields.password ?? STRONG_PASSWORD;
  await insertUser(
    testApp.context.db,
    verifiedUserRow({
      id,
      email: fields.email ?? uniqueEmail(),
      firstName: fields.firstName ?? "Ada",
      lastName: fields.lastName ?? "Muster",
      passwordHash: await hashPassword(password),
      lang: fields.lang ?? "en-gb",
      now,
    }),
  );
  const row = await findUserById(testApp.context.db, id);
  if (!row) throw new Error("user was not created");
  return { ...row, password };
}

/** A verified user's row with the general terms accepted and nothing else set. */
export function verifiedUserRow(fields: {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  lang: string;
  now: Date;
}): Insertable<UsersTable> {
  return newUserRow({
    id: fields.id,
    email: fields.email,
    first_name: fields.firstName,
    last_name: fields.lastName,
    password_hash: fields.passwordHash,
    lang: fields.lang,
    now: fields.now,
  });
}

/** Logs in through the API and returns the session token. */
export async function loginAs(testApp: TestApp, user: { email: string; password: string }): Promise<string> {
  const response = await testApp.request({ method: "POST", url: "/api/v1/login", payload: { email: user.email, password: user.password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** A verified user with a session: the usual starting point of an API test. */
export async function createSignedInUser(testApp: TestApp, fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(testApp, fields);
  return { user, token: await loginAs(testApp, user) };
}

/** Counts rows of a table, for asserting that a refused request changed nothing. */
export async function countRows(testApp: TestApp, table: "users" | "sessions" | "email_tokens" | "mails" | "jobs" | "contacts" | "businesses" | "business_members" | "documents" | "signature_requests" | "idempotency_keys"): Promise<number> {
  const row = await testApp.context.db
    .selectFrom(table)
    .select((builder) => builder.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
