import type { Dashboard } from '@clube/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, sentRequests } from '../../../../test/fake-api';
import { meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

const figures = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  membrosAtivos: 1234,
  cartoesAtivos: 1300,
  acessos30Dias: 845,
  importacoesPendentes: 2,
  ultimasAuditorias: [
    {
      id: 9,
      operatorId: 1,
      operatorName: 'Ana Administradora',
      operatorEmail: 'ana@clube.test',
      at: '2026-11-23T13:05:00.000Z',
      ip: '127.0.0.1',
      resource: 'members',
      recordId: '42',
      action: 'update',
      companyId: 1,
      changes: {},
    },
  ],
  ...overrides,
});

/** An admin as the server answers one: reports are read on the dashboard. */
const admin = () => {
  const base = meAdmin();
  return json({ ...base, permissions: { ...base.permissions, reports: ['read', 'update'] } });
};

const figure = (name: string) => screen.getByRole('article', { name });

describe('the dashboard', () => {
  it('opens the console with the figures of every company, each linked to its list', async () => {
    renderApp('/', {
      'GET /api/admin/v1/me': () => admin(),
      'GET /api/admin/v1/dashboard': () => json(figures()),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
    expect(await screen.findByText('1.234')).toBeVisible();
    expect(
      within(figure('Membros ativos')).getByRole('link', { name: 'Ver membros' }),
    ).toHaveAttribute('href', '/membros');
    expect(within(figure('Cartões ativos')).getByText('1.300')).toBeVisible();
    expect(within(figure('Acessos em 30 dias')).getByText('845')).toBeVisible();
    expect(
      within(figure('Importações aguardando')).getByRole('link', { name: 'Ver importações' }),
    ).toHaveAttribute('href', '/importar');
    const audit = screen.getByRole('region', { name: 'Últimas alterações' });
    expect(within(audit).getByText('Ana Administradora', { exact: false })).toBeVisible();
    expect(within(audit).getByText('23/11/2026, 10:05')).toBeVisible();
    expect(within(audit).getByRole('link', { name: 'Ver o registro de auditoria' })).toBeVisible();
    // Without access to the use log, the counter's figures are not shown.
    expect(screen.queryByRole('article', { name: /Usos em parceiros/ })).toBeNull();
    expect(sentRequests.find((r) => r.path.startsWith('/api/admin/v1/dashboard'))?.path).toBe(
      '/api/admin/v1/dashboard',
    );
  });

  it('shows the counter’s uses and savings of the last 30 days, linked to the use log', async () => {
    const base = meAdmin();
    renderApp('/?empresa=2', {
      'GET /api/admin/v1/me': () =>
        json({
          ...base,
          permissions: { ...base.permissions, reports: ['read'], uses: ['list', 'read'] },
        }),
      'GET /api/admin/v1/dashboard': () => json(figures()),
      'GET /api/admin/v1/reports/uses': (request) =>
        json({
          from: request.query.get('from'),
          to: request.query.get('to'),
          total: { usos: 57, economia: 123450, valorCompras: 900000 },
          porParceiro: [],
          porEmpresa: [],
          porDia: [],
        }),
      'GET /api/admin/v1/use-reports': () => json({ data: [], total: 3 }),
    });
    const uses = within(
      await screen.findByRole('article', { name: 'Usos em parceiros em 30 dias' }),
    );
    expect(await uses.findByText('57')).toBeVisible();
    const saving = within(figure('Economia gerada em 30 dias'));
    expect(saving.getByText('R$ 1.234,50')).toBeVisible();
    const link = new URL(
      saving.getByRole('link', { name: 'Ver usos' }).getAttribute('href')!,
      'http://x',
    );
    expect(link.pathname).toBe('/usos');
    expect(link.searchParams.get('empresaId')).toBe('2');
    const report = sentRequests.find((r) => r.path === '/api/admin/v1/reports/uses')!;
    expect(link.searchParams.get('from')).toBe(report.query.get('from'));
    expect(report.query.get('empresaId')).toBe('2');
    expect(
      within(figure('Usos reportados')).getByRole('link', { name: 'Ver usos reportados' }),
    ).toHaveAttribute('href', '/usos/reportados?empresaId=2');
    expect(within(figure('Usos reportados')).getByText('3')).toBeVisible();
  });

  it('narrows to one company, kept in the address, and links the members of that company', async () => {
    const { user, router } = renderApp('/', {
      'GET /api/admin/v1/me': () => admin(),
      'GET /api/admin/v1/dashboard': (request) =>
        json(request.query.get('empresaId') === '2' ? figures({ membrosAtivos: 7 }) : figures()),
    });
    await screen.findByText('1.234');
    await user.selectOptions(screen.getByLabelText('Empresa'), 'Conecta Saúde Clube');
    expect(await screen.findByText('7')).toBeVisible();
    expect(router.state.location.search).toBe('?empresa=2');
    expect(within(figure('Membros ativos')).getByRole('link')).toHaveAttribute(
      'href',
      '/membros?empresa=2',
    );
  });

  it('opens on the first list for a role without reports', async () => {
    const base = meAdmin({ role: 'operator' });
    const { router } = renderApp('/', {
      'GET /api/admin/v1/me': () =>
        json({ ...base, permissions: { ...base.permissions, reports: [] } }),
      'GET /api/admin/v1/companies': () => json({ data: [], total: 0 }),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/empresas');
    expect(screen.queryByRole('link', { name: 'Painel' })).toBeNull();
  });
});
