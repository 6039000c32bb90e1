import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { DataTable, type Column, type DataTableProps } from './data-table';

interface Row {
  id: number;
  nome: string;
  cidade: string;
}

const columns: Column<Row>[] = [
  { id: 'nome', header: 'Nome', cell: ({ row }) => row.original.nome },
  { id: 'cidade', header: 'Cidade', enableSorting: false, cell: ({ row }) => row.original.cidade },
];

const rows: Row[] = [
  { id: 1, nome: 'Ana', cidade: 'Recife' },
  { id: 2, nome: 'Bruno', cidade: 'Natal' },
];

function renderTable(props: Partial<DataTableProps<Row>> = {}) {
  const user = userEvent.setup();
  render(
    <DataTable<Row>
      caption="Pessoas"
      columns={columns}
      rows={rows}
      total={45}
      page={2}
      pageSize={20}
      onPageChange={vi.fn()}
      getRowId={(r) => String(r.id)}
      isLoading={false}
      error={null}
      empty="Ninguém com esses filtros."
      {...props}
    />,
  );
  return user;
}

describe('the data table', () => {
  it('names the table, shows the rows and which of the total they are', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Pessoas' });
    expect(within(table).getByRole('cell', { name: 'Bruno' })).toBeVisible();
    expect(screen.getByText('21–40 de 45')).toBeVisible();
    expect(screen.getByText('Página 2 de 3')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Páginas de Pessoas' })).toBeVisible();
  });

  it('pages back and forth, and offers no page past the last', async () => {
    const onPageChange = vi.fn();
    const user = renderTable({ page: 3, onPageChange });
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('sorts by a sortable column, says the order to screen readers, and not by the others', async () => {
    const onSortChange = vi.fn();
    const user = renderTable({ sort: { field: 'nome', order: 'asc' }, onSortChange });
    const nome = screen.getByRole('columnheader', { name: /Nome/ });
    expect(nome).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(nome).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ field: 'nome', order: 'desc' });
    expect(
      within(screen.getByRole('columnheader', { name: 'Cidade' })).queryByRole('button'),
    ).toBeNull();
  });

  it('says when nothing matches, and what to try', () => {
    renderTable({ rows: [], total: 0, page: 1 });
    expect(screen.getByText('Nada encontrado.')).toBeVisible();
    expect(screen.getByText('Ninguém com esses filtros.')).toBeVisible();
    expect(screen.getByText('0 registros')).toBeVisible();
  });

  it('shows loading, then a failure with a retry; a refusal by role says so instead', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <DataTable<Row>
        caption="Pessoas"
        columns={columns}
        rows={undefined}
        total={undefined}
        page={1}
        pageSize={20}
        onPageChange={vi.fn()}
        getRowId={(r) => String(r.id)}
        isLoading
        error={null}
        empty=""
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');

    const props = {
      caption: 'Pessoas',
      columns,
      rows: undefined,
      total: undefined,
      page: 1,
      pageSize: 20,
      onPageChange: vi.fn(),
      getRowId: (r: Row) => String(r.id),
      isLoading: false,
      empty: '',
      onRetry,
    };
    rerender(<DataTable<Row> {...props} error={new ApiError(500, '', 'INTERNAL')} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /Tentar de novo/ }));
    expect(onRetry).toHaveBeenCalled();

    rerender(
      <DataTable<Row> {...props} error={new ApiError(403, 'Acesso não permitido.', 'FORBIDDEN')} />,
    );
    expect(screen.getByText('Sem permissão.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Tentar de novo/ })).toBeNull();
  });
});
