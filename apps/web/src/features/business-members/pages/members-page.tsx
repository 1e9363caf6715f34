import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BusinessInvitation, BusinessMember, UserBusiness } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { businessMembersQuery } from "../../../entities/businesses/business-members-query.ts";
import { useCurrentBusiness } from "../../../entities/businesses/current-business.ts";
import { useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { invitationsQuery, useMemberChanges } from "../api/members-api.ts";
import { memberName } from "../components/member-name.ts";
import { MembersNav } from "../components/members-nav.tsx";
import styles from "../components/business-members.module.css";

/** /business/members: the business's people, its pending invitations and the admin's changes to both. */
export default function MembersPage() {
  const business = useCurrentBusiness();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("titles.business_members")}</h1>
      <MembersNav />
      {business ? <MembersOfBusiness key={business.id} business={business} /> : null}
    </>
  );
}

function MembersOfBusiness({ business }: { business: UserBusiness }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  return (
    <>
      <p>{t("business_members.members.intro", { business: business.name })}</p>
      <div className={styles.toolbar}>
        <Button onClick={() => dialogs.open("business/add-member", { businessId: business.id })}>{t("business_members.members.invite")}</Button>
      </div>
      <MembersCard businessId={business.id} />
      <InvitationsCard businessId={business.id} />
    </>
  );
}

function MembersCard({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { user } = useSession();
  const language = useLanguage();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const changes = useMemberChanges(businessId);
  const members = useQuery(businessMembersQuery(api, businessId));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busyId, setBusyId] = useState<string | null>(null);

  if (members.isPending) return <Spinner />;
  if (members.isError) return <Alert tone="error">{describeError(members.error, t)}</Alert>;

  const list = members.data;
  const adminCount = list.filter((member) => member.isAdmin).length;
  // Spec §6: a business keeps an admin. The server refuses it too; the page does not offer it.
  const isLastAdmin = (member: BusinessMember) => member.isAdmin && adminCount === 1;
  const chosen = list.filter((member) => selected.has(member.id));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const changeRole = async (member: BusinessMember) => {
    setBusyId(member.id);
    try {
      if (member.isAdmin) await changes.demote([member.id]);
      else await changes.promote([member.id]);
      const key = member.isAdmin ? "business_members.members.demoted" : "business_members.members.promoted";
      snackbar.show({ message: t(key, { name: memberName(member) }), color: "success" });
    } catch (error) {
      snackbar.show({ message: describeError(error, t), color: "error" });
    } finally {
      setBusyId(null);
    }
  };

  const removeChosen = () =>
    dialogs.open(
      "business/remove-members",
      { businessId, members: chosen.map((member) => ({ id: member.id, name: memberName(member), email: member.email })) },
      () => setSelected(new Set()),
    );

  return (
    <Card>
      <h2>{t("business_members.nav.members")}</h2>
      {list.length === 0 ? (
        <p className={styles.muted}>{t("business_members.members.empty")}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>
                  <span className="visually-hidden">{t("business_members.members.actions")}</span>
                </th>
                <th>{t("business_members.members.name")}</th>
                <th>{t("business_members.members.email")}</th>
                <th>{t("business_members.members.role")}</th>
                <th>{t("business_members.members.joined")}</th>
                <th>{t("business_members.members.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((member) => (
                <tr key={member.id}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t("business_members.members.select", { name: memberName(member) })}
                      checked={selected.has(member.id)}
                      onChange={() => toggle(member.id)}
                    />
                  </td>
                  <td>
                    {memberName(member)}
                    {member.id === user?.id ? <span className={styles.muted}> ({t("business_members.members.you")})</span> : null}
                  </td>
                  <td>{member.email}</td>
                  <td>{t(member.isAdmin ? "business_members.members.admin" : "business_members.members.member")}</td>
                  <td>{formatDateTime(member.joinedAt, language)}</td>
                  <td>
                    <Button
                      size="sm"
                      kind="secondary"
                      loading={busyId === member.id}
                      disabled={busyId !== null || isLastAdmin(member)}
                      title={isLastAdmin(member) ? t("business_members.members.last_admin_hint") : undefined}
                      onClick={() => void changeRole(member)}
                    >
                      {t(member.isAdmin ? "business_members.members.demote" : "business_members.members.promote")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {adminCount === 1 ? <p className={styles.hint}>{t("business_members.members.last_admin_hint")}</p> : null}
      <div className={styles.toolbar}>
        <Button kind="secondary" color="error" disabled={chosen.length === 0} onClick={removeChosen}>
          {t("business_members.members.remove_selected", { count: chosen.length })}
        </Button>
      </div>
    </Card>
  );
}

function InvitationsCard({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const language = useLanguage();
  const snackbar = useSnackbar();
  const changes = useMemberChanges(businessId);
  const invitations = useQuery(invitationsQuery(api, businessId));
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (invitation: BusinessInvitation, action: "resend" | "revoke") => {
    setBusy(`${action}:${invitation.id}`);
    try {
      if (action === "resend") await changes.invite([invitation.email]);
      else await changes.revoke(invitation.id);
      const key = action === "resend" ? "business_members.invitations.resent" : "business_members.invitations.revoked";
      snackbar.show({ message: t(key, { email: invitation.email }), color: "success" });
    } catch (error) {
      snackbar.show({ message: describeError(error, t), color: "error" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <h2>{t("business_members.invitations.title")}</h2>
      {invitations.isPending ? <Spinner /> : null}
      {invitations.isError ? <Alert tone="error">{describeError(invitations.error, t)}</Alert> : null}
      {invitations.data?.length === 0 ? <p className={styles.muted}>{t("business_members.invitations.empty")}</p> : null}
      {invitations.data && invitations.data.length > 0 ? (
        <ul className={styles.list} aria-label={t("business_members.invitations.title")}>
          {invitations.data.map((invitation) => (
            <li key={invitation.id}>
              <span>
                {invitation.email}
                <br />
                <span className={styles.hint}>
                  {t("business_members.invitations.invited_at")} {formatDateTime(invitation.createdAt, language)}
                </span>
              </span>
              <span className={styles.rowActions}>
                <Button size="sm" kind="secondary" loading={busy === `resend:${invitation.id}`} disabled={busy !== null} onClick={() => void act(invitation, "resend")}>
                  {t("business_members.invitations.resend")}
                </Button>
                <Button size="sm" kind="secondary" color="error" loading={busy === `revoke:${invitation.id}`} disabled={busy !== null} onClick={() => void act(invitation, "revoke")}>
                  {t("business_members.invitations.revoke")}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
