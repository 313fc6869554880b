import { useEffect, useId, useState } from 'react';
import type { StudentDirectoryEntry } from '@lezioni/contracts';
import { Button, Input, Link, Table, useSearchParams, type TableColumn } from '@lezioni/web-kit';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';
import { LoadError } from '../../../components/load-error';
import { DIRECTORY_SEARCH_DEBOUNCE_MS, useStudentDirectory } from '../../../hooks/use-student-directory';
import { formatDateTime } from '../../../utils/format';
import {
  directorySearchParams,
  pageCount,
  readDirectoryState,
  searchFor,
  sortDirection,
  toggleSort,
  type DirectoryState,
  type SortableColumn,
} from '../directory-query';

const dateOrDash = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/**
 * Every platform student (issue 26): searched by name or email, sorted by last lesson or credits,
 * paged. The search, page and order live in the address, so back, forward and reload keep them.
 */
export function StudentDirectory() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readDirectoryState(searchParams);
  const go = (next: DirectoryState, { replace = false } = {}) =>
    setSearchParams(directorySearchParams(next), { replace });

  // The box follows the address when back or forward change it; typing reaches the address once it pauses.
  const [text, setText] = useState(state.q);
  const [searched, setSearched] = useState(state.q);
  if (state.q !== searched) {
    setSearched(state.q);
    setText(state.q);
  }
  useEffect(() => {
    const current = readDirectoryState(searchParams);
    if (text.trim() === current.q) return;
    const timer = setTimeout(() => {
      setSearched(text.trim());
      // Replacing, not pushing: back leaves the search, it doesn't replay it letter by letter.
      setSearchParams(directorySearchParams(searchFor(current, text)), { replace: true });
    }, DIRECTORY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, searchParams, setSearchParams]);

  const directory = useStudentDirectory(state);
  const searchId = useId();
  const sortBy = (column: SortableColumn) => ({
    direction: sortDirection(state, column),
    onToggle: () => go(toggleSort(state, column)),
  });
  const columns: TableColumn<StudentDirectoryEntry>[] = [
    {
      key: 'name',
      title: 'Name',
      render: ({ id, name }) => (
        <Link to={`/admin-dashboard/students/${encodeURIComponent(id)}`} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Link>
      ),
    },
    // Whole, wrapping where it must (the kit's cells break long words): the teacher searches by it.
    { key: 'email', title: 'Email', render: ({ email }) => email },
    { key: 'since', title: 'Since', render: ({ since }) => formatDateTime(since) },
    {
      key: 'last',
      title: 'Last lesson',
      render: ({ lastLessonAt }) => dateOrDash(lastLessonAt),
      sort: sortBy('lastLesson'),
    },
    { key: 'next', title: 'Next lesson', render: ({ nextLessonAt }) => dateOrDash(nextLessonAt) },
    {
      key: 'credits',
      title: 'Credits left',
      align: 'right',
      render: ({ creditsLeft }) => creditsLeft,
      sort: sortBy('credits'),
    },
  ];

  const data = directory.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  return (
    <section aria-labelledby={`${searchId}-title`} style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <h3 id={`${searchId}-title`} style={{ margin: 0, fontSize: 16 }}>
        Platform students
      </h3>
      <div style={{ display: 'grid', gap: 4, maxWidth: 420 }}>
        <label htmlFor={searchId}>Search by name or email</label>
        <Input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={200}
          autoComplete="off"
        />
      </div>
      {directory.isError ? (
        <LoadError what="The students" error={directory.error} onRetry={directory.refetch} />
      ) : (
        <>
          <Table<StudentDirectoryEntry>
            aria-label="Student directory"
            columns={columns}
            rows={data?.items}
            rowKey={({ id }) => id}
            loading={directory.isFetching}
            emptyText={state.q ? `No student matches "${state.q}".` : 'No students have registered yet.'}
          />
          {data && (
            <nav
              aria-label="Pages of students"
              style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}
            >
              <Button disabled={state.page <= 1} onClick={() => go({ ...state, page: state.page - 1 })}>
                Previous
              </Button>
              <span aria-live="polite">
                Page {Math.min(state.page, pages)} of {pages}
              </span>
              <Button disabled={state.page >= pages} onClick={() => go({ ...state, page: state.page + 1 })}>
                Next
              </Button>
              <span style={{ color: THEME_TOKENS.colorTextSecondary }}>
                {data.total} {data.total === 1 ? 'student' : 'students'}
              </span>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
