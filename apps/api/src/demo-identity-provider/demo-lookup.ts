import type { LookupAnswer, LookupRequest, ReportedIdentity } from "../modules/identification/index.ts";
import type { DemoSession } from "./demo-session-store.ts";
import { DEMO_TEST_IDENTITIES } from "./test-identities.ts";

/** When the demo says its test identities were identified (by video, for both legislations). */
export const DEMO_TEST_IDENTITIES_IDENTIFIED_AT = "2026-01-05T10:00:00.000Z";

function matches(identity: ReportedIdentity, request: LookupRequest): boolean {
  return identity.documentNumber.toUpperCase() === request.documentNumber && identity.dateOfBirth === request.dateOfBirth;
}

/**
 * The demo's answer to a lookup of supplied eID data (docs/identification.md): a session under the
 * legislation asked, completed here within the hour it keeps sessions (with its method), else one
 * of the test identities (identified by video, counting for eIDAS and ZertES at level high), else
 * not found.
 */
export function answerDemoLookup(request: LookupRequest, completed: readonly DemoSession[]): LookupAnswer {
  const session = completed.find((candidate) => candidate.identity !== undefined && candidate.request.legislation === request.legislation && matches(candidate.identity, request));
  if (session?.identity) {
    return {
      lookupId: request.lookupId,
      result: "found",
      identity: session.identity,
      method: session.request.method,
      legislations: [session.request.legislation],
      level: "high",
      identifiedAt: new Date(session.completedAt ?? session.createdAt).toISOString(),
    };
  }
  const testIdentity = DEMO_TEST_IDENTITIES.find((identity) => matches(identity, request));
  if (testIdentity) {
    return { lookupId: request.lookupId, result: "found", identity: testIdentity, method: "video", legislations: ["eidas", "zertes"], level: "high", identifiedAt: DEMO_TEST_IDENTITIES_IDENTIFIED_AT };
  }
  return { lookupId: request.lookupId, result: "not_found" };
}
