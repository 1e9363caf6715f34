import { useTranslation } from "react-i18next";
import { addSigner, removeSigner, type SignatureRequestView } from "@paraph/contracts";
import { describeError } from "../../../../shared/api/describe-error.ts";
import { useDialogs } from "../../../../shared/dialogs/dialog-manager.tsx";
import { useSession } from "../../../../shared/session/use-session.ts";
import { Button } from "../../../../shared/ui/button/button.tsx";
import { useSnackbar } from "../../../../shared/ui/snackbar/snackbar-context.tsx";
import { useRequestMutation } from "../../api/request-mutations.ts";
import fieldStyles from "../../../../entities/signature-requests/fields.module.css";
import { RecipientEmailField, useRecipientEmail } from "../form/email-field.tsx";
import { PersonNameFields, usePersonName } from "../form/person-name-fields.tsx";
import { signerName } from "../../../../entities/signature-requests/signer-name.ts";
import { activeSigners } from "../../../../entities/signature-requests/active-signers.ts";
import styles from "./composer.module.css";

/** The draft's signers, in signing order, each with the colour of their fields. */
export function SignersSection({ request }: { request: SignatureRequestView }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const add = useRequestMutation(addSigner);
  const remove = useRequestMutation(removeSigner);
  const recipient = useRecipientEmail();
  const name = usePersonName();
  const signers = activeSigners(request);
  const dialogs = useDialogs();
  // Signer groups are a business's: only its members have any to add.
  const inBusiness = useSession().user?.business?.isMember === true;

  const submit = () => {
    const address = recipient.validate();
    if (address === null) return;
    // The form may be filled with the next signer before this one's answer arrives: only what
    // was sent is cleared.
    const sent = { email: recipient.email, firstName: name.firstName, lastName: name.lastName };
    add.mutate(
      {
        params: { id: request.id },
        body: { account_email: address, ...name.toBody(), document_signatures: [] },
      },
      {
        onSuccess: () => {
          recipient.setEmail((current) => (current === sent.email ? "" : current));
          name.clearIfUnchanged(sent);
        },
        // Spec §8: a signer who cannot be added is 'Failed to invite signer', with the reason.
        onError: (error) => snackbar.show({ message: `${t("signature_requests.snackbars.invite_failed")}: ${describeError(error, t)}`, color: "error" }),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="composer-signers">
      <h2 id="composer-signers">{t("signature_requests.composer.signers.title")}</h2>
      {signers.length === 0 ? <p className={styles.muted}>{t("signature_requests.composer.signers.none")}</p> : null}
      <ol className={styles.list}>
        {signers.map((signer, index) => (
          <li key={signer.id} className={`${styles.listRow} ${fieldStyles[`color${index % 6}`] ?? ""}`}>
            <span className={styles.person}>
              <span className={fieldStyles.swatch} aria-hidden="true" />
              <span className={styles.personText}>
                {signerName(signer)}
                {signerName(signer) !== signer.email ? <span className={styles.muted}> · {signer.email}</span> : null}
              </span>
            </span>
            <Button
              kind="text"
              size="sm"
              color="error"
              aria-label={t("signature_requests.composer.signers.remove", { email: signer.email })}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { params: { id: request.id, sigId: signer.id } },
                  { onError: (error) => snackbar.show({ message: describeError(error, t), color: "error" }) },
                )
              }
            >
              {t("signature_requests.view.signers.remove")}
            </Button>
          </li>
        ))}
      </ol>
      <form
        className={styles.addForm}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <RecipientEmailField recipient={recipient} />
        <div className={styles.twoColumns}>
          <PersonNameFields name={name} />
        </div>
        <Button type="submit" kind="secondary" fullWidth loading={add.isPending}>
          {t("signature_requests.composer.signers.add")}
        </Button>
      </form>
      {inBusiness ? (
        <Button kind="text" fullWidth onClick={() => dialogs.open("document/add-signer-group", { requestId: request.id })}>
          {t("signature_requests.composer.signers.add_group")}
        </Button>
      ) : null}
    </section>
  );
}
