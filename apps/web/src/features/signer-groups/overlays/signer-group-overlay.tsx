import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { createSignerGroup, SIGNER_GROUP_LIMITS, updateSignerGroup, type SignerGroup } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { SIGNER_GROUPS_KEY, signerGroupQueryOptions, signerGroupsQueryOptions } from "../../../entities/signer-groups/signer-groups-api.ts";
import type { OverlayComponentProps } from "../../../shared/overlays/overlay-manager.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { emptyRow, participantsOf, rowProblems, rowsFrom, type ParticipantRow } from "../components/participant-rows.ts";
import styles from "../components/signer-groups.module.css";
import overlayStyles from "../../../shared/overlays/overlay.module.css";

/**
 * create-signer-group: the full-screen form of a signer group, new or (props.groupId) one to
 * change. Saving or cancelling completes the overlay; a refusal keeps it open with the reason.
 */
export default function SignerGroupOverlay({ request, runAction }: OverlayComponentProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const groupId = typeof request.props.groupId === "string" ? request.props.groupId : null;
  const group = useQuery({ ...signerGroupQueryOptions(api, groupId ?? ""), enabled: groupId !== null });
  const title = groupId ? t("signer_groups.overlay.title_edit") : t("signer_groups.overlay.title_new");

  return (
    <div className={overlayStyles.formFrame}>
      <h2 id={`${request.id}-title`}>{title}</h2>
      <p className={styles.muted}>{t("signer_groups.overlay.lead")}</p>
      {groupId && group.isError ? <Alert tone="error">{describeError(group.error, t)}</Alert> : null}
      {groupId && group.isPending ? <Spinner size="lg" label={t("common.loading")} /> : null}
      {groupId === null || group.isSuccess ? (
        <Card>
          <SignerGroupForm group={groupId ? (group.data ?? null) : null} onDone={() => void runAction("complete")} />
        </Card>
      ) : (
        <Button kind="secondary" onClick={() => void runAction("complete")}>
          {t("signer_groups.overlay.cancel")}
        </Button>
      )}
    </div>
  );
}

function SignerGroupForm({ group, onDone }: { group: SignerGroup | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const limits = useQuery(signerGroupsQueryOptions(api)).data?.limits;
  const maxPeople = limits?.maxParticipants ?? SIGNER_GROUP_LIMITS.ceiling.maxParticipants;
  const [name, setName] = useState(group?.name ?? "");
  const [rows, setRows] = useState<ParticipantRow[]>(() => (group?.members?.length ? rowsFrom(group.members) : [emptyRow()]));
  const [checked, setChecked] = useState(false);

  const save = useMutation({
    mutationFn: (body: { name: string; members: ReturnType<typeof participantsOf> }) =>
      group ? api.request(updateSignerGroup, { params: { id: group.id }, body }) : api.request(createSignerGroup, { body }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: SIGNER_GROUPS_KEY });
      snackbar.show({ message: t("signer_groups.saved", { name: saved.name }), color: "success" });
      onDone();
    },
  });

  const problems = rowProblems(rows);
  const people = participantsOf(rows);
  const nameMissing = name.trim() === "";
  const submit = () => {
    setChecked(true);
    if (nameMissing || problems.some((problem) => problem !== null) || people.length === 0) return;
    save.mutate({ name: name.trim(), members: people });
  };
  const change = (key: number, field: "email" | "firstName" | "lastName", value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t("signer_groups.overlay.name")}
        value={name}
        required
        maxLength={SIGNER_GROUP_LIMITS.name}
        error={checked && nameMissing ? t("signer_groups.overlay.name_required") : null}
        onChange={(event) => setName(event.target.value)}
      />
      <h3>{t("signer_groups.overlay.people")}</h3>
      <p className={styles.muted}>{t("signer_groups.overlay.max_people", { max: maxPeople })}</p>
      {rows.map((row, index) => {
        const problem = checked ? problems[index] : null;
        const number = index + 1;
        return (
          <fieldset key={row.key} className={styles.person} aria-label={t("signer_groups.overlay.person", { number })}>
            <TextField
              label={t("signer_groups.overlay.email")}
              type="email"
              value={row.email}
              required
              error={problem ? t(`signer_groups.overlay.${problem}`) : checked && people.length === 0 && index === 0 ? t("signer_groups.overlay.email_invalid") : null}
              onChange={(event) => change(row.key, "email", event.target.value)}
            />
            <TextField
              label={t("signer_groups.overlay.first_name")}
              optionalLabel={t("signer_groups.overlay.optional")}
              value={row.firstName}
              maxLength={SIGNER_GROUP_LIMITS.personName}
              onChange={(event) => change(row.key, "firstName", event.target.value)}
            />
            <TextField
              label={t("signer_groups.overlay.last_name")}
              optionalLabel={t("signer_groups.overlay.optional")}
              value={row.lastName}
              maxLength={SIGNER_GROUP_LIMITS.personName}
              onChange={(event) => change(row.key, "lastName", event.target.value)}
            />
            <Button
              kind="text"
              color="error"
              size="sm"
              disabled={rows.length === 1}
              aria-label={t("signer_groups.overlay.remove_person", { number })}
              onClick={() => setRows((current) => current.filter((candidate) => candidate.key !== row.key))}
            >
              ✕
            </Button>
          </fieldset>
        );
      })}
      <Button kind="secondary" disabled={rows.length >= maxPeople} onClick={() => setRows((current) => [...current, emptyRow()])}>
        {t("signer_groups.overlay.add_person")}
      </Button>
      {save.isError ? <Alert tone="error">{describeError(save.error, t)}</Alert> : null}
      <div className={styles.actions}>
        <Button kind="secondary" onClick={onDone} disabled={save.isPending}>
          {t("signer_groups.overlay.cancel")}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t("signer_groups.overlay.save")}
        </Button>
      </div>
    </form>
  );
}
