import ViewRequestPage from "../../features/signature-requests/pages/view-request-page.tsx";
import { SigningPanel } from "../../features/signing/components/signing-panel.tsx";
import { SignFromFieldProvider } from "../../shared/signing/sign-from-field.tsx";

/** An account's request page: the request feature's page, with the signing feature's panel in its slot and its fields that sign. */
export default function ViewRequestRoute() {
  return (
    <SignFromFieldProvider>
      <ViewRequestPage signing={(request) => <SigningPanel request={request} />} />
    </SignFromFieldProvider>
  );
}
