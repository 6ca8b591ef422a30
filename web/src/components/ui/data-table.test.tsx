import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { DataTable } from './data-table';

describe('data table', () => {
  it('keeps its table semantics and labels every cell with its column for the phone’s card layout', () => {
    render(
      <DataTable
        caption="Terms"
        rows={[{ id: 't1', name: 'Fall', code: 'FA' }]}
        rowKey={(row) => row.id}
        columns={[
          { id: 'code', header: 'Code', cell: (row) => row.code },
          { id: 'name', header: 'Name', cell: (row) => row.name },
          { id: 'actions', header: 'Actions', hiddenHeader: true, actions: true, cell: () => <button>Edit</button> },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Terms' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Code', 'Name', 'Actions']);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Code', 'Name', null]);
    expect(within(cells[2] as HTMLElement).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
