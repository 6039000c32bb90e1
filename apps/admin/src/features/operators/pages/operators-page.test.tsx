import type { Operator } from '@clube/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, sentRequests } from '../../../../test/fake-api';
import { meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

const operator = (overrides: Partial<Operator>): Operator => ({
  id: 2,
  email: 'bruno@clube.test',
  name: 'Bruno Operador',
  role: 'operator',
  companies: [{ id: 1, name: 'Viva Mais Benefícios' }],
  totpEnabled: true,
  mustChangePassword: false,
  disabledAt: null,
  activeSessions: 1,
  lastSeenAt: '2026-11-20T13:00:00.000Z',
  createdAt: '2026-01-01T12:00:00.000Z',
  updatedAt: '2026-01-01T12:00:00.000Z',
  ...overrides,
});

const ana = operator({
  id: 1,
  email: 'ana@clube.test',
  name: 'Ana Administradora',
  role: 'admin',
  companies: [],
});
const bruno = operator({});

function renderOperators(path = '/operadores', extra = {}) {
  return renderApp(path, {
    'GET /api/admin/v1/me': () => json(meAdmin()),
    'GET /api/admin/v1/operators': () => json({ data: [ana, bruno], total: 2 }),
    ...extra,
  });
}

/** The table's row of `name` (the signed-in operator's name is also in the header). */
const rowOf = async (name: string) =>
  await waitFor(() => {
    const row = screen.getAllByText(name).find((el) => el.closest('tr'));
    if (!row) throw new Error(`no row for ${name}`);
    return row.closest('tr')!;
  });

describe('the operators screen', () => {
  it('lists each operator with role, companies and status, and offers no action on oneself', async () => {
    renderOperators();
    const me = within(await rowOf('Ana Administradora'));
    expect(me.getByText('você')).toBeVisible();
    expect(me.getByText('Todas')).toBeVisible();
    expect(me.queryByRole('button')).toBeNull();

    const row = within(await rowOf('Bruno Operador'));
    expect(row.getByText('Viva Mais Benefícios')).toBeVisible();
    expect(row.getByText('Ativo')).toBeVisible();
    expect(row.getByText('1 sessão')).toBeVisible();
    expect(row.getByRole('button', { name: 'Desativar Bruno Operador' })).toBeVisible();
  });

  it('sends the filters in the address to the server, back on page 1', async () => {
    const { user } = renderOperators('/operadores?page=2');
    await rowOf('Bruno Operador');
    await user.selectOptions(screen.getByLabelText('Papel'), 'support');
    await waitFor(() => {
      const last = sentRequests.filter((r) => r.path === '/api/admin/v1/operators').at(-1)!;
      expect(last.query.get('role')).toBe('support');
      expect(last.query.get('page')).toBe('1');
    });
  });

  it('disables only after the confirmation names the operator and the consequence', async () => {
    const { user } = renderOperators('/operadores', {
      'PATCH /api/admin/v1/operators/2': () =>
        json({ ...bruno, disabledAt: '2026-11-27T10:00:00.000Z', activeSessions: 0 }),
    });
    const row = within(await rowOf('Bruno Operador'));
    await user.click(row.getByRole('button', { name: 'Desativar Bruno Operador' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Desativar operador' }));
    expect(dialog.getByText(/sessões abertas dele terminam agora/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Voltar' }));
    expect(sentRequests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await user.click(row.getByRole('button', { name: 'Desativar Bruno Operador' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Desativar operador' })).getByRole('button', {
        name: 'Desativar',
      }),
    );
    await waitFor(() =>
      expect(sentRequests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
        { active: false },
      ]),
    );
    expect(await screen.findByText('Operador desativado.')).toBeVisible();
  });

  it('asks an operator’s companies, and shows an e-mail already in use under the e-mail', async () => {
    const { user } = renderOperators('/operadores', {
      'POST /api/admin/v1/operators': () =>
        apiError(409, 'Já existe um operador com este e-mail.', 'CONFLICT'),
    });
    await rowOf('Bruno Operador');
    await user.click(screen.getByRole('button', { name: 'Convidar operador' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Convidar operador' }));
    await user.type(dialog.getByLabelText('Nome'), 'Carla Suporte');
    await user.type(dialog.getByLabelText('E-mail'), 'bruno@clube.test');
    await user.click(dialog.getByRole('button', { name: 'Convidar' }));
    expect(await dialog.findByText(/^Escolha/)).toBeVisible();
    expect(sentRequests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(dialog.getByRole('checkbox', { name: 'Conecta Saúde Clube' }));
    await user.click(dialog.getByRole('button', { name: 'Convidar' }));
    const email = dialog.getByLabelText('E-mail');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Já existe um operador com este e-mail.'),
    );
    expect(sentRequests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { name: 'Carla Suporte', email: 'bruno@clube.test', role: 'operator', companyIds: [2] },
    ]);
  });
});
