import type { ApiUser } from "@paraph/contracts";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";

/** The props the page opens the API-user dialogs with: the business, the API user, the seals to choose from. */
export function apiUserDialogProps(dialog: DialogComponentProps): { businessId: string; apiUser: ApiUser | null; sealNames: string[] } {
  const props = dialog.request.props;
  const apiUser = typeof props.apiUser === "object" && props.apiUser !== null ? (props.apiUser as ApiUser) : null;
  const sealNames = Array.isArray(props.sealNames) ? props.sealNames.filter((name): name is string => typeof name === "string") : [];
  return { businessId: String(props.businessId ?? ""), apiUser, sealNames };
}
