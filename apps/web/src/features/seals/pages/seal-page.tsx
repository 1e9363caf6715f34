import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { BUSINESS_IMAGE_UPLOAD, formatFileSize, SEAL_DISPLAY_NAME_MAX, type Seal } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { businessMembersQuery } from "../../../entities/businesses/business-members-query.ts";
import { useCurrentBusiness } from "../../../entities/businesses/current-business.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { SelectField } from "../../../shared/ui/field/select-field.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { FetchedImage } from "../../../shared/ui/image/fetched-image.tsx";
import { ImageFileButton } from "../../../shared/ui/image/image-file-button.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { fetchSealImage, sealQuery, useSealChanges } from "../api/seals-api.ts";
import styles from "../components/seals.module.css";

const personName = (person: { firstName: string; lastName: string; email: string }) => [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email;

/** /business/seals/{accountname}: the seal's name, its image (its visual signature) and who may sign with it. */
export default function SealPage() {
  const { t } = useTranslation();
  const { accountname = "" } = useParams();
  const business = useCurrentBusiness();
  const { api } = useServices();
  const seal = useQuery({ ...sealQuery(api, business?.id ?? "", accountname), enabled: business !== null });

  return (
    <>
      <p>
        <Link to="/business/seals">{t("seals.detail.back")}</Link>
      </p>
      {seal.isPending ? <Spinner /> : null}
      {seal.isError ? (
        <Alert tone="error">{isApiError(seal.error) && seal.error.status === 404 ? t("seals.detail.not_found") : describeError(seal.error, t)}</Alert>
      ) : null}
      {seal.data && business ? <SealDetail businessId={business.id} seal={seal.data} /> : null}
    </>
  );
}

function SealDetail({ businessId, seal }: { businessId: string; seal: Seal }) {
  return (
    <>
      <h1>{seal.displayName}</h1>
      <NameCard key={seal.displayName} businessId={businessId} seal={seal} />
      <ImageCard businessId={businessId} seal={seal} />
      <SealMembersCard businessId={businessId} seal={seal} />
      <SealApiUsersCard seal={seal} />
      <CertificateCard seal={seal} />
    </>
  );
}

function NameCard({ businessId, seal }: { businessId: string; seal: Seal }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const changes = useSealChanges(businessId, seal.accountName);
  const [name, setName] = useState(seal.displayName);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === "") return setError(t("validation.required"));
    setError(null);
    setSaving(true);
    try {
      const saved = await changes.rename(trimmed);
      snackbar.show({ message: t("seals.detail.renamed", { name: saved.displayName }), color: "success" });
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <h2>{t("seals.detail.name_title")}</h2>
      <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
        <TextField
          label={t("seals.detail.display_name")}
          hint={t("seals.detail.display_name_hint")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
          maxLength={SEAL_DISPLAY_NAME_MAX}
          required
        />
        <Button type="submit" className={styles.formButton} loading={isSaving} disabled={name.trim() === seal.displayName}>
          {t("common.save")}
        </Button>
      </form>
    </Card>
  );
}

function ImageCard({ businessId, seal }: { businessId: string; seal: Seal }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { api } = useServices();
  const snackbar = useSnackbar();
  const changes = useSealChanges(businessId, seal.accountName);
  const [busy, setBusy] = useState<"upload" | "delete" | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const work = async (action: "upload" | "delete", change: () => Promise<unknown>, done: string) => {
    setBusy(action);
    setFailure(null);
    try {
      await change();
      snackbar.show({ message: done, color: "success" });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(null);
    }
  };

  const upload = (file: File) => void work("upload", () => changes.uploadImage(file, file.name), t("seals.detail.image_uploaded"));

  return (
    <Card>
      <h2>{t("seals.detail.image_title")}</h2>
      <p>{t("seals.detail.image_intro", { size: formatFileSize(BUSINESS_IMAGE_UPLOAD.maxBytes, language) })}</p>
      {seal.image ? (
        <FetchedImage
          className={styles.image}
          alt={t("seals.detail.image_alt", { name: seal.displayName })}
          sourceKey={seal.image}
          load={({ signal }) => fetchSealImage(api, businessId, seal, signal)}
          width={300}
          height={140}
          lazy={false}
          fallback={t("seals.detail.image_failed")}
        />
      ) : (
        <p className={styles.muted}>{t("seals.detail.no_image")}</p>
      )}
      {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
      <div className={styles.toolbar}>
        <ImageFileButton label={t("seals.detail.choose_image")} loading={busy === "upload"} disabled={busy !== null} onFile={upload} />
        {seal.image ? (
          <Button
            kind="secondary"
            color="error"
            loading={busy === "delete"}
            disabled={busy !== null}
            onClick={() => void work("delete", () => changes.deleteImage(), t("seals.detail.image_deleted"))}
          >
            {t("seals.detail.delete_image")}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function SealMembersCard({ businessId, seal }: { businessId: string; seal: Seal }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const snackbar = useSnackbar();
  const changes = useSealChanges(businessId, seal.accountName);
  const members = useQuery(businessMembersQuery(api, businessId));
  const [chosen, setChosen] = useState("");
  const [busy, setBusy] = useState<string | null>(null);

  const allowed = new Set(seal.members.map((member) => member.id));
  const candidates = (members.data ?? []).filter((member) => !allowed.has(member.id));
  const pick = candidates.some((member) => member.id === chosen) ? chosen : (candidates[0]?.id ?? "");

  const act = async (key: string, change: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await change();
      snackbar.show({ message: done, color: "success" });
    } catch (error) {
      snackbar.show({ message: describeError(error, t), color: "error" });
    } finally {
      setBusy(null);
    }
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const member = candidates.find((candidate) => candidate.id === pick);
    if (member) void act("add", () => changes.addMembers([member.id]), t("seals.detail.added", { name: personName(member) }));
  };

  return (
    <Card>
      <h2>{t("seals.detail.members_title")}</h2>
      <p>{t("seals.detail.members_intro")}</p>
      {seal.members.length === 0 ? (
        <p className={styles.muted}>{t("seals.detail.no_members")}</p>
      ) : (
        <ul className={styles.list} aria-label={t("seals.detail.members_title")}>
          {seal.members.map((member) => (
            <li key={member.id}>
              <span>
                {personName(member)} <span className={styles.muted}>{member.email}</span>
              </span>
              <Button
                size="sm"
                kind="secondary"
                color="error"
                loading={busy === member.id}
                disabled={busy !== null}
                onClick={() => void act(member.id, () => changes.removeMembers([member.id]), t("seals.detail.removed", { name: personName(member) }))}
              >
                {t("seals.detail.remove", { name: personName(member) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {members.isError ? <Alert tone="error">{describeError(members.error, t)}</Alert> : null}
      {members.data && candidates.length === 0 ? <p className={styles.hint}>{t("seals.detail.add_member_none")}</p> : null}
      {candidates.length > 0 ? (
        <form className={styles.form} onSubmit={add}>
          <SelectField
            label={t("seals.detail.add_member")}
            value={pick}
            onChange={(event) => setChosen(event.target.value)}
            options={candidates.map((member) => ({ value: member.id, label: `${personName(member)} (${member.email})` }))}
          />
          <Button type="submit" className={styles.formButton} loading={busy === "add"} disabled={busy !== null}>
            {t("seals.detail.add")}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}

/** The API users given the seal; they are chosen on the API users page (/business/developers/api). */
function SealApiUsersCard({ seal }: { seal: Seal }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2>{t("seals.detail.api_users_title")}</h2>
      <p>{t("seals.detail.api_users_intro")}</p>
      {seal.apiUsers.length === 0 ? (
        <p className={styles.muted}>{t("seals.detail.no_api_users")}</p>
      ) : (
        <ul className={styles.list} aria-label={t("seals.detail.api_users_title")}>
          {seal.apiUsers.map((apiUser) => (
            <li key={apiUser.username}>
              <span>
                {apiUser.description} <span className={styles.muted}>{apiUser.username}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/business/developers/api">{t("seals.detail.api_users_link")}</Link>
      </p>
    </Card>
  );
}

function CertificateCard({ seal }: { seal: Seal }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { certificate } = seal;
  return (
    <Card>
      <h2>{t("seals.detail.certificate_title")}</h2>
      {certificate.isDemo ? <Alert tone="warning">{t("seals.detail.demo")}</Alert> : null}
      <dl className={styles.facts}>
        <dt>{t("seals.list.account_name")}</dt>
        <dd>{seal.accountName}</dd>
        <dt>{t("seals.detail.subject")}</dt>
        <dd>{certificate.subject}</dd>
        <dt>{t("seals.detail.issuer")}</dt>
        <dd>{certificate.issuer}</dd>
        <dt>{t("seals.detail.serial")}</dt>
        <dd>{certificate.serialNumber}</dd>
        <dt>{t("seals.detail.valid_from")}</dt>
        <dd>{formatDateTime(certificate.notBefore, language)}</dd>
        <dt>{t("seals.detail.valid_until")}</dt>
        <dd>{formatDateTime(certificate.notAfter, language)}</dd>
      </dl>
    </Card>
  );
}
