import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { LANGUAGES, type User } from "@paraph/contracts";
import { useIsMobile } from "../../shared/ui/breakpoints.ts";
import { BusinessMenu } from "./business-menu.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import styles from "./app-header.module.css";

/**
 * The top bar: navigation for logged-in users, language and sign-in links for everybody else. A
 * direct-sign guest gets the language only, with Italian (spec §1), and nothing that ends their link.
 */
export function AppHeader({ user, isGuestPage = false }: { user: User | null; isGuestPage?: boolean }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  // The menu closes when the visitor goes to another page.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  const checkSignatures = (
    <NavLink to="/validate" className={({ isActive }) => (isActive ? styles.active : undefined)}>
      {t("shell.check_signatures")}
    </NavLink>
  );
  // The first step of every request, always in sight (outside the phone's folded menu).
  const newAction =
    user && !isGuestPage ? (
      <Link to="/upload" className={styles.newAction} title={t("shell.new_action_label")}>
        <span aria-hidden="true">+</span> {t("shell.new_action")}
      </Link>
    ) : null;

  const navigation = isGuestPage ? (
    <nav aria-label={t("shell.navigation")} className={styles.nav}>
      <LanguageSwitcher languages={LANGUAGES} />
    </nav>
  ) : user ? (
    <nav aria-label={t("shell.navigation")} className={styles.nav}>
      <NavLink to="/dashboard" className={({ isActive }) => (isActive ? styles.active : undefined)}>
        {t("titles.dashboard")}
      </NavLink>
      <NavLink to="/templates" className={({ isActive }) => (isActive ? styles.active : undefined)}>
        {t("titles.templates")}
      </NavLink>
      {checkSignatures}
      <NavLink to="/profile" end className={({ isActive }) => (isActive ? styles.active : undefined)}>
        {t("titles.profile")}
      </NavLink>
      <NavLink to="/profile/settings" className={({ isActive }) => (isActive ? styles.active : undefined)}>
        {t("titles.profile_settings")}
      </NavLink>
      {user.business ? (
        <BusinessMenu business={user.business} />
      ) : (
        <NavLink to="/business/register" className={({ isActive }) => (isActive ? styles.active : undefined)}>
          {t("titles.business_register")}
        </NavLink>
      )}
      <span className={styles.user} title={user.email}>
        {`${user.firstName} ${user.lastName}`.trim() || user.email}
      </span>
      <Link to="/logout" className={styles.logout}>
        {t("shell.logout")}
      </Link>
    </nav>
  ) : (
    <nav aria-label={t("shell.navigation")} className={styles.nav}>
      <LanguageSwitcher />
      {checkSignatures}
      <NavLink to="/login" className={({ isActive }) => (isActive ? styles.active : undefined)}>
        {t("titles.login")}
      </NavLink>
      <NavLink to="/signup" className={({ isActive }) => (isActive ? styles.active : undefined)}>
        {t("titles.signup")}
      </NavLink>
    </nav>
  );

  return (
    <header className={styles.header}>
      {isGuestPage ? (
        <span className={styles.home}>
          <Logo />
        </span>
      ) : (
        <Link to="/" className={styles.home} aria-label={t("shell.home")}>
          <Logo />
        </Link>
      )}
      {newAction}
      {isMobile ? (
        <>
          <button type="button" className={styles.menuButton} aria-expanded={menuOpen} aria-controls="main-menu" onClick={() => setMenuOpen((open) => !open)}>
            {t("shell.menu")}
          </button>
          <div id="main-menu" className={styles.mobileMenu} hidden={!menuOpen}>
            {navigation}
          </div>
        </>
      ) : (
        navigation
      )}
    </header>
  );
}
