import { hashPassword } from "../apps/api/src/platform/auth/password-hashing.ts";
import { BENCH_PASSWORD } from "./support.ts";

export const ACTIVITY_MEMBERS = 50;
/** Identifications per member: a business's identifications are few beside its signatures. */
const IDENTIFICATIONS_PER_MEMBER = 20;

export interface SeededActivity {
  businessId: string;
  /** The admin's e-mail; the password is BENCH_PASSWORD. */
  adminEmail: string;
}

/**
 * One business with 50 members (an admin among them), `signatures` signature rows spread over
 * the last year (one every 30 s, so a year's range takes them all) and 20 identifications per
 * member, each table filled by one set-based statement, on either database.
 */
export async function seedBusinessActivity(runScript: (sql: string) => Promise<void>, signatures: number): Promise<SeededActivity> {
  const adminEmail = `activity.${Date.now()}@example.ch`;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const businessId = crypto.randomUUID();
  const adminId = crypto.randomUUID();
  await runScript(`
    INSERT INTO users (id, email, email_verified, first_name, last_name, password_hash, lang, accepted_gtc_at, created_at, updated_at)
    VALUES ('${adminId}', '${adminEmail}', true, 'Ada', 'Admin', '${passwordHash}', 'en-gb', now(), now(), now());
    INSERT INTO users (id, email, email_verified, first_name, last_name, lang, created_at, updated_at)
    SELECT gen_random_uuid(), 'member' || n || '@example.ch', true, 'Member', 'No ' || n, 'en-gb', now(), now() FROM generate_series(1, ${ACTIVITY_MEMBERS - 1}) AS n;
    INSERT INTO businesses (id, name, email, gtc_accepted_at, dpa_accepted_at, created_at, updated_at)
    VALUES ('${businessId}', 'Bench AG', 'office@bench.ch', now(), now(), now(), now());
    INSERT INTO business_members (business_id, user_id, role, joined_at) VALUES ('${businessId}', '${adminId}', 'admin', now());
    INSERT INTO business_members (business_id, user_id, role, joined_at) SELECT '${businessId}', id, 'member', now() FROM users WHERE email LIKE 'member%';
    WITH people AS (SELECT array_agg(user_id) AS ids FROM business_members WHERE business_id = '${businessId}')
    INSERT INTO business_signature_activities (id, business_id, user_id, signature_request_id, title, quality, legislation, seal_account_name, signed_at)
    SELECT gen_random_uuid(), '${businessId}', people.ids[1 + g % ${ACTIVITY_MEMBERS}], gen_random_uuid(), 'Contract ' || g,
      (ARRAY['ses','aes','qes','aesMinimal'])[1 + g % 4], CASE WHEN g % 3 = 0 THEN 'zertes' ELSE 'eidas' END,
      CASE WHEN g % 10 = 0 THEN 'bench-seal' END, now() - (g * 30 || ' seconds')::interval
    FROM generate_series(1, ${signatures}) AS g, people;
    -- What the trigger keeps beside each row, written at once here as the rows are.
    INSERT INTO business_signature_daily_counts (business_id, user_id, day, signatures)
    SELECT business_id, user_id, (signed_at AT TIME ZONE 'UTC')::date, count(*) FROM business_signature_activities GROUP BY 1, 2, 3;
    INSERT INTO identifications (id, user_id, provider, method, legislation, status, is_demo, created_at, updated_at, completed_at)
    SELECT gen_random_uuid(), m.user_id, (ARRAY['srs','intrum'])[1 + g % 2], (ARRAY['video','robo','autoident'])[1 + g % 3],
      CASE WHEN g % 2 = 0 THEN 'zertes' ELSE 'eidas' END, (ARRAY['success','failure','cancelled','inprogress'])[1 + g % 4], false,
      now() - (g * 17 || ' days')::interval, now(), CASE WHEN g % 4 < 3 THEN now() - (g * 17 || ' days')::interval + interval '20 minutes' END
    FROM business_members m, generate_series(1, ${IDENTIFICATIONS_PER_MEMBER}) AS g WHERE m.business_id = '${businessId}';
  `);
  return { businessId, adminEmail };
}
