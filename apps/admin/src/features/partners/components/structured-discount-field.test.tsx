import type { MeResponse } from '@clube/contract/admin';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, sentRequests } from '../../../../test/fake-api';
import { adminPartner, meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

function me(): MeResponse {
  const base = meAdmin();
  return {
    ...base,
    permissions: {
      ...base.permissions,
      partners: ['list', 'read', 'update'],
      categories: ['list'],
    },
  };
}

const PARTNER = adminPartner();

const categories = () =>
  json({ data: [{ id: 3, nome: 'Alimentação', logo: '', parceiros: 4 }], total: 1 });

describe("the partner form's structured discount", () => {
  it('saves a percentage beside the free-text discount, refusing 0 under its field', async () => {
    const { user } = renderApp('/parceiros/9', {
      'GET /api/admin/v1/me': () => json(me()),
      'GET /api/admin/v1/categories': categories,
      'GET /api/admin/v1/partners/9': () => json(PARTNER),
      'PATCH /api/admin/v1/partners/9': () =>
        json({ ...PARTNER, descontoEstruturado: { tipo: 'percentual', percentual: 15 } }),
    });
    await screen.findByRole('option', { name: 'Alimentação' });
    expect(screen.getByLabelText('Desconto')).toHaveValue('15% de desconto');

    await user.selectOptions(screen.getByLabelText('Desconto no balcão'), 'Percentual da compra');
    await user.type(screen.getByLabelText('Percentual (%)'), '0');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('O percentual deve ser de 1 a 100.')).toBeVisible();
    expect(sentRequests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Percentual (%)'));
    await user.type(screen.getByLabelText('Percentual (%)'), '15');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Alterações salvas.')).toBeVisible();
    expect(sentRequests.find((r) => r.method === 'PATCH')?.body).toEqual({
      descontoEstruturado: { tipo: 'percentual', percentual: 15 },
    });
    expect(screen.getByLabelText('Percentual (%)')).toHaveValue('15');
  });

  it('shows a fixed amount in reais and sends it in cents', async () => {
    const { user } = renderApp('/parceiros/9', {
      'GET /api/admin/v1/me': () => json(me()),
      'GET /api/admin/v1/categories': categories,
      'GET /api/admin/v1/partners/9': () =>
        json({ ...PARTNER, descontoEstruturado: { tipo: 'valor', centavos: 1000 } }),
      'PATCH /api/admin/v1/partners/9': () =>
        json({ ...PARTNER, descontoEstruturado: { tipo: 'valor', centavos: 1250 } }),
    });
    const amount = await screen.findByLabelText('Valor (R$)');
    expect(amount).toHaveValue('10,00');
    await user.clear(amount);
    await user.type(amount, '12,50');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Alterações salvas.')).toBeVisible();
    expect(sentRequests.find((r) => r.method === 'PATCH')?.body).toEqual({
      descontoEstruturado: { tipo: 'valor', centavos: 1250 },
    });
  });
});
