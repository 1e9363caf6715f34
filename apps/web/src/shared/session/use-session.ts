import { useQuery } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import type { User } from "@paraph/contracts";
import { shellEndpoints } from "../api/shell-calls.ts";
import { useServices } from "../services/services-context.tsx";
import { USER_QUERY_KEY } from "../services/services.ts";

export interface Session {
  token: string | null;
  user: User | null;
  /** A token is stored but its user is not loaded yet. */
  isLoadingUser: boolean;
  logIn(token: string): void;
  /** Forgets the session in this browser (the server call is the logout page's business). */
  forget(): void;
}

export function useSession(): Session {
  const { tokenStore, api, queryClient } = useServices();
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, tokenStore.get);

  const userQuery = useQuery({
    queryKey: [...USER_QUERY_KEY, token],
    enabled: token !== null,
    staleTime: 60_000,
    queryFn: async () => {
      try {
        return await api.request(shellEndpoints.getUser, { query: { v2: "true" } });
      } catch (error) {
        // Spec §8: a stored token whose user cannot be loaded is removed.
        tokenStore.clear();
        throw error;
      }
    },
  });

  const logIn = useCallback((newToken: string) => tokenStore.set(newToken), [tokenStore]);
  const forget = useCallback(() => {
    tokenStore.clear();
    queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
  }, [tokenStore, queryClient]);

  return {
    token,
    user: token ? (userQuery.data ?? null) : null,
    isLoadingUser: token !== null && userQuery.isPending,
    logIn,
    forget,
  };
}

/** Replaces the cached user after a call that returned the updated user. */
export function useSetUser(): (user: User) => void {
  const { queryClient, tokenStore } = useServices();
  return useCallback((user: User) => queryClient.setQueryData([...USER_QUERY_KEY, tokenStore.get()], user), [queryClient, tokenStore]);
}
