import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { DataTable } from './data-table';
import { VirtualDataTable } from './virtual-data-table';

const rows = Array.from({ length: 300 }, (_, index) => ({ id: `u${index}`, name: `Student ${index + 1}` }));
const columns = [{ id: 'name', header: 'Member', cell: (row: (typeof rows)[number]) => row.name }];

// jsdom lays nothing out: each row measures as a 44 px row of a wide screen would.
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'TR' ? 44 : 0;
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('VirtualDataTable (ADR 0028 §3: long progress tables)', () => {
  it('draws only the rows near the window, and tells screen readers the table’s size and each row’s place', () => {
    render(<VirtualDataTable caption="Progress" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Progress' });
    expect(table).toHaveAttribute('aria-rowcount', '301');
    const drawn = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-rowindex') !== '1');
    expect(drawn.length).toBeGreaterThan(0);
    // A 768 px window of 44 px rows and the overscan: a few dozen of the 300.
    expect(drawn.length).toBeLessThan(60);
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(drawn[0]!).getByRole('cell', { name: 'Student 1' })).toBeInTheDocument();
    expect(screen.queryByText('Student 300')).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Member' })).toBeInTheDocument();
  });

  it('is DataTable as before below `virtualFrom` rows', () => {
    render(
      <DataTable
        caption="Short"
        columns={columns}
        rows={rows.slice(0, 10)}
        rowKey={(row) => row.id}
        virtualFrom={50}
      />,
    );
    const table = screen.getByRole('table', { name: 'Short' });
    expect(table).not.toHaveAttribute('aria-rowcount');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
  });
});
