import ViewRequestPage from "../../features/signature-requests/pages/view-request-page.tsx";
import { SigningPanel } from "../../features/signing/components/signing-panel.tsx";
import { SignFromFieldProvider } from "../../entities/signing/sign-from-field.tsx";
import { FormFillProvider } from "../../entities/form-fields/form-fill-context.tsx";

/** An account's request page: the request feature's page, with the signing feature's panel in its slot and its fields that sign and the form fields the signer fills. */
export default function ViewRequestRoute() {
  return (
    <SignFromFieldProvider>
      <FormFillProvider>
        <ViewRequestPage signing={(request) => <SigningPanel request={request} />} />
      </FormFillProvider>
    </SignFromFieldProvider>
  );
}
