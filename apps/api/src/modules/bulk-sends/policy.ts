import { AppError } from "../../platform/errors/app-error.ts";
import type { TemplateCaller } from "../templates/index.ts";
import type { BulkSendRow } from "./repository.ts";

/** A bulk send is its creator's, and visible to the admins of the business it was sent for; to anyone else it does not exist. */
export function assertBulkSendVisible(bulkSend: BulkSendRow | undefined, caller: TemplateCaller): asserts bulkSend is BulkSendRow {
  if (!bulkSend || !canSeeBulkSend(bulkSend, caller)) throw new AppError("not_found");
}

export function canSeeBulkSend(bulkSend: BulkSendRow, caller: TemplateCaller): boolean {
  return bulkSend.created_by === caller.userId || (bulkSend.business_id !== null && bulkSend.business_id === caller.businessId && caller.isBusinessAdmin);
}
