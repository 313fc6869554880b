import type { StudentDirectoryQuery } from '@lezioni/contracts';
import {
  STUDENT_DIRECTORY_MAX_QUERY,
  STUDENT_DIRECTORY_SORTS,
  type StudentDirectorySort,
} from '@lezioni/contracts/values';

/** What the Students tab keeps in its address (`?q=anna&page=2&sort=credits&order=desc`). */
export type DirectoryState = Pick<StudentDirectoryQuery, 'q' | 'page' | 'sort' | 'order'>;
/** The columns whose headers sort the table (name is the order when none is chosen). */
export type SortableColumn = Exclude<StudentDirectorySort, 'name'>;

export const DEFAULT_DIRECTORY_STATE: DirectoryState = { q: '', page: 1, sort: 'name', order: 'asc' };

const isSort = (value: string | null): value is StudentDirectorySort =>
  (STUDENT_DIRECTORY_SORTS as readonly (string | null)[]).includes(value);

/**
 * The state an address says; anything it says wrongly (a hand-edited `page=abc`, an unknown sort) is
 * the default, so a stale or mangled link still opens the list rather than an error.
 */
export function readDirectoryState(params: URLSearchParams): DirectoryState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    q: (params.get('q') ?? '').trim().slice(0, STUDENT_DIRECTORY_MAX_QUERY),
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_DIRECTORY_STATE.page,
    sort: isSort(sort) ? sort : DEFAULT_DIRECTORY_STATE.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_DIRECTORY_STATE.order,
  };
}

/** The address's query for a state: defaults left out, so the plain tab is `/admin-dashboard/students`. */
export function directorySearchParams(state: DirectoryState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'page', 'sort', 'order'] as const) {
    if (state[key] !== DEFAULT_DIRECTORY_STATE[key]) params.set(key, String(state[key]));
  }
  return params;
}

/**
 * A header's click: the column sorted, most recent lesson or most credits first; again, the other
 * way round. Either way back to the first page, the one the new order starts with.
 */
export function toggleSort(state: DirectoryState, column: SortableColumn): DirectoryState {
  const order = state.sort === column && state.order === 'desc' ? 'asc' : 'desc';
  return { ...state, sort: column, order, page: 1 };
}

/** The header's `aria-sort` for a column. */
export function sortDirection(state: DirectoryState, column: SortableColumn): 'ascending' | 'descending' | 'none' {
  if (state.sort !== column) return 'none';
  return state.order === 'asc' ? 'ascending' : 'descending';
}

/** A new search starts on its first page, in the order chosen. */
export const searchFor = (state: DirectoryState, q: string): DirectoryState => ({ ...state, q: q.trim(), page: 1 });

/** How many pages `total` students fill; an empty list is still one (empty) page. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
