import { useMemo } from "react";
import { useLocation, useParams } from "react-router";
import { readRedirectSettings } from "../../../entities/signature-requests/redirect-rules.ts";
import { GuestSignView } from "../components/guest-sign-view.tsx";

/**
 * Spec §2 /view/{id}/{userid} (nas): the page a guest's invitation link opens. The route guard
 * has started the direct-sign session from the link; the view's redirects come from the link's query.
 */
export default function DirectSignPage() {
  const { id = "", userid = "" } = useParams();
  const { search } = useLocation();
  const settings = useMemo(() => readRedirectSettings(search), [search]);
  return <GuestSignView requestId={id} guestId={userid} redirectSettings={settings} />;
}
