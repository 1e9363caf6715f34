import type { ApiUser } from "@paraph/contracts";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";

/** The props the page opens the API-user dialogs with: the business and the API user (none to create one). */
export function apiUserDialogProps(dialog: DialogComponentProps): { businessId: string; apiUser: ApiUser | null } {
  const props = dialog.request.props;
  const apiUser = typeof props.apiUser === "object" && props.apiUser !== null ? (props.apiUser as ApiUser) : null;
  return { businessId: String(props.businessId ?? ""), apiUser };
}
