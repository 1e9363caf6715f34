import type { useDialogs } from "../../shared/dialogs/dialog-manager.tsx";

/**
 * Signing a request with the sender's own terms of use starts only once the signer accepted
 * them in the document/terms-of-use dialog (Cancel signs nothing); the server refuses the
 * signature otherwise (terms_of_use_not_accepted). Without terms, signing starts at once.
 */
export function signAfterTermsOfUse(openDialog: ReturnType<typeof useDialogs>["open"], termsOfUse: string | null, sign: (acceptedTermsOfUse: boolean) => void): void {
  if (termsOfUse === null) {
    sign(false);
    return;
  }
  openDialog("document/terms-of-use", { text: termsOfUse }, (action) => {
    // Not awaited: the dialog closes while signing goes on (it may open the TAN dialog next).
    if (action === "accept") sign(true);
  });
}
