import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";

/** Liveness: the process answers HTTP. */
export const healthSchema = z.object({ status: z.literal("ok") });
export type Health = z.infer<typeof healthSchema>;

export const getHealth = defineEndpoint({
  method: "GET",
  path: "/health",
  summary: "Liveness: 200 `{status: \"ok\"}` whenever the process answers (for a container health check); no authentication, not rate-limited",
  tag: "Platform",
  auth: "none",
  successStatus: 200,
  response: healthSchema,
});

/** The checks GET /api/ready runs, in the order it reports them (docs/OPERATIONS.md, "Health and readiness"). */
export const READINESS_CHECKS = ["shutdown", "database", "migrations", "blobs", "jobs"] as const;
export type ReadinessCheckName = (typeof READINESS_CHECKS)[number];

export const readinessCheckSchema = z.object({
  name: z.enum(READINESS_CHECKS),
  ok: z.boolean(),
  /** What was found (a lag, missing migrations) or why the check failed. */
  detail: z.string().nullable(),
  durationMs: z.number().int().nonnegative(),
});
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

export const readinessSchema = z.object({
  status: z.enum(["ready", "not_ready", "shutting_down"]),
  checks: z.array(readinessCheckSchema),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const getReady = defineEndpoint({
  method: "GET",
  path: "/ready",
  summary:
    "Readiness for a load balancer: 200 `ready` when every check passes (database reachable, migrations current, blob store writable, job-queue lag under READY_MAX_JOB_LAG_MS, not shutting down); otherwise 503 with the same body, `not_ready` or `shutting_down`, naming each check. No authentication, not rate-limited",
  tag: "Platform",
  auth: "none",
  successStatus: 200,
  response: readinessSchema,
});
