import { useMutation } from "@tanstack/react-query";
import { createBusiness, getUser, type CreateBusinessBody } from "@paraph/contracts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSetUser } from "../../../shared/session/use-session.ts";

/**
 * Creates the caller's business (POST /v2/businesses) and resolves once the cached user carries
 * it: the guard derives the admin role from that user, and /business/welcome is for admins.
 */
export function useCreateBusiness() {
  const { api } = useServices();
  const setUser = useSetUser();
  return useMutation({
    mutationFn: async (body: CreateBusinessBody) => {
      const business = await api.request(createBusiness, { body });
      setUser(await api.request(getUser, { query: { v2: "true" } }));
      return business;
    },
  });
}
