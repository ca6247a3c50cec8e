import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { DataTable, useRowSelection, type Column } from './data-table';

interface Pupil {
  id: string;
  name: string;
  born: string | null;
}

const PUPILS: Pupil[] = [
  { id: 'p1', name: 'Chidi Eze', born: '2014-03-05' },
  { id: 'p2', name: 'Amina Yusuf', born: null },
  { id: 'p3', name: 'Bola Ade', born: '2013-01-20' },
];

const COLUMNS: Column<Pupil>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (p) => p.name,
    sortKey: 'name',
    sortValue: (p) => p.name,
    rowHeader: true,
  },
  {
    id: 'born',
    header: 'Born',
    cell: (p) => p.born ?? '—',
    sortKey: 'born',
    sortValue: (p) => p.born,
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: () => <button type="button">Open</button>,
    hideHeader: true,
  },
];

/** The names in the table's order. */
const names = () =>
  within(screen.getByRole('table', { name: 'Pupils' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the data table', () => {
  it('sorts the rows itself by a header, and says how they are sorted', () => {
    render(
      <DataTable
        caption="Pupils"
        columns={COLUMNS}
        rows={PUPILS}
        rowKey={(p) => p.id}
        empty="None."
      />,
    );
    expect(names()).toEqual(['Chidi Eze', 'Amina Yusuf', 'Bola Ade']);

    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Amina Yusuf', 'Bola Ade', 'Chidi Eze']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: 'Born' })).toHaveAttribute('aria-sort', 'none');

    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Chidi Eze', 'Bola Ade', 'Amina Yusuf']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    // A pupil without a date of birth stays last both ways.
    fireEvent.click(screen.getByRole('button', { name: 'Born' }));
    expect(names()).toEqual(['Bola Ade', 'Chidi Eze', 'Amina Yusuf']);
    fireEvent.click(screen.getByRole('button', { name: 'Born' }));
    expect(names()).toEqual(['Chidi Eze', 'Bola Ade', 'Amina Yusuf']);
  });

  it('hands the ordering to the caller, for the server, and shows the rows as given', () => {
    const onOrderingChange = vi.fn();
    render(
      <DataTable
        caption="Pupils"
        columns={COLUMNS}
        rows={PUPILS}
        rowKey={(p) => p.id}
        empty="None."
        sorting={{ ordering: '-born', onOrderingChange }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Born' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(names()).toEqual(['Chidi Eze', 'Amina Yusuf', 'Bola Ade']);

    fireEvent.click(screen.getByRole('button', { name: 'Born' }));
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));

    expect(onOrderingChange.mock.calls).toEqual([['born'], ['name']]);
  });

  it('chooses rows one by one or the whole page, and offers the actions for them', () => {
    const act = vi.fn();
    function Table() {
      const [selected, setSelected] = useState<string[]>([]);
      return (
        <DataTable
          caption="Pupils"
          columns={COLUMNS}
          rows={PUPILS}
          rowKey={(p) => p.id}
          empty="None."
          selection={{
            selected,
            onChange: setSelected,
            rowLabel: (p) => `Select ${p.name}`,
            allLabel: 'Select every pupil on this page',
            noun: { one: 'pupil', many: 'pupils' },
            actions: (rows) => (
              <button type="button" onClick={() => act(rows.map((r) => r.id))}>
                Promote
              </button>
            ),
          }}
        />
      );
    }
    render(<Table />);
    expect(screen.queryByRole('region', { name: 'Selected pupils' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Bola Ade' }));
    const bar = screen.getByRole('region', { name: 'Selected pupils' });
    expect(bar).toHaveTextContent('1 pupil selected');
    const all = screen.getByRole('checkbox', { name: 'Select every pupil on this page' });
    expect(all).toHaveProperty('indeterminate', true);

    fireEvent.click(all);
    expect(bar).toHaveTextContent('3 pupils selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Promote' }));
    expect(act).toHaveBeenCalledWith(['p1', 'p2', 'p3']);

    fireEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected pupils' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Chidi Eze' })).not.toBeChecked();
  });

  it('forgets the chosen rows when the page or the filters change', () => {
    function Chooser() {
      const [page, setPage] = useState(1);
      const [selected, setSelected] = useRowSelection(`page=${page}`);
      return (
        <>
          <p>{selected.length} chosen</p>
          <button type="button" onClick={() => setSelected(['p1'])}>
            Choose
          </button>
          <button type="button" onClick={() => setPage(2)}>
            Next
          </button>
        </>
      );
    }
    render(<Chooser />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(screen.getByText('1 chosen')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('0 chosen')).toBeInTheDocument();
  });

  it('says so while the rows load, and when there are none', () => {
    const { rerender } = render(
      <DataTable
        caption="Pupils"
        columns={COLUMNS}
        rows={undefined}
        rowKey={(p) => p.id}
        loadingText="Loading the pupils…"
        empty="No pupils yet. Add the first with “Add a pupil”."
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the pupils…');

    rerender(
      <DataTable
        caption="Pupils"
        columns={COLUMNS}
        rows={[]}
        rowKey={(p) => p.id}
        empty="No pupils yet. Add the first with “Add a pupil”."
      />,
    );
    expect(screen.getByText('No pupils yet. Add the first with “Add a pupil”.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows why the rows could not be loaded, with a way to try again', () => {
    const retry = vi.fn();
    render(
      <DataTable
        caption="Pupils"
        columns={COLUMNS}
        rows={PUPILS}
        rowKey={(p) => p.id}
        empty="None."
        error="The pupils could not be loaded. Check your connection, then try again."
        onRetry={retry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The pupils could not be loaded. Check your connection, then try again.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(retry).toHaveBeenCalledOnce();
  });

  it('pages on, and lets a keyboard scroll a table wider than the screen', () => {
    const onPage = vi.fn();
    render(
      <DataTable
        caption="Pupils"
        columns={COLUMNS}
        rows={PUPILS}
        rowKey={(p) => p.id}
        empty="None."
        pagination={{ page: 1, pageSize: 3, count: 7, onPage }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Pupils' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('1–3 of 7')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(onPage).toHaveBeenCalledWith(2);
  });
});
