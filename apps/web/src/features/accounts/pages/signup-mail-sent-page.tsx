import { SignupMailSentCard } from "../../../shared/ui/auth-card/signup-mail-sent-card.tsx";

export default function SignupMailSentPage() {
  return <SignupMailSentCard retryPath="/signup" />;
}
