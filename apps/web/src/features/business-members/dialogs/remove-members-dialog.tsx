import { useTranslation } from "react-i18next";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useMemberChanges } from "../api/members-api.ts";

interface MemberToRemove {
  id: string;
  name: string;
  email: string;
}

function membersOf(value: unknown): MemberToRemove[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is MemberToRemove => typeof item === "object" && item !== null && typeof (item as MemberToRemove).id === "string");
}

/**
 * business/remove-members: the admin confirms whom the business loses. The last admin cannot be
 * among them (`last_business_admin`), and the dialog shows the server's reason.
 */
export default function RemoveMembersDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const businessId = String(dialog.request.props.businessId ?? "");
  const members = membersOf(dialog.request.props.members);
  const changes = useMemberChanges(businessId);
  const { failure, run } = useDialogWork(dialog.runAction);

  const confirm = () =>
    void run("remove", async () => {
      await changes.remove(members.map((member) => member.id));
      snackbar.show({ message: t("business_members.remove_members.removed", { count: members.length }), color: "success" });
    });

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("business_members.remove_members.title")}
      body={t("business_members.remove_members.body")}
      action="remove"
      confirmLabel={t("business_members.remove_members.confirm")}
      confirmColor="error"
      confirmDisabled={members.length === 0}
      onConfirm={confirm}
      failure={failure}
    >
      <ul>
        {members.map((member) => (
          <li key={member.id}>
            {member.name === member.email ? member.email : `${member.name} (${member.email})`}
          </li>
        ))}
      </ul>
    </ConfirmDialogFrame>
  );
}
