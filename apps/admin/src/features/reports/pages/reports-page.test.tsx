import type { Report } from '@clube/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, sentRequests } from '../../../../test/fake-api';
import { meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

const me = (reports: ('read' | 'update')[] = ['read', 'update']) => {
  const base = meAdmin();
  return json({ ...base, permissions: { ...base.permissions, reports } });
};

const report = (overrides: Partial<Report> = {}): Report => ({
  empresaId: 1,
  from: '2026-10-25',
  to: '2026-11-23',
  members: { titulares: 1200, dependentes: 300, cartoes: 1500 },
  signIns: {
    total: 42,
    membros: 30,
    porDia: [
      { dia: '2026-11-20', total: 12 },
      { dia: '2026-11-21', total: 30 },
    ],
  },
  accesses: {
    total: 9,
    porDia: [{ dia: '2026-11-21', total: 9 }],
    topParceiros: [
      { id: 3, nome: 'Café São João', total: 6 },
      { id: 4, nome: 'Ótica Visão', total: 3 },
    ],
    porCategoria: [{ id: 1, nome: 'Alimentação', total: 9 }],
  },
  ratings: {
    total: 2,
    media: 3.5,
    porParceiro: [{ id: 3, nome: 'Café São João', media: 3.5, total: 2 }],
    ultimosComentarios: [
      {
        id: 77,
        parceiro: 'Café São João',
        nota: 1,
        comentario: 'Texto ofensivo',
        createdAt: '2026-11-21T15:00:00.000Z',
        oculto: false,
      },
    ],
  },
  dependentsAdded: 4,
  appointments: { total: 5, cancelados: 1 },
  ...overrides,
});

const usesReport = (total: { usos: number; economia: number; valorCompras: number }) => () =>
  json({
    from: '2026-10-28',
    to: '2026-11-26',
    total,
    porParceiro: total.usos ? [{ id: 9, nome: 'Sorveteria Pinguim', ...total }] : [],
    porEmpresa: total.usos ? [{ id: 1, nome: 'Viva Mais Benefícios', ...total }] : [],
    porDia: total.usos ? [{ dia: '2026-11-20', ...total }] : [],
  });

describe('the reports screen', () => {
  it("shows every company's figures together and charts, links each table's CSV, and hides a comment", async () => {
    let hidden = false;
    const { user } = renderApp('/relatorios', {
      'GET /api/admin/v1/me': () => me(),
      'GET /api/admin/v1/reports': () =>
        json(
          report({
            ratings: {
              ...report().ratings,
              ultimosComentarios: report().ratings.ultimosComentarios.map((c) => ({
                ...c,
                oculto: hidden,
              })),
            },
          }),
        ),
      'GET /api/admin/v1/reports/uses': usesReport({
        usos: 3,
        economia: 1850,
        valorCompras: 12000,
      }),
      'PATCH /api/admin/v1/reports/ratings/77': (request) => {
        hidden = (request.body as { oculto: boolean }).oculto;
        return json({ ...report().ratings.ultimosComentarios[0], oculto: hidden });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Relatórios' })).toBeVisible();
    const figure = (label: string) =>
      screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(await screen.findByText('Carteirinhas ativas')).toBeVisible();
    expect(figure('Carteirinhas ativas')).toBe('1.500');
    expect(figure('Acessos ao app')).toBe('42');
    expect(figure('Nota média')).toBe('3,5');

    // Every company the operator sees, together: no company asked for.
    const asked = sentRequests.find((r) => r.path === '/api/admin/v1/reports')!;
    expect(asked.query.has('empresaId')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Empresa' })).toHaveDisplayValue(
      'Todas as empresas',
    );

    const chart = await screen.findByRole('img', {
      name: 'Acessos ao app por dia: 30 dias, total de 42, pico de 30 em 21/11/2026',
    });
    expect(chart).toBeVisible();
    // Every day of the period is a column, a day without sign-ins too, named on hover.
    const hovers = new Set([...chart.querySelectorAll('title')].map((t) => t.textContent));
    expect(hovers.size).toBe(30);
    expect(hovers).toContain('25/10/2026: 0');
    expect(hovers).toContain('21/11/2026: 30');
    expect(hovers).toContain('23/11/2026: 0');
    expect(screen.getByRole('list', { name: 'Parceiros mais acessados' })).toHaveTextContent(
      'Café São João6',
    );
    const csv = screen.getAllByRole('link', { name: 'Exportar CSV' });
    expect(
      csv.map((a) => new URL(a.getAttribute('href')!, 'http://x').searchParams.get('table')),
    ).toEqual(['signIns', 'accesses', 'topPartners', 'categories', 'ratings', 'comments']);

    const uses = within(screen.getByRole('region', { name: 'Usos nos parceiros' }));
    expect(await uses.findByText('Economia entregue')).toBeVisible();
    expect(uses.getByText('Economia entregue').nextSibling).toHaveTextContent(/R\$\s18,50/);
    expect(uses.getByRole('table', { name: 'Por parceiro' })).toHaveTextContent(
      'Sorveteria Pinguim3',
    );
    expect(
      sentRequests.find((r) => r.path === '/api/admin/v1/reports/uses')?.query.has('empresaId'),
    ).toBe(false);

    const comments = screen.getByRole('region', { name: 'Últimos comentários' });
    await user.click(within(comments).getByRole('button', { name: 'Ocultar' }));
    expect(
      await screen.findByText('Comentário ocultado: os membros não o veem mais.'),
    ).toBeVisible();
    expect(await within(comments).findByText('Oculto')).toBeVisible();
    const patch = sentRequests.find((r) => r.method === 'PATCH')!;
    expect(patch.body).toEqual({ oculto: true });
  });

  it('reports on one company when it is chosen, the choice and the period kept in the address', async () => {
    const { user } = renderApp('/relatorios?de=2026-11-01&ate=2026-11-10', {
      'GET /api/admin/v1/me': () => me(),
      'GET /api/admin/v1/reports': (request) =>
        json(
          report({
            empresaId: request.query.has('empresaId')
              ? Number(request.query.get('empresaId'))
              : null,
            from: '2026-11-01',
            to: '2026-11-10',
          }),
        ),
      'GET /api/admin/v1/reports/uses': usesReport({ usos: 0, economia: 0, valorCompras: 0 }),
    });
    expect(await screen.findByText('Carteirinhas ativas')).toBeVisible();
    expect(screen.getByLabelText('De')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Até')).toHaveValue('2026-11-10');
    const picker = screen.getByRole('combobox', { name: 'Empresa' });
    const company = within(picker).getAllByRole('option')[1]!;
    await user.selectOptions(picker, company);
    await screen.findByRole('img', { name: /Acessos ao app por dia: 10 dias/ });
    const last = sentRequests.filter((r) => r.path === '/api/admin/v1/reports').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      empresaId: company.getAttribute('value'),
      from: '2026-11-01',
      to: '2026-11-10',
    });
    // Every day of the period is in the table too, a day without sign-ins as 0.
    const table = within(screen.getAllByRole('table')[0]!);
    expect(table.getAllByRole('row')).toHaveLength(11);
    expect(table.getByRole('row', { name: '01/11/2026 0' })).toBeInTheDocument();
  });

  it('says so when the period is empty, and offers no hiding to read-only support', async () => {
    renderApp('/relatorios', {
      'GET /api/admin/v1/me': () => me(['read']),
      'GET /api/admin/v1/reports/uses': usesReport({ usos: 0, economia: 0, valorCompras: 0 }),
      'GET /api/admin/v1/reports': () =>
        json(
          report({
            signIns: { total: 0, membros: 0, porDia: [] },
            accesses: { total: 0, porDia: [], topParceiros: [], porCategoria: [] },
          }),
        ),
    });
    expect((await screen.findAllByText('Nada no período.')).length).toBe(4);
    expect(await screen.findByText('Nenhum uso registrado no período.')).toBeVisible();
    const comments = screen.getByRole('region', { name: 'Últimos comentários' });
    expect(within(comments).queryByRole('button')).toBeNull();
  });
});
