import { Button } from "../button/button.tsx";
import styles from "./pagination.module.css";

/** The words a list's pager shows, in the caller's language and with its own wording. */
export interface PaginationTexts {
  label: string;
  range(numbers: { from: string; to: string; total: string }): string;
  page(numbers: { page: string; pages: string }): string;
  previous: string;
  next: string;
}

interface PaginationProps {
  page: number;
  size: number;
  total: number;
  texts: PaginationTexts;
  onPage: (page: number) => void;
  /** Extra styling of the bar where a page wants it set apart. */
  className?: string;
}

/** How many pages `total` rows fill (at least one, so an empty list still shows "page 1 of 1"). */
export function countPages(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Pages of a list: which rows show, the page among how many, previous and next. */
export function Pagination({ page, size, total, texts, onPage, className }: PaginationProps) {
  const pages = countPages(total, size);
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  return (
    <nav className={className ? `${styles.pagination} ${className}` : styles.pagination} aria-label={texts.label}>
      <span>{texts.range({ from: String(from), to: String(to), total: String(total) })}</span>
      <div className={styles.pageButtons}>
        <Button kind="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {texts.previous}
        </Button>
        <span aria-current="page">{texts.page({ page: String(page), pages: String(pages) })}</span>
        <Button kind="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {texts.next}
        </Button>
      </div>
    </nav>
  );
}
