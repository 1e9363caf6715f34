import { SignupMailSentCard } from "../../../entities/accounts/signup/signup-mail-sent-card.tsx";

/** /business/signup/mail-sent: the confirmation link leads to /business/signup/steps. */
export default function BusinessSignupMailSentPage() {
  return <SignupMailSentCard retryPath="/business/signup" />;
}
