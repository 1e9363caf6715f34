import type { MaintenanceNotice } from "@paraph/contracts";
import type { Db } from "../../platform/db/database.ts";

const NO_NOTICE: MaintenanceNotice = { status: "inactive", isBlocking: false, url: null, message: null };

export async function getMaintenanceNotice(db: Db): Promise<MaintenanceNotice> {
  const row = await db.selectFrom("maintenance_notice").selectAll().where("id", "=", 1).executeTakeFirst();
  return row ? { status: row.status, isBlocking: row.is_blocking, url: row.url, message: row.message } : NO_NOTICE;
}

/** Operators set the notice from the command line (src/cli/admin.ts). */
export async function setMaintenanceNotice(db: Db, notice: MaintenanceNotice, now: Date): Promise<void> {
  const values = { status: notice.status, is_blocking: notice.isBlocking, url: notice.url, message: notice.message, updated_at: now };
  await db
    .insertInto("maintenance_notice")
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
    .execute();
}
