import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { createBusiness, getUser, type CreateBusinessBody } from "@paraph/contracts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSetUser } from "../../../shared/session/use-session.ts";

/**
 * Creates the caller's business (POST /v2/businesses) and moves the new admin to /business/welcome.
 * The cached user takes the business and the navigation starts in the same moment: the guard derives
 * the role from that user, and would send an admin left on /business/register to the profile.
 */
export function useCreateBusiness() {
  const { api } = useServices();
  const setUser = useSetUser();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (body: CreateBusinessBody) => {
      await api.request(createBusiness, { body });
      const user = await api.request(getUser, { query: { v2: "true" } });
      setUser(user);
      void navigate("/business/welcome", { replace: true });
    },
  });
}
