/** The props a request dialog is opened with; the dialog manager passes them untyped. */
export interface RequestDialogProps {
  requestId: string;
  title: string;
  signerId: string;
  name: string;
}

export function readDialogProps(props: Record<string, unknown>): RequestDialogProps {
  const text = (key: string) => (typeof props[key] === "string" ? props[key] : "");
  return { requestId: text("requestId"), title: text("title"), signerId: text("signerId"), name: text("name") };
}
