import { useTranslation } from "react-i18next";
import { Pagination } from "../../../shared/ui/pagination/pagination.tsx";

interface ActivityPaginationProps {
  page: number;
  size: number;
  total: number;
  /** More rows exist than the server counts (it stops at the deepest row a page may reach). */
  totalIsCapped: boolean;
  onPage: (page: number) => void;
}

export function ActivityPagination({ totalIsCapped, ...props }: ActivityPaginationProps) {
  const { t } = useTranslation();
  const texts = {
    label: t("business_activity.pagination.label"),
    range: (numbers: { from: string; to: string; total: string }) =>
      t(totalIsCapped ? "business_activity.pagination.range_capped" : "business_activity.pagination.range", numbers),
    page: (numbers: { page: string; pages: string }) => t("business_activity.pagination.page", numbers),
    previous: t("business_activity.pagination.previous"),
    next: t("business_activity.pagination.next"),
  };
  return <Pagination {...props} texts={texts} />;
}
