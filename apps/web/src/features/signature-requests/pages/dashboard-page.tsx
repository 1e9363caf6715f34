import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { describeError } from "../../../shared/api/describe-error.ts";
import { uploadHandoff, UPLOAD_PATH } from "../../../entities/documents/document-upload/upload-handoff.ts";
import { DropZone } from "../../../shared/ui/drop-zone/drop-zone.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { useIsMobile } from "../../../shared/ui/breakpoints.ts";
import { Card } from "../../../shared/ui/card/card.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useRequestList } from "../api/request-queries.ts";
import { DASHBOARD_TABS, normalizeDashboardQuery, type DashboardTab } from "../components/dashboard/dashboard-query.ts";
import { ListFilters } from "../components/dashboard/list-filters.tsx";
import { buildListQuery } from "../components/dashboard/list-query.ts";
import { Pagination } from "../components/dashboard/pagination.tsx";
import { RequestTable } from "../components/dashboard/request-table.tsx";
import { SearchBox } from "../components/dashboard/search-box.tsx";
import { useDashboardPreferences } from "../components/dashboard/use-dashboard-preferences.ts";
import type { DashboardPreferences } from "../components/dashboard/view-preferences.ts";
import styles from "./dashboard-page.module.css";

const LAST_TAB_KEY = "paraph-dashboard-tab";

/** Spec §2 /dashboard: the inbox, drafts and search lists with the saved view of §3. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <div className={styles.heading}>
        <h1>{t("signature_requests.dashboard.greeting", { name: user.firstName })}</h1>
        <NewRequestButton />
      </div>
      <DashboardLists userId={user.id} />
    </>
  );
}

/**
 * A request starts from its documents (/upload, then 'request signatures' or 'sign myself'), so
 * that no draft exists before it holds something; or from a template (its documents, roles and
 * fields), chosen on /templates.
 */
function NewRequestButton() {
  const { t } = useTranslation();
  return (
    <div className={styles.newActions}>
      <Link to="/templates?use=1" className={styles.fromTemplate}>
        {t("signature_requests.dashboard.from_template")}
      </Link>
      <Link to={UPLOAD_PATH} className={styles.newRequest}>
        {t("signature_requests.dashboard.new_request")}
      </Link>
    </div>
  );
}

/** Nothing here yet: the first step, with a drop zone whose files go on to /upload. */
function FirstStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.firstStep}>
      <h2>{t("signature_requests.dashboard.first_step.title")}</h2>
      <p>{t("signature_requests.dashboard.first_step.lead")}</p>
      <DropZone onFiles={(files) => void navigate(UPLOAD_PATH, { state: uploadHandoff(files) })} />
    </div>
  );
}

function DashboardLists({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { localStorage } = useServices();
  const { tab, q, replaceWith } = normalizeDashboardQuery(search, localStorage.get(LAST_TAB_KEY));
  const [preferences, setPreferences] = useDashboardPreferences(userId);
  const isMobile = useIsMobile();
  // Another tab or search shows another list: it starts again at its first page.
  const listKey = `${tab}|${q}`;
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ listKey, page: next });

  useEffect(() => {
    if (replaceWith) void navigate({ search: replaceWith }, { replace: true });
    else localStorage.set(LAST_TAB_KEY, tab);
  }, [replaceWith, tab, navigate, localStorage]);

  const changePreferences = (next: DashboardPreferences) => {
    setPreferences(next);
    setPage(1);
  };

  const list = useRequestList(buildListQuery(tab, q, preferences, page));
  const tabLink = (name: DashboardTab) => `?${new URLSearchParams({ tab: name, q }).toString()}`;

  return (
    <>
      <nav className={styles.tabs} aria-label={t("signature_requests.dashboard.tabs_label")}>
        {DASHBOARD_TABS.map((name) => (
          <Link key={name} to={tabLink(name)} aria-current={name === tab ? "page" : undefined} className={name === tab ? styles.current : undefined}>
            {t(`signature_requests.dashboard.tabs.${name}`)}
          </Link>
        ))}
      </nav>
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={t("signature_requests.dashboard.filters.title")}>
          <SearchBox
            value={q}
            onSearch={(text) => void navigate({ search: `?${new URLSearchParams({ tab, q: text }).toString()}` }, { replace: true })}
          />
          {/* On a phone the filters fold away so that the list comes first; the key reopens them on a wider screen. */}
          <details key={isMobile ? "mobile" : "wide"} className={styles.filterPanel} open={!isMobile}>
            <summary className={styles.filterSummary}>{t("signature_requests.dashboard.filters.more")}</summary>
            <ListFilters preferences={preferences} onChange={changePreferences} />
          </details>
        </aside>
        <Card>
          {list.isPending ? (
            <Spinner size="lg" label={t("common.loading")} />
          ) : list.isError ? (
            <Alert tone="error">{describeError(list.error, t)}</Alert>
          ) : list.data.items.length === 0 && q === "" && list.data.page === 1 ? (
            <>
              <div className={styles.empty}>
                <h2>{t(`signature_requests.dashboard.empty.${tab}`)}</h2>
              </div>
              <FirstStep />
            </>
          ) : list.data.items.length === 0 ? (
            <div className={styles.empty}>
              <h2>{t(`signature_requests.dashboard.empty.${tab}`)}</h2>
              <p>{t("signature_requests.dashboard.empty.hint")}</p>
            </div>
          ) : (
            <>
              <RequestTable items={list.data.items} preferences={preferences} />
              <Pagination page={list.data.page} size={list.data.size} total={list.data.total} onPage={setPage} />
            </>
          )}
        </Card>
      </div>
    </>
  );
}
