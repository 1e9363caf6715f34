import { OutcomePage } from "./outcome-page.tsx";

export default function NotAvailablePage() {
  return <OutcomePage kind="not_available" />;
}
