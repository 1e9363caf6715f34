import { OutcomePage } from "./outcome-page.tsx";

export default function SignedPage() {
  return <OutcomePage kind="signed" />;
}
