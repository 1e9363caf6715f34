import type { SsoConfig } from "@paraph/contracts";
import type { SsoConfigRow } from "./repository.ts";

/** The configuration as admins see it: the client secret never leaves the server, only whether one is stored. */
export function presentSsoConfig(row: SsoConfigRow, domains: string[]): SsoConfig {
  return {
    issuer: row.issuer,
    clientId: row.client_id,
    hasClientSecret: row.client_secret_sealed !== "",
    domains,
    enabled: row.enabled,
    updatedAt: row.updated_at.toISOString(),
  };
}
