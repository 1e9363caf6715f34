import { SignupMailSentCard } from "../../../entities/accounts/signup/signup-mail-sent-card.tsx";

export default function SignupMailSentPage() {
  return <SignupMailSentCard retryPath="/signup" />;
}
