import { useTranslation } from "react-i18next";
import { Button } from "../../../../shared/ui/button/button.tsx";
import { countPages } from "./list-query.ts";
import styles from "./dashboard.module.css";

interface PaginationProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, size, total, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const pages = countPages(total, size);
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  return (
    <nav className={styles.pagination} aria-label={t("requests.dashboard.pagination.label")}>
      <span>{t("requests.dashboard.pagination.range", { from: String(from), to: String(to), total: String(total) })}</span>
      <div className={styles.pageButtons}>
        <Button kind="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t("requests.dashboard.pagination.previous")}
        </Button>
        <span aria-current="page">{t("requests.dashboard.pagination.page", { page: String(page), pages: String(pages) })}</span>
        <Button kind="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t("requests.dashboard.pagination.next")}
        </Button>
      </div>
    </nav>
  );
}
