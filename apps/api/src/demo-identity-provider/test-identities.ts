import type { ReportedIdentity } from "../modules/identification/index.ts";

/** The people a tester can be identified as at the demo identity provider. */
export const DEMO_TEST_IDENTITIES: readonly ReportedIdentity[] = [
  { firstName: "Anna", lastName: "Muster", dateOfBirth: "1988-03-14", documentNumber: "C4X9R2T7K" },
  { firstName: "Marco", lastName: "Bernasconi", dateOfBirth: "1975-11-02", documentNumber: "X8812345" },
  { firstName: "Léa", lastName: "Dubois", dateOfBirth: "1992-07-21", documentNumber: "FR0A12B34" },
];
