import { useEffect, useId, useState } from 'react';
import type { StudentDirectoryEntry } from '@lezioni/contracts';
import { Button, Input, Link, Table, useSearchParams, useTexts, type TableColumn } from '@lezioni/web-kit';
import { AdminStyles } from '../../../components/admin-styles';
import { LoadError } from '../../../components/load-error';
import { ADMIN_TEXTS } from '../../../texts';
import { formatDateTime } from '../../../utils/format';
import { DIRECTORY_SEARCH_DEBOUNCE_MS, useStudentDirectory } from '../api';
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
import { StudentsStyles } from '../students-styles';

const dateOrDash = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/**
 * Every platform student (issue 26): searched by name or email, sorted by last lesson or credits,
 * paged. The search, page and order live in the address, so back, forward and reload keep them.
 */
export function StudentDirectory() {
  const { t } = useTexts(ADMIN_TEXTS);
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
      title: t('directory.columns.name'),
      render: ({ id, name }) => (
        <Link to={`/admin-dashboard/students/${encodeURIComponent(id)}`} className="lz-admin-wrap">
          {name}
        </Link>
      ),
    },
    // Whole, wrapping where it must (the kit's cells break long words): the teacher searches by it.
    { key: 'email', title: t('directory.columns.email'), render: ({ email }) => email },
    { key: 'since', title: t('directory.columns.since'), render: ({ since }) => formatDateTime(since) },
    {
      key: 'last',
      title: t('directory.columns.lastLesson'),
      render: ({ lastLessonAt }) => dateOrDash(lastLessonAt),
      sort: sortBy('lastLesson'),
    },
    { key: 'next', title: t('directory.columns.nextLesson'), render: ({ nextLessonAt }) => dateOrDash(nextLessonAt) },
    {
      key: 'credits',
      title: t('directory.columns.credits'),
      align: 'right',
      render: ({ creditsLeft }) => creditsLeft,
      sort: sortBy('credits'),
    },
  ];

  const data = directory.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  return (
    <section aria-labelledby={`${searchId}-title`} className="lz-admin-directory">
      <AdminStyles />
      <StudentsStyles />
      <h3 id={`${searchId}-title`} className="lz-admin-card-title">
        {t('directory.title')}
      </h3>
      <div className="lz-admin-field lz-admin-directory__search">
        <label htmlFor={searchId}>{t('directory.search')}</label>
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
        <LoadError title={t('directory.loadFailed')} error={directory.error} onRetry={directory.refetch} />
      ) : (
        <>
          <Table<StudentDirectoryEntry>
            aria-label={t('directory.label')}
            columns={columns}
            rows={data?.items}
            rowKey={({ id }) => id}
            loading={directory.isFetching}
            emptyText={state.q ? t('directory.noMatch', { query: state.q }) : t('directory.empty')}
          />
          {data && (
            <nav aria-label={t('directory.pages')} className="lz-admin-directory__pages">
              <Button disabled={state.page <= 1} onClick={() => go({ ...state, page: state.page - 1 })}>
                {t('directory.previous')}
              </Button>
              <span aria-live="polite">{t('directory.page', { page: Math.min(state.page, pages), pages })}</span>
              <Button disabled={state.page >= pages} onClick={() => go({ ...state, page: state.page + 1 })}>
                {t('directory.next')}
              </Button>
              <span className="lz-admin-secondary">{t('directory.total', { count: data.total })}</span>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
