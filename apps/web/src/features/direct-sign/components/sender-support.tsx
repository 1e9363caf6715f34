import { useTranslation } from "react-i18next";
import type { BusinessPublicInformation } from "@paraph/contracts";
import styles from "./direct-sign.module.css";

/** The sender's business's support contact, as links the guest can follow; nothing when it has none. */
export function SenderSupport({ business }: { business: BusinessPublicInformation }) {
  const { t } = useTranslation();
  const { email, phone } = business.supportContact;
  if (!email && !phone) return null;
  return (
    <section className={styles.panel} aria-labelledby="guest-support-heading">
      <h2 id="guest-support-heading">{t("direct_sign.support.title", { name: business.name })}</h2>
      <ul className={styles.contactList}>
        {email ? (
          <li>
            {t("direct_sign.support.email")} <a href={`mailto:${email}`}>{email}</a>
          </li>
        ) : null}
        {phone ? (
          <li>
            {t("direct_sign.support.phone")} <a href={`tel:${phone.replace(/[^+\d]/g, "")}`}>{phone}</a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
