import { useTranslation } from "react-i18next";
import { useDialogs } from "../../shared/dialogs/dialog-manager.tsx";
import { Button, type ButtonKind } from "../../shared/ui/button/button.tsx";

/** What the connect-an-Austrian-eID dialog (general/connect-austrian-eid) is opened with. */
export interface ConnectAustrianEidProps {
  /** Whose identification: the logged-in account's, or the direct-sign guest's. */
  audience: "account" | "guest";
  /** The page of ours the provider sends the person back to (the id-austria-success page, with its `returnTo`). */
  returnPath: string;
  /** The request the identification is for (a guest's link, or a request the account signs). */
  requestId?: string;
}

/** The dialog's props as the dialog manager hands them over (`Record<string, unknown>`). */
export function readConnectAustrianEidProps(props: Record<string, unknown>): ConnectAustrianEidProps {
  return {
    audience: props.audience === "guest" ? "guest" : "account",
    returnPath: typeof props.returnPath === "string" ? props.returnPath : "/profile/signature-standards/id-austria-success",
    ...(typeof props.requestId === "string" ? { requestId: props.requestId } : {}),
  };
}

/** "Connect ID Austria": opens the dialog that says what ID Austria shares with Paraph and starts it. */
export function ConnectAustrianEidButton({ kind = "secondary", ...props }: ConnectAustrianEidProps & { kind?: ButtonKind }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  return (
    <Button kind={kind} color="qes" onClick={() => dialogs.open("general/connect-austrian-eid", { ...props })}>
      {t("identification.id_austria.connect")}
    </Button>
  );
}
