import type { AdminPartner, MeResponse } from '@clube/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, sentRequests } from '../../../../test/fake-api';
import { adminPartner, meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

const PARTNER_RIGHTS = ['list', 'read', 'create', 'update', 'delete'] as const;

function me(role: 'admin' | 'operator' = 'admin'): MeResponse {
  const base = meAdmin({ role });
  return {
    ...base,
    companies: role === 'admin' ? base.companies : [base.companies[0]!],
    permissions: {
      ...base.permissions,
      partners: [...PARTNER_RIGHTS],
      categories: role === 'admin' ? [...PARTNER_RIGHTS] : ['list', 'read'],
    },
  };
}

const categories = () =>
  json({
    data: [
      { id: 3, nome: 'Alimentação', logo: '', parceiros: 4 },
      { id: 4, nome: 'Saúde', logo: '', parceiros: 1 },
    ],
    total: 2,
  });

const partner = (overrides: Partial<AdminPartner> = {}) =>
  adminPartner({
    visibilidade: [
      {
        empresaId: 1,
        empresa: 'Viva Mais Benefícios',
        menus: { nacional: false, exclusivo: true, local: false },
        menusAtivos: { nacional: true, exclusivo: true, local: true },
      },
    ],
    ...overrides,
  });

describe('the partner form', () => {
  it("refuses a link that is not http(s) under its field, then creates the partner with the company's menus", async () => {
    const created = partner();
    const { user } = renderApp('/parceiros/novo', {
      'GET /api/admin/v1/me': () => json(me()),
      'GET /api/admin/v1/categories': categories,
      'POST /api/admin/v1/partners': () => json(created),
      'GET /api/admin/v1/partners/9': () => json(created),
    });
    expect(await screen.findByRole('heading', { name: 'Novo parceiro' })).toBeVisible();
    await user.type(screen.getByLabelText('Nome'), 'Sorveteria Pinguim');
    await screen.findByRole('option', { name: 'Alimentação' });
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Alimentação');
    await user.type(screen.getByLabelText('Desconto'), '15% de desconto');
    await user.type(screen.getByLabelText('Link do benefício'), 'javascript:alert(1)');
    await user.click(screen.getByLabelText('Viva Mais Benefícios: Exclusivo (Meu Clube)'));
    await user.click(screen.getByRole('button', { name: 'Criar parceiro' }));
    expect(await screen.findByText('Link deve começar com http:// ou https://.')).toBeVisible();
    expect(sentRequests.filter((r) => r.method === 'POST')).toHaveLength(0);

    const link = screen.getByLabelText('Link do benefício');
    await user.clear(link);
    await user.type(link, 'https://pinguim.example');
    await user.click(screen.getByRole('button', { name: 'Criar parceiro' }));
    expect(
      await screen.findByRole('heading', { name: 'Sorveteria Pinguim', level: 1 }),
    ).toBeVisible();
    const post = sentRequests.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({
      nome: 'Sorveteria Pinguim',
      categoriaId: 3,
      desconto: '15% de desconto',
      link: 'https://pinguim.example',
      visibilidade: [{ empresaId: 1, menus: { nacional: false, exclusivo: true, local: false } }],
    });
  });

  it("shows a partner another company lists as read-only to an operator, who still sets their company's menus", async () => {
    const shared = partner({ editavel: false, outrasEmpresas: 2 });
    const { user } = renderApp('/parceiros/9', {
      'GET /api/admin/v1/me': () => json(me('operator')),
      'GET /api/admin/v1/categories': categories,
      'GET /api/admin/v1/partners/9': () => json(shared),
      'PUT /api/admin/v1/partners/9/visibility': () =>
        json(
          partner({
            editavel: false,
            outrasEmpresas: 2,
            visibilidade: [
              {
                ...shared.visibilidade[0]!,
                menus: { nacional: false, exclusivo: true, local: true },
              },
            ],
          }),
        ),
    });
    expect(
      await screen.findByRole('heading', { name: 'Sorveteria Pinguim', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText(/só um administrador altera os dados dele/)).toBeVisible();
    expect(screen.getByText(/Aparece também em 2 outra/)).toBeVisible();
    expect(screen.getByLabelText('Nome')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Desativar' })).toBeNull();

    await user.click(screen.getByLabelText('Viva Mais Benefícios: Local'));
    expect(await screen.findByText('Menus da empresa salvos.')).toBeVisible();
    const put = sentRequests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({
      empresaId: 1,
      menus: { nacional: false, exclusivo: true, local: true },
    });
    const table = screen.getByRole('table', { name: 'Menus de parceiros por empresa' });
    expect(within(table).getByLabelText('Viva Mais Benefícios: Local')).toBeChecked();
  });

  it("shows the partner's category once the categories arrive after the form", async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    renderApp('/parceiros/9', {
      'GET /api/admin/v1/me': () => json(me()),
      'GET /api/admin/v1/categories': async () => {
        await arrived;
        return categories();
      },
      'GET /api/admin/v1/partners/9': () => json(partner({ categoriaId: 4, categoria: 'Saúde' })),
    });
    expect(
      await screen.findByRole('heading', { name: 'Sorveteria Pinguim', level: 1 }),
    ).toBeVisible();
    release();
    await screen.findByRole('option', { name: 'Saúde' });
    expect(screen.getByLabelText('Categoria')).toHaveValue('4');
  });
});
