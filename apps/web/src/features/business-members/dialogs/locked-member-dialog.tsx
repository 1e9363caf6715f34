import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { listBusinessAdmins } from "@paraph/contracts";
import { businessKeys } from "../../../entities/businesses/current-business.ts";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { DialogFrame } from "../../../shared/ui/dialog/dialog-frame.tsx";
import { memberName } from "../components/member-name.ts";

/**
 * business/locked-member (spec §4): a member who is not admin of a locked business cannot fix it,
 * so the dialog names the admins who can. Members may read the admin list; the opener passes the
 * business's id and name.
 */
export default function LockedMemberDialog({ request, close }: DialogComponentProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const businessId = String(request.props.businessId ?? "");
  const business = String(request.props.businessName ?? "");
  const admins = useQuery({
    queryKey: [...businessKeys.all(businessId), "admins"],
    enabled: businessId !== "",
    queryFn: ({ signal }) => api.request(listBusinessAdmins, { params: { id: businessId }, signal }).then((answer) => answer.admins),
  });

  return (
    <DialogFrame
      title={t("business_members.locked_member.title")}
      onDismiss={close}
      closeLabel={t("common.close")}
      actions={<Button onClick={close}>{t("business_members.locked_member.confirm")}</Button>}
    >
      <p>{t("business_members.locked_member.body", { business })}</p>
      {admins.data && admins.data.length > 0 ? (
        <>
          <p>{t("business_members.locked_member.admins")}</p>
          <ul>
            {admins.data.map((admin) => (
              <li key={admin.id}>
                {memberName(admin)} — <a href={`mailto:${admin.email}`}>{admin.email}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </DialogFrame>
  );
}
