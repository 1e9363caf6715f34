import { useMemo } from "react";
import { acceptBusinessInvitation, declineBusinessInvitation, getUser, leaveBusiness, updateUser } from "@paraph/contracts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSetUser } from "../../../shared/session/use-session.ts";

/** The two notices about a business the user no longer belongs to (spec §7 user attributes). */
export type BusinessNotice = "businessDeleted" | "removedFromBusiness";

/**
 * The user's answers about their business. Each call resolves only once the cached user is
 * current: the required dialogs are derived from it, so a stale user would ask the same question
 * again the moment its dialog closes.
 */
export function useBusinessAnswers() {
  const { api } = useServices();
  const setUser = useSetUser();
  return useMemo(
    () => ({
      acceptInvitation: async (invitationId: string) => {
        setUser(await api.request(acceptBusinessInvitation, { params: { id: invitationId } }));
      },
      declineInvitation: async (invitationId: string) => {
        await api.request(declineBusinessInvitation, { params: { id: invitationId } });
        setUser(await api.request(getUser, { query: { v2: "true" } }));
      },
      /** Marks a notice as read: the server clears the attribute and it is not shown again. */
      acknowledgeNotice: async (notice: BusinessNotice) => {
        setUser(await api.request(updateUser, { query: { v2: "true" }, body: { attributes: { [notice]: false } } }));
      },
      leaveBusiness: async () => {
        setUser(await api.request(leaveBusiness));
      },
    }),
    [api, setUser],
  );
}
