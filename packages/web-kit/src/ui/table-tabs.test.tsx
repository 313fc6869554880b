import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '../i18n/texts';
import { Table, type TableColumn } from './table';
import { Tabs } from './tabs';

type Student = { id: string; name: string; lessons: number };

const COLUMNS: TableColumn<Student>[] = [
  { key: 'name', title: 'Name', render: ({ name }) => name },
  { key: 'lessons', title: 'Lessons', align: 'right', render: ({ lessons }) => lessons },
];

const renderTable = (props: { rows: Student[] | undefined; loading?: boolean }) =>
  render(
    <Table<Student>
      aria-label="Students"
      columns={COLUMNS}
      rowKey={({ id }) => id}
      emptyText="No students yet."
      {...props}
    />,
  );

describe('Table', () => {
  it('when rows come, then it is a named table with a header per column and a row per student', () => {
    renderTable({ rows: [{ id: 'a', name: 'Anna Bianchi', lessons: 12 }] });

    const table = screen.getByRole('table', { name: 'Students' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Lessons']);
    const anna = within(table).getByRole('row', { name: /Anna Bianchi/ });
    expect(
      within(anna)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['NameAnna Bianchi', 'Lessons12']);
  });

  it('when there are no rows, then it says so; while they load, a status says it is loading', () => {
    const { rerender } = renderTable({ rows: [], loading: true });
    expect(within(screen.getByRole('table', { name: 'Students' })).getByRole('status')).toHaveTextContent('Loading…');

    rerender(
      <Table<Student>
        aria-label="Students"
        columns={COLUMNS}
        rows={[]}
        rowKey={({ id }) => id}
        emptyText="No students yet."
      />,
    );
    expect(screen.getByRole('cell', { name: 'No students yet.' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when the visitor reads Italian, then the loading status is in Italian', async () => {
    await switchLanguage('it');
    renderTable({ rows: undefined, loading: true });

    expect(await screen.findByRole('status')).toHaveTextContent('Caricamento…');
  });
  it('when a column sorts, then its header is a button and aria-sort says the order; the others are plain', async () => {
    const onToggle = jest.fn();
    render(
      <Table<Student>
        aria-label="Students"
        columns={[COLUMNS[0]!, { ...COLUMNS[1]!, sort: { direction: 'descending', onToggle } }]}
        rows={[]}
        rowKey={({ id }) => id}
        emptyText="No students yet."
      />,
    );

    const lessons = screen.getByRole('columnheader', { name: /Lessons/ });
    expect(lessons).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(lessons).getByRole('button', { name: /Lessons/ }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});

describe('Tabs', () => {
  function Sections() {
    const [active, setActive] = useState<'one' | 'two' | 'three'>('one');
    return (
      <Tabs
        aria-label="Sections"
        activeKey={active}
        onChange={setActive}
        items={[
          { key: 'one', label: 'One', children: <p>First panel</p> },
          { key: 'two', label: 'Two', children: <p>Second panel</p> },
          { key: 'three', label: 'Three', children: <p>Third panel</p> },
        ]}
      />
    );
  }

  it('when it shows, then one tab is selected, the only tab stop, and controls its named panel', async () => {
    render(<Sections />);

    const tablist = screen.getByRole('tablist', { name: 'Sections' });
    const one = within(tablist).getByRole('tab', { name: 'One', selected: true });
    expect(within(tablist).getByRole('tab', { name: 'Two', selected: false })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(one).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('First panel');

    await userEvent.tab();
    expect(one).toHaveFocus();
    await userEvent.tab();
    expect(panel).toHaveFocus();
  });

  it.each([
    ['{ArrowRight}', 'Two', 'Second panel'],
    ['{ArrowLeft}', 'Three', 'Third panel'],
    ['{End}', 'Three', 'Third panel'],
    ['{ArrowRight}{Home}', 'One', 'First panel'],
  ])('when %s is pressed on the tabs, then %s is focused and selected, its panel shown', async (keys, tab, text) => {
    render(<Sections />);

    await userEvent.tab();
    await userEvent.keyboard(keys);

    expect(screen.getByRole('tab', { name: tab, selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(text);
  });

  it('when a tab is clicked, then its panel replaces the other', async () => {
    render(<Sections />);

    await userEvent.click(screen.getByRole('tab', { name: 'Three' }));

    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Third panel');
    expect(screen.queryByText('First panel')).not.toBeInTheDocument();
  });
});
