import type { ApiUser, ApiUserWithKey } from "@paraph/contracts";
import type { ApiUserWithSeal } from "./repository.ts";

export function presentApiUser(row: ApiUserWithSeal): ApiUser {
  return {
    username: row.username,
    description: row.description,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    sealAccountName: row.seal_account_name,
  };
}

/** The one answer that carries the key: right after it was made, never again. */
export function presentApiUserWithKey(row: ApiUserWithSeal, apiKey: string): ApiUserWithKey {
  return { ...presentApiUser(row), apiKey };
}
