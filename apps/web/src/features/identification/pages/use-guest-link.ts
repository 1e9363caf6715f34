import { useServices } from "../../../shared/services/services-context.tsx";
import { readDirectSignSession } from "../../../entities/direct-sign/direct-sign-session.ts";

export interface GuestLink {
  requestId: string;
  guestId: string;
  /** The guest's page of the request, where they sign. */
  viewPath: string;
  /** Query-key scope: the guest's identifications are their signer entry's. */
  scope: string;
}

/** The direct-sign session of the tab (spec §3): which link the guest came with; null when none. */
export function useGuestLink(): GuestLink | null {
  const { sessionStorage } = useServices();
  const session = readDirectSignSession(sessionStorage);
  if (!session) return null;
  const requestId = session.password;
  const guestId = session.username;
  return { requestId, guestId, viewPath: `/view/${encodeURIComponent(requestId)}/${encodeURIComponent(guestId)}`, scope: `guest:${requestId}` };
}
