import {
  listUsesQuery,
  usesCsvQuery,
  type AdminUse,
  type MeResponse,
  type UseReport,
} from '@clube/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, sentRequests } from '../../../../test/fake-api';
import { meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

function me(): MeResponse {
  const base = meAdmin();
  return {
    ...base,
    permissions: { ...base.permissions, partners: ['list', 'read'], uses: ['list', 'update'] },
  };
}

function aUse(overrides: Partial<AdminUse> = {}): AdminUse {
  return {
    id: 501,
    registradoEm: '2026-11-20T17:05:00.000Z',
    parceiro: { id: 9, nome: 'Sorveteria Pinguim' },
    empresa: { id: 1, nome: 'Viva Mais Benefícios' },
    membro: { id: 10, nome: 'Maria das Graças Souza', carteirinha: '6062010004201100' },
    atendente: { id: 31, nome: 'João Balcão' },
    oferta: '15% em sorvetes',
    valorCompra: 4000,
    economia: 600,
    desfeitoEm: null,
    desfeitoPor: null,
    reportado: false,
    ...overrides,
  };
}

const partners = () =>
  json({
    data: [
      { id: 9, nome: 'Sorveteria Pinguim' },
      { id: 12, nome: 'Ótica Visão' },
    ].map((p) => ({
      ...p,
      categoria: 'Alimentação',
      logo: '',
      desconto: '',
      validade: '',
      ativo: true,
      vencido: false,
      acessos: 0,
    })),
    total: 2,
  });

const usesRequests = () => sentRequests.filter((r) => r.path === '/api/admin/v1/uses');

describe('the use log', () => {
  it('lists each use with partner, company, member, offer, purchase, saving and status', async () => {
    renderApp('/usos', {
      'GET /api/admin/v1/me': () => json(me()),
      'GET /api/admin/v1/partners': partners,
      'GET /api/admin/v1/uses': () =>
        json({
          data: [
            aUse(),
            aUse({
              id: 502,
              economia: null,
              valorCompra: null,
              desfeitoEm: '2026-11-20T17:08:00.000Z',
              desfeitoPor: 'João Balcão',
              reportado: true,
            }),
          ],
          total: 2,
        }),
    });
    const table = within(await screen.findByRole('table', { name: 'Usos' }));
    const first = (await table.findAllByText('Sorveteria Pinguim'))[0]!.closest('tr')!;
    const row = within(first);
    expect(row.getByText('20/11/2026, 14:05')).toBeVisible();
    expect(row.getByText('Viva Mais Benefícios')).toBeVisible();
    expect(row.getByText('Maria das Graças Souza')).toBeVisible();
    expect(row.getByText('15% em sorvetes')).toBeVisible();
    expect(row.getByText(/R\$\s40,00/)).toBeVisible();
    expect(row.getByText(/R\$\s6,00/)).toBeVisible();
    expect(row.getByText('Registrado')).toBeVisible();
    expect(table.getByText('Desfeito em 20/11/2026, 14:08 por João Balcão')).toBeVisible();
    expect(table.getByText('Reportado pelo membro')).toBeVisible();
  });

  it('filters by period, partner, company and status, and exports the same filters as CSV', async () => {
    const { user } = renderApp('/usos', {
      'GET /api/admin/v1/me': () => json(me()),
      'GET /api/admin/v1/partners': partners,
      'GET /api/admin/v1/uses': () => json({ data: [aUse()], total: 1 }),
    });
    await screen.findByRole('table', { name: 'Usos' });
    await screen.findByRole('option', { name: 'Ótica Visão' });

    await user.type(screen.getByLabelText('De'), '2026-11-01');
    await user.type(screen.getByLabelText('Até'), '2026-11-30');
    await user.selectOptions(screen.getByLabelText('Parceiro'), 'Sorveteria Pinguim');
    await user.selectOptions(screen.getByLabelText('Empresa'), 'Viva Mais Benefícios');
    await user.selectOptions(screen.getByLabelText('Situação'), 'Desfeito');

    await waitFor(() =>
      expect(Object.fromEntries(usesRequests().at(-1)!.query)).toEqual({
        from: '2026-11-01',
        to: '2026-11-30',
        parceiroId: '9',
        empresaId: '1',
        status: 'desfeito',
        sort: 'registradoEm',
        order: 'desc',
        page: '1',
        perPage: '25',
      }),
    );
    // What the server's own schema accepts.
    expect(listUsesQuery.safeParse(Object.fromEntries(usesRequests().at(-1)!.query)).success).toBe(
      true,
    );
    const csv = screen.getByRole('link', { name: 'Exportar CSV' });
    const href = new URL(csv.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/admin/v1/uses/csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      parceiroId: '9',
      empresaId: '1',
      status: 'desfeito',
    });
    expect(usesCsvQuery.safeParse(Object.fromEntries(href.searchParams)).success).toBe(true);
    expect(csv).toHaveAttribute('download');
  });

  it('reviews a reported use, undoing it', async () => {
    const report: UseReport = {
      id: 77,
      criadoEm: '2026-11-21T11:00:00.000Z',
      comentario: 'Não estive nesta sorveteria',
      status: 'pendente',
      revisadoEm: null,
      revisadoPor: null,
      nota: '',
      uso: aUse({ reportado: true }),
    };
    let reviewed = false;
    const { user } = renderApp('/usos/reportados', {
      'GET /api/admin/v1/me': () => json(me()),
      'GET /api/admin/v1/use-reports': () =>
        json({ data: reviewed ? [] : [report], total: reviewed ? 0 : 1 }),
      'POST /api/admin/v1/use-reports/77/review': () => {
        reviewed = true;
        return json({
          ...report,
          status: 'revisado',
          revisadoEm: '2026-11-21T12:00:00.000Z',
          revisadoPor: 'Ana Administradora',
          nota: 'Atendente confirmou o engano',
          uso: {
            ...report.uso,
            desfeitoEm: '2026-11-21T12:00:00.000Z',
            desfeitoPor: 'Operador: Ana',
          },
        });
      },
    });
    expect(await screen.findByText('Não estive nesta sorveteria')).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Revisar o aviso de Maria das Graças Souza' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Revisar uso reportado' }));
    await user.type(
      dialog.getByLabelText('Nota da revisão (opcional)'),
      'Atendente confirmou o engano',
    );
    await user.click(dialog.getByLabelText('Desfazer o uso'));
    await user.click(dialog.getByRole('button', { name: 'Marcar como revisado' }));

    expect(
      await screen.findByText('Aviso revisado e uso desfeito: ele não conta mais.'),
    ).toBeVisible();
    expect(sentRequests.find((r) => r.method === 'POST')?.body).toEqual({
      desfazerUso: true,
      nota: 'Atendente confirmou o engano',
    });
    expect(await screen.findByText('Nenhum aviso pendente.')).toBeVisible();
  });
});
