import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/button/button.tsx";
import styles from "./business-activity.module.css";

interface ActivityPaginationProps {
  page: number;
  size: number;
  total: number;
  /** More rows exist than the server counts (it stops at the deepest row a page may reach). */
  totalIsCapped: boolean;
  onPage: (page: number) => void;
}

export function ActivityPagination({ page, size, total, totalIsCapped, onPage }: ActivityPaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  const numbers = { from: String(from), to: String(to), total: String(total) };
  return (
    <nav className={styles.pagination} aria-label={t("business_activity.pagination.label")}>
      <span>{t(totalIsCapped ? "business_activity.pagination.range_capped" : "business_activity.pagination.range", numbers)}</span>
      <div className={styles.pageButtons}>
        <Button kind="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t("business_activity.pagination.previous")}
        </Button>
        <span aria-current="page">{t("business_activity.pagination.page", { page: String(page), pages: String(pages) })}</span>
        <Button kind="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t("business_activity.pagination.next")}
        </Button>
      </div>
    </nav>
  );
}
