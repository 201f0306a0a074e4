// spec §9: the numbered pagination shows a window of 5 pages
export const PAGINATION_WINDOW = 5;

/** A page the shopper can go to; `after` is the offset to put in the URL. */
export interface PageLink {
  page: number;
  after: number;
}

export interface WindowPage extends PageLink {
  current: boolean;
}

/** Values of the count label (`search.count`): items from..to of total. */
export interface CountLabel {
  from: number;
  to: number;
  total: number;
}

export interface PageControls {
  /** null when already on the first page (render disabled). */
  first: PageLink | null;
  previous: PageLink | null;
  pages: WindowPage[];
  next: PageLink | null;
  /** null when already on the last page (render disabled). */
  last: PageLink | null;
}

export interface Pagination {
  currentPage: number;
  pageCount: number;
  label: CountLabel;
  /** null when everything fits on one page: only the label shows (spec §2). */
  controls: PageControls | null;
}

function link(page: number, pageSize: number): PageLink {
  return { page, after: (page - 1) * pageSize };
}

/** The window of up to 5 page numbers around the current page, shifted to stay within 1..pageCount. */
export function pageWindow(currentPage: number, pageCount: number, size: number = PAGINATION_WINDOW): number[] {
  const width = Math.min(size, pageCount);
  const start = Math.min(Math.max(1, currentPage - Math.floor(width / 2)), pageCount - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}

export function countLabel(after: number, pageSize: number, total: number): CountLabel {
  if (total <= 0 || after >= total) return { from: 0, to: 0, total: Math.max(0, total) };
  return { from: after + 1, to: Math.min(after + pageSize, total), total };
}

/** spec §2 search results pagination for an offset (`after`), page size (`first`) and total. */
export function paginate({ after, first, total }: { after: number; first: number; total: number }): Pagination {
  const pageSize = Math.max(1, Math.floor(first));
  const offset = Math.max(0, Math.floor(after));
  const pageCount = Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
  const currentPage = Math.min(Math.floor(offset / pageSize) + 1, pageCount);
  const label = countLabel(offset, pageSize, total);
  if (pageCount === 1) return { currentPage, pageCount, label, controls: null };

  const onFirst = currentPage === 1;
  const onLast = currentPage === pageCount;
  return {
    currentPage,
    pageCount,
    label,
    controls: {
      first: onFirst ? null : link(1, pageSize),
      previous: onFirst ? null : link(currentPage - 1, pageSize),
      pages: pageWindow(currentPage, pageCount).map((page) => ({ ...link(page, pageSize), current: page === currentPage })),
      next: onLast ? null : link(currentPage + 1, pageSize),
      last: onLast ? null : link(pageCount, pageSize),
    },
  };
}
