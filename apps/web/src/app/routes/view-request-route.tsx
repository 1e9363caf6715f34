import ViewRequestPage from "../../features/signature-requests/pages/view-request-page.tsx";
import { SigningPanel } from "../../features/signing/components/signing-panel.tsx";

/** An account's request page: the request feature's page, with the signing feature's panel in its slot. */
export default function ViewRequestRoute() {
  return <ViewRequestPage signing={(request) => <SigningPanel request={request} />} />;
}
