import type { ReactNode } from 'react';
import { useTexts } from '../i18n/texts';
import { KIT_TEXTS } from '../texts';
import { Spinner } from './spinner';
import { UiStyles } from './ui-styles';

export type TableColumn<T> = {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  /** Figures line up on the right. */
  align?: 'right';
  /** A column the rows can be sorted by: its header is a button, and `aria-sort` says how they are. */
  sort?: { direction: 'ascending' | 'descending' | 'none'; onToggle: () => void };
};

type TableProps<T> = {
  /** The table's name for a screen reader ("Recent bookings"); the heading above it may differ. */
  'aria-label': string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  /** What an empty table says. */
  emptyText: string;
  /**
   * When given, the box that scrolls a wide table sideways is a named, focusable region, so a keyboard
   * can scroll it even when no row holds a control (WCAG 2.1.1).
   */
  scrollLabel?: string;
};

const SORT_ARROWS = { ascending: ' ▲', descending: ' ▼', none: ' ↕' } as const;

/**
 * A data table. Below 768 px each row folds into a card of labelled values, one under the other, by
 * CSS alone (no width measured, nothing moves after the first paint), so no value and no button lies
 * off-screen to the right. The labels are visual: a screen reader keeps the column headers. A table with
 * sortable columns keeps their header buttons in sight on a phone too, above the cards.
 */
export function Table<T>({
  'aria-label': label,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText,
  scrollLabel,
}: TableProps<T>) {
  const { t } = useTexts(KIT_TEXTS);
  const alignOf = (column: TableColumn<T>) => (column.align === 'right' ? 'lz-ui-table__cell--right' : undefined);
  const notice = (content: ReactNode) => (
    <tr>
      <td colSpan={columns.length} className="lz-ui-table__notice">
        {content}
      </td>
    </tr>
  );
  const scrollRegion = scrollLabel ? ({ role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } as const) : {};
  const isSortable = columns.some((column) => column.sort);
  return (
    <div className={isSortable ? 'lz-ui-table lz-ui-table--sortable' : 'lz-ui-table'} {...scrollRegion}>
      <UiStyles />
      <table aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={alignOf(column)} aria-sort={column.sort?.direction}>
                {column.sort ? (
                  <button type="button" className="lz-ui-table__sort" onClick={column.sort.onToggle}>
                    {column.title}
                    <span aria-hidden="true">{SORT_ARROWS[column.sort.direction]}</span>
                  </button>
                ) : (
                  column.title
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.length
            ? rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} className={alignOf(column)}>
                      <span className="lz-ui-table__label" aria-hidden="true">
                        {column.title}
                      </span>
                      <div className="lz-ui-table__value">{column.render(row)}</div>
                    </td>
                  ))}
                </tr>
              ))
            : notice(loading ? <Spinner label={t('common.loading')} /> : emptyText)}
        </tbody>
      </table>
    </div>
  );
}
