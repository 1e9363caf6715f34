import { expect } from "vitest";
import { bulkSendSchema, type BulkSendView } from "@paraph/contracts";
import type { TestApp } from "../../test-support/test-app.ts";

/** POST of a CSV's bytes to a template's bulk sends (or its dry run). */
export async function uploadBulkCsv(testApp: TestApp, token: string | undefined, templateId: string, csv: string | Buffer, options: { dryRun?: boolean } = {}) {
  const response = await testApp.request({
    method: "POST",
    url: `/api/v3/templates/${templateId}/bulk-sends${options.dryRun ? "/dry-run" : ""}`,
    ...(token ? { token } : {}),
    headers: { "content-type": "text/csv" },
    payload: Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { code?: string; details?: Record<string, unknown> } };
}

export async function readBulkSend(testApp: TestApp, token: string, id: string): Promise<BulkSendView> {
  const response = await testApp.request({ method: "GET", url: `/api/v3/bulk-sends/${id}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return bulkSendSchema.parse(response.json());
}

/**
 * Runs the queue until the bulk send is done, moving the clock past each batch's pause (the
 * rate limit between batches).
 */
export async function runBulkSendToEnd(testApp: TestApp, token: string, id: string): Promise<BulkSendView> {
  for (let round = 0; round < 500; round += 1) {
    await testApp.context.jobs.runUntilIdle();
    const view = await readBulkSend(testApp, token, id);
    if (view.status === "completed" || view.status === "failed") return view;
    testApp.clock.advance(60_000);
  }
  throw new Error("The bulk send did not finish");
}

/** The rows' CSV lines for the employment template of templates/test-helpers.ts. */
export function employmentCsv(rows: number, options: { separator?: "," | ";"; bad?: Record<number, Partial<Record<"email" | "start" | "salary", string>>>; tag?: string } = {}): string {
  const separator = options.separator ?? ",";
  const tag = options.tag ?? "bulk";
  const lines = [["Employee.email", "Employee.firstName", "Employee.lastName", "HR.email", "City", "Start date", "Accepts terms", "Salary"].join(separator)];
  for (let row = 1; row <= rows; row += 1) {
    const bad = options.bad?.[row] ?? {};
    lines.push(
      [bad.email ?? `employee.${tag}.${row}@example.ch`, `Erika ${row}`, "Muster", `hr.${tag}@example.ch`, "Bern", bad.start ?? "2027-01-01", row % 2 === 0 ? "yes" : "", bad.salary ?? String(5000 + row)].join(separator),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
