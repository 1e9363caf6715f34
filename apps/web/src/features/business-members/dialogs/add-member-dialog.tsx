import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BUSINESS_LIMITS } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useMemberChanges } from "../api/members-api.ts";
import { AddressesField } from "../components/addresses-field.tsx";
import { parseAddresses } from "./parse-addresses.ts";

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/**
 * business/add-member: invites several addresses at once. Addresses that are not e-mail
 * addresses are named before anything is sent; the server's allowed-domain rule refuses the whole
 * call and names the addresses outside the domains, so nobody is invited by half.
 */
export default function AddMemberDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const businessId = String(dialog.request.props.businessId ?? "");
  const changes = useMemberChanges(businessId);
  const { failure, run } = useDialogWork(dialog.runAction);
  const [input, setInput] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const max = BUSINESS_LIMITS.invitationsPerRequest;

  const confirm = () => {
    const { emails, invalid } = parseAddresses(input);
    if (invalid.length > 0) return setFieldError(t("business_members.add_member.invalid", { emails: invalid.join(", ") }));
    if (emails.length === 0) return setFieldError(t("validation.required"));
    if (emails.length > max) return setFieldError(t("business_members.add_member.too_many", { max }));
    setFieldError(null);
    void run("invite", async () => {
      const answer = await changes.invite(emails);
      const sent = t("business_members.add_member.invited", { count: answer.invited.length });
      const skipped = answer.alreadyMembers.length > 0 ? ` ${t("business_members.add_member.already_members", { emails: answer.alreadyMembers.join(", ") })}` : "";
      snackbar.show({ message: sent + skipped, color: "success" });
    });
  };

  // The domain rule's answer names the refused addresses and the allowed domains: say which.
  const domainRefusal =
    isApiError(failure) && failure.code === "email_domain_not_allowed"
      ? t("business_members.add_member.domain_refused", { emails: stringList(failure.details.emails).join(", "), domains: stringList(failure.details.domains).join(", ") })
      : null;

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("business_members.add_member.title")}
      body={t("business_members.add_member.body")}
      action="invite"
      confirmLabel={t("business_members.add_member.confirm")}
      onConfirm={confirm}
      isForm
    >
      <AddressesField
        label={t("business_members.add_member.addresses")}
        hint={t("business_members.add_member.addresses_hint", { max })}
        value={input}
        onChange={setInput}
        error={fieldError ?? domainRefusal}
      />
      {failure && !domainRefusal ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
    </ConfirmDialogFrame>
  );
}
