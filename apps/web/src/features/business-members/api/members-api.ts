import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import {
  addBusinessDomain,
  changeToAdmins,
  changeToMembers,
  inviteBusinessMembers,
  listBusinessInvitations,
  removeBusinessDomain,
  removeBusinessMembers,
  revokeBusinessInvitation,
} from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { businessKeys } from "../../../entities/businesses/current-business.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { USER_QUERY_KEY } from "../../../shared/services/services.ts";
import { useSession } from "../../../shared/session/use-session.ts";

export const invitationsQuery = (api: ApiClient, businessId: string) =>
  queryOptions({
    queryKey: businessKeys.invitations(businessId),
    queryFn: ({ signal }) => api.request(listBusinessInvitations, { params: { id: businessId }, signal }).then((answer) => answer.invitedMembers),
  });

/**
 * The admin's changes to the business's people. Each answer is what the server holds afterwards:
 * it replaces the cached list, so the page never shows a guess.
 */
export function useMemberChanges(businessId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  return useMemo(() => {
    const params = { id: businessId };
    const keepMembers = (answer: { members: unknown }) => queryClient.setQueryData(businessKeys.members(businessId), answer.members);
    // An admin who demotes or removes themself is no longer admin: the user reloads and the guard
    // takes them off the admin pages.
    const reloadUserIfAmong = async (userIds: string[]) => {
      if (userId && userIds.includes(userId)) await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    };
    const refreshInvitations = () => queryClient.invalidateQueries({ queryKey: businessKeys.invitations(businessId) });
    const setDomains = (domains: string[]) => {
      queryClient.setQueryData(businessKeys.detail(businessId), (business: { domains: string[] } | undefined) => (business ? { ...business, domains } : business));
    };
    return {
      promote: async (userIds: string[]) => keepMembers(await api.request(changeToAdmins, { params, body: { user_ids: userIds } })),
      demote: async (userIds: string[]) => {
        keepMembers(await api.request(changeToMembers, { params, body: { user_ids: userIds } }));
        await reloadUserIfAmong(userIds);
      },
      remove: async (userIds: string[]) => {
        keepMembers(await api.request(removeBusinessMembers, { params, body: { user_ids: userIds } }));
        await reloadUserIfAmong(userIds);
        // Removed people also lose the seals; the seal pages read again.
        await queryClient.invalidateQueries({ queryKey: businessKeys.seals(businessId) });
      },
      /** Inviting an address again renews its invitation and mails it again: that is how an invitation is resent. */
      invite: async (emails: string[]) => {
        const answer = await api.request(inviteBusinessMembers, { params, body: { users: emails } });
        await refreshInvitations();
        return answer;
      },
      revoke: async (invitationId: string) => {
        await api.request(revokeBusinessInvitation, { params: { ...params, inviteId: invitationId } });
        await refreshInvitations();
      },
      addDomain: async (domain: string) => setDomains((await api.request(addBusinessDomain, { params, body: { domain } })).domains),
      removeDomain: async (domain: string) => setDomains((await api.request(removeBusinessDomain, { params: { ...params, domain } })).domains),
    };
  }, [api, queryClient, businessId, userId]);
}
