import { LegalDocument } from "../components/legal-document.tsx";

/** /legal/terms: the built-in terms of use of this installation. */
export default function LegalTermsPage() {
  return <LegalDocument name="terms" />;
}
