import { OutcomePage } from "./outcome-page.tsx";

export default function DeclinedPage() {
  return <OutcomePage kind="declined" />;
}
