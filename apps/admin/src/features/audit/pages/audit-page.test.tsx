import type { AuditEntry } from '@clube/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, sentRequests } from '../../../../test/fake-api';
import { meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

const entry: AuditEntry = {
  id: 41,
  operatorId: 1,
  operatorName: 'Ana Administradora',
  operatorEmail: 'ana@clube.test',
  at: '2026-11-23T13:05:00.000Z',
  ip: '10.0.0.7',
  resource: 'members',
  recordId: '12',
  action: 'update',
  companyId: 1,
  changes: {
    cpf: { to: '***.982.247-**' },
    sexo: { from: 1, to: 2 },
    nascimento: { from: '1990-03-05', to: '1990-03-06' },
    encerradoEm: { from: '2026-11-01T12:00:00.000Z', to: null },
  },
};

describe('the audit log', () => {
  it('reads an entry in Portuguese: action, record, labelled fields, masked CPF; filters in the address', async () => {
    const { user, router } = renderApp('/auditoria', {
      'GET /api/admin/v1/me': () => json(meAdmin()),
      'GET /api/admin/v1/operators': () => json({ data: [], total: 0 }),
      'GET /api/admin/v1/audit': () => json({ data: [entry], total: 1 }),
    });
    const row = (await screen.findByText('10.0.0.7')).closest('tr')!;
    expect(within(row).getByText('Alterou')).toBeVisible();
    expect(within(row).getByText(/Membros #\s*12/)).toBeVisible();
    const term = (label: string) => within(row).getByText(label, { selector: 'dt' }).parentElement!;
    expect(term('CPF')).toHaveTextContent('***.982.247-**');
    expect(term('Sexo')).toHaveTextContent('Masculino (1) → Feminino (2)');
    expect(term('Nascimento')).toHaveTextContent('05/03/1990 → 06/03/1990');
    expect(term('Encerrado em')).toHaveTextContent('→ (vazio)');
    // The stored form waits behind 'Ver registro original'.
    expect(term('CPF').closest('dl')).not.toHaveTextContent(/encerradoEm|1990-03-05/);
    expect(within(row).getByText('Ver registro original')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Recurso'), 'Membros');
    expect(router.state.location.search).toBe('?recurso=members');
    const last = sentRequests.filter((r) => r.path === '/api/admin/v1/audit').at(-1)!;
    expect(last.query.get('resource')).toBe('members');
  });
});
