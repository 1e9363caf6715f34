import { useTranslation } from "react-i18next";
import { Pagination as ListPagination } from "../../../../shared/ui/pagination/pagination.tsx";
import styles from "./dashboard.module.css";

interface PaginationProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}

/** The dashboard's pager, set apart from the list by a rule. */
export function Pagination(props: PaginationProps) {
  const { t } = useTranslation();
  const texts = {
    label: t("signature_requests.dashboard.pagination.label"),
    range: (numbers: { from: string; to: string; total: string }) => t("signature_requests.dashboard.pagination.range", numbers),
    page: (numbers: { page: string; pages: string }) => t("signature_requests.dashboard.pagination.page", numbers),
    previous: t("signature_requests.dashboard.pagination.previous"),
    next: t("signature_requests.dashboard.pagination.next"),
  };
  return <ListPagination {...props} texts={texts} className={styles.pagination} />;
}
