import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import type { UserBusiness } from "@paraph/contracts";
import styles from "./business-menu.module.css";

/** The business pages in the header, by role (spec §2: the admin's pages; a member has their membership on /profile). */
const ADMIN_ENTRIES = [
  { to: "/business/dashboard", title: "titles.business_dashboard" },
  { to: "/business/activity", title: "titles.business_activity" },
  { to: "/business/members", title: "titles.business_members" },
  { to: "/business/members/signer-groups", title: "titles.business_signer_groups" },
  { to: "/business/seals", title: "titles.business_seals" },
  { to: "/business/developers/api", title: "titles.business_api" },
  { to: "/business/developers/webhooks", title: "titles.business_webhooks" },
  { to: "/business/settings", title: "titles.business_settings" },
  { to: "/business/billing/plan", title: "titles.business_plan" },
  { to: "/business/profile", title: "titles.business_profile" },
] as const;
const MEMBER_ENTRIES = [{ to: "/profile", title: "shell.business_membership" }] as const;

/**
 * The business's name as a disclosure button with its pages below (the disclosure navigation
 * pattern: a button with aria-expanded and a list of links). Escape or a click elsewhere closes
 * it, Escape returns the focus to the button, and it closes when a page is chosen.
 */
export function BusinessMenu({ business }: { business: UserBusiness }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent | FocusEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("mousedown", closeOutside);
    document.addEventListener("focusin", closeOutside);
    return () => {
      document.removeEventListener("mousedown", closeOutside);
      document.removeEventListener("focusin", closeOutside);
    };
  }, [open]);

  const entries = business.isAdmin ? ADMIN_ENTRIES : MEMBER_ENTRIES;
  return (
    <div
      ref={root}
      className={styles.root}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">{t("shell.business")} </span>
        {business.name}
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} end className={({ isActive }) => (isActive ? styles.active : undefined)}>
              {t(entry.title)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
