import type { ReactNode } from 'react';
import { Grid, Table, type TableColumnType as ColumnType, type TableProps } from 'antd';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';

const field = { display: 'grid', gap: 2, minWidth: 0 } as const;
const label = { color: THEME_TOKENS.colorTextSecondary, fontSize: 12 } as const;

function cellOf<T extends object>(column: ColumnType<T>, record: T, index: number): ReactNode {
  const value = column.dataIndex === undefined ? undefined : record[column.dataIndex as keyof T];
  return column.render ? (column.render(value, record, index) as ReactNode) : (value as ReactNode);
}

/** The columns folded into one: each row reads as a small card of labelled values, top to bottom. */
function stackColumns<T extends object>(columns: readonly ColumnType<T>[], title: string): ColumnType<T>[] {
  return [
    {
      title,
      key: 'stacked',
      render: (_value, record, index) => (
        <dl style={{ display: 'grid', gap: 8, margin: 0, minWidth: 0 }}>
          {columns.map((column) => (
            <div key={String(column.key ?? column.dataIndex)} style={field}>
              <dt style={label}>{column.title as ReactNode}</dt>
              <dd style={{ margin: 0, minWidth: 0 }}>{cellOf(column, record, index)}</dd>
            </div>
          ))}
        </dl>
      ),
    },
  ];
}

/**
 * A table that fits a phone: below antd's `md` breakpoint (768 px) its columns fold into one, so
 * no value and no button lies off-screen to the right of a sideways-scrolling table (issue 24).
 * `stackedTitle` heads the one column (the row's subject: "Booking", "Order").
 */
export function ResponsiveTable<T extends object>({
  columns,
  stackedTitle,
  ...props
}: Omit<TableProps<T>, 'columns'> & { columns: readonly ColumnType<T>[]; stackedTitle: string }) {
  const screens = Grid.useBreakpoint();
  // Unmeasured on the first render ({}): wide, as the server-free first paint of a desktop is.
  const isNarrow = screens.md === false;
  return <Table<T> {...props} columns={isNarrow ? stackColumns(columns, stackedTitle) : [...columns]} />;
}
