import { useEffect } from "react";
import type { DirectUser } from "@paraph/contracts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useUpdateDirectUser } from "../../../entities/direct-sign/direct-sign-api.ts";

/**
 * The language the guest reads the page in is the one of the mails sent for them (the signing
 * code): whenever it differs from what the server has, the server learns it. Italian included.
 */
export function useGuestLanguage(requestId: string, user: DirectUser | undefined): void {
  const language = useLanguage();
  const { mutate } = useUpdateDirectUser(requestId);
  const serverLanguage = user?.lang ?? null;

  useEffect(() => {
    // A failed call changes neither value, so it is not repeated until the guest picks again.
    if (serverLanguage !== null && serverLanguage !== language) mutate({ lang: language });
  }, [serverLanguage, language, mutate]);
}
