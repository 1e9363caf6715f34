/** One check's answer for one file: `pass` or `fail` with the reason, `not-run` where the check does not apply. */
export interface CheckResult {
  status: "pass" | "fail" | "not-run";
  detail: string;
}

export const pass = (detail = ""): CheckResult => ({ status: "pass", detail });
export const fail = (detail: string): CheckResult => ({ status: "fail", detail });
export const notRun = (detail = ""): CheckResult => ({ status: "not-run", detail });

/** A check that threw is a failed check with the error as its reason, never a lost file. */
export async function guarded(check: () => Promise<CheckResult>): Promise<CheckResult> {
  try {
    return await check();
  } catch (error) {
    return fail(`check errored: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500));
  }
}
