import { countLabel, pageWindow, paginate } from './pagination';

const pages = (after: number, total: number, first = 12) => paginate({ after, first, total }).controls?.pages.map((p) => p.page);

describe('search pagination', () => {
  it('shows only the count label when everything fits on one page', () => {
    expect(paginate({ after: 0, first: 12, total: 12 })).toEqual({
      currentPage: 1,
      pageCount: 1,
      label: { from: 1, to: 12, total: 12 },
      controls: null,
    });
    expect(paginate({ after: 0, first: 12, total: 0 })).toEqual({
      currentPage: 1,
      pageCount: 1,
      label: { from: 0, to: 0, total: 0 },
      controls: null,
    });
  });

  it('offers first, previous, a window of 5 pages, next and last', () => {
    const { controls, currentPage, pageCount, label } = paginate({ after: 60, first: 12, total: 200 });
    expect({ currentPage, pageCount, label }).toEqual({ currentPage: 6, pageCount: 17, label: { from: 61, to: 72, total: 200 } });
    expect(controls?.first).toEqual({ page: 1, after: 0 });
    expect(controls?.previous).toEqual({ page: 5, after: 48 });
    expect(controls?.pages).toEqual([
      { page: 4, after: 36, current: false },
      { page: 5, after: 48, current: false },
      { page: 6, after: 60, current: true },
      { page: 7, after: 72, current: false },
      { page: 8, after: 84, current: false },
    ]);
    expect(controls?.next).toEqual({ page: 7, after: 72 });
    expect(controls?.last).toEqual({ page: 17, after: 192 });
  });

  it('keeps the window inside the pages at both ends', () => {
    expect(pages(0, 200)).toEqual([1, 2, 3, 4, 5]);
    expect(pages(12, 200)).toEqual([1, 2, 3, 4, 5]);
    expect(pages(192, 200)).toEqual([13, 14, 15, 16, 17]);
    expect(pages(0, 30)).toEqual([1, 2, 3]);
  });

  it('has no first/previous on the first page and no next/last on the last', () => {
    const start = paginate({ after: 0, first: 10, total: 25 }).controls;
    expect([start?.first, start?.previous]).toEqual([null, null]);
    const end = paginate({ after: 20, first: 10, total: 25 });
    expect([end.controls?.next, end.controls?.last]).toEqual([null, null]);
    expect(end.label).toEqual({ from: 21, to: 25, total: 25 });
  });

  it('treats an offset inside a page as that page and one past the end as the last page', () => {
    expect(paginate({ after: 15, first: 10, total: 50 }).currentPage).toBe(2);
    const beyond = paginate({ after: 500, first: 10, total: 50 });
    expect(beyond.currentPage).toBe(5);
    expect(beyond.label).toEqual({ from: 0, to: 0, total: 50 });
  });
});

describe('window and label', () => {
  it('centres the window on the current page', () => {
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('counts items from 1', () => {
    expect(countLabel(0, 12, 5)).toEqual({ from: 1, to: 5, total: 5 });
  });
});
