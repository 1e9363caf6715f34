import { LegalDocument } from "../components/legal-document.tsx";

/** /legal/privacy: the built-in privacy notice of this installation. */
export default function LegalPrivacyPage() {
  return <LegalDocument name="privacy" />;
}
