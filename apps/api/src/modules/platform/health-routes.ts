import { getHealth, getReady } from "@paraph/contracts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import type { ReadinessProbe } from "../../platform/lifecycle/readiness-probe.ts";

/**
 * Liveness and readiness for container health checks and load balancers: public, never
 * rate-limited, and logged only at warn (a balancer polls them every few seconds).
 */
export function registerHealthRoutes(routes: RouteRegistrar, readiness: ReadinessProbe): void {
  routes.add(getHealth, async () => ({ status: "ok" as const }), { logLevel: "warn" });
  routes.add(
    getReady,
    async ({ reply }) => {
      const result = await readiness.check();
      if (result.status === "ready") return result;
      return reply.status(503).send(result);
    },
    { logLevel: "warn" },
  );
}
