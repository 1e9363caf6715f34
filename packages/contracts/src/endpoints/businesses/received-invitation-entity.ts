import { z } from "zod";

/** An invitation as the invited person sees it: which business, who invited, when. */
export const receivedBusinessInvitationSchema = z.object({
  id: z.string(),
  business: z.object({ id: z.string(), name: z.string() }),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ReceivedBusinessInvitation = z.infer<typeof receivedBusinessInvitationSchema>;
