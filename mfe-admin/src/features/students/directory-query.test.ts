import {
  DEFAULT_DIRECTORY_STATE,
  directorySearchParams,
  pageCount,
  readDirectoryState,
  searchFor,
  sortDirection,
  toggleSort,
} from './directory-query';

const read = (query: string) => readDirectoryState(new URLSearchParams(query));

describe('the directory state in the address', () => {
  it('when the address has no query, then it is the first page of everyone by name', () => {
    expect(read('')).toEqual(DEFAULT_DIRECTORY_STATE);
    expect(directorySearchParams(DEFAULT_DIRECTORY_STATE).toString()).toBe('');
  });

  it('when a state is written to the address and read back, then it is the same state', () => {
    const state = { q: 'anna', page: 3, sort: 'credits', order: 'desc' } as const;

    expect(directorySearchParams(state).toString()).toBe('q=anna&page=3&sort=credits&order=desc');
    expect(read(directorySearchParams(state).toString())).toEqual(state);
  });

  it.each([
    ['page=abc', { page: 1 }],
    ['page=0', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['sort=age', { sort: 'name' }],
    ['order=up', { order: 'asc' }],
    ['q=%20%20anna%20', { q: 'anna' }],
  ])('when the address says %s, then the list opens anyway with %p', (query, expected) => {
    expect(read(query)).toEqual({ ...DEFAULT_DIRECTORY_STATE, ...expected });
  });
});

describe('sorting, searching and paging', () => {
  it('when a column header is clicked, then the most recent or most credits come first; again, the other way; the page goes back to 1', () => {
    const onPage3 = { ...DEFAULT_DIRECTORY_STATE, page: 3 };

    const first = toggleSort(onPage3, 'lastLesson');
    const second = toggleSort(first, 'lastLesson');
    const other = toggleSort(second, 'credits');

    expect(first).toEqual({ ...DEFAULT_DIRECTORY_STATE, sort: 'lastLesson', order: 'desc', page: 1 });
    expect(sortDirection(first, 'lastLesson')).toBe('descending');
    expect(sortDirection(second, 'lastLesson')).toBe('ascending');
    expect(sortDirection(second, 'credits')).toBe('none');
    expect(other).toMatchObject({ sort: 'credits', order: 'desc' });
  });

  it('when a new search is typed on page 4, then it starts on page 1 in the same order', () => {
    const state = { q: 'an', page: 4, sort: 'credits', order: 'asc' } as const;

    expect(searchFor(state, ' anna ')).toEqual({ q: 'anna', page: 1, sort: 'credits', order: 'asc' });
  });

  it.each([
    [0, 1],
    [20, 1],
    [21, 2],
    [300, 15],
  ])('when %p students match at 20 a page, then there are %p pages', (total, pages) => {
    expect(pageCount(total, 20)).toBe(pages);
  });
});
