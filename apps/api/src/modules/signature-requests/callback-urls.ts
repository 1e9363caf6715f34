import type { PlatformContext } from "../../platform/context.ts";
import type { CallbackUrls } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { assertSendableUrl, findEventBusinessId } from "../webhooks/index.ts";

/**
 * A request's callback URLs are signed with the sender's business's callback secret, so only a
 * member of a business may name them, and each must be a URL Paraph sends to (webhooks' rules).
 */
export async function assertCallbackUrls(context: PlatformContext, senderUserId: string, urls: CallbackUrls | undefined): Promise<void> {
  const named = Object.values(urls ?? {}).filter((url): url is string => typeof url === "string");
  if (named.length === 0) return;
  if (!(await findEventBusinessId(context.db, senderUserId))) throw new AppError("callback_urls_need_business");
  for (const url of named) await assertSendableUrl(context, url);
}
