import type { z } from "zod";
import type { signatureRequestListItemSchema } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { findUserById } from "../users/index.ts";
import { findMySigner } from "./access.ts";
import { findListPage, type ListQuery } from "./list-repository.ts";

type ListItem = z.infer<typeof signatureRequestListItemSchema>;

/**
 * The dashboard's list: requests the user sent, must sign or observes (others' drafts never),
 * filtered, sorted and paged in one SQL query over the participant rows kept by migration 0007.
 */
export async function listRequests(context: PlatformContext, userId: string, query: ListQuery) {
  const user = await findUserById(context.db, userId);
  if (!user) throw new AppError("unauthenticated");
  const { rows, total } = await findListPage(context.db, { userId, verifiedEmail: user.email_verified ? user.email : null }, query);
  const items: ListItem[] = rows.map((row) => {
    const mySigner = findMySigner(row.signers, user);
    return {
      id: row.id,
      title: row.title,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      expiresAt: row.expires_at?.toISOString() ?? null,
      owner: { id: row.owner_id, email: row.owner_email, firstName: row.owner_first_name, lastName: row.owner_last_name },
      // A listed request the user neither owns nor signs is one they observe: rows exist for nothing else.
      myRole: row.owner_id === userId ? "owner" : mySigner ? "signer" : "observer",
      mySignerStatus: mySigner?.status ?? null,
      signers: row.signers.filter((signer) => signer.status !== "removed").map((signer) => ({ email: signer.email, status: signer.status })),
      documentCount: row.document_count,
    };
  });
  return { items, page: query.page, size: query.size, total };
}
