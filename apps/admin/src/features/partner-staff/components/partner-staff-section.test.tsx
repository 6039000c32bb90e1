import type { MeResponse, PartnerStaff } from '@clube/contract/admin';
import { screen, within } from '@testing-library/react';
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
      categories: ['list', 'read'],
      partnerStaff: ['list', 'create', 'update', 'resetPassword'],
    },
  };
}

const PARTNER = adminPartner();

function staff(overrides: Partial<PartnerStaff> = {}): PartnerStaff {
  return {
    id: 31,
    parceiroId: 9,
    nome: 'João Balcão',
    email: 'joao@pinguim.example',
    ativo: true,
    alterarSenha: false,
    ultimoAcessoEm: '2026-11-26T13:15:00.000Z',
    criadoEm: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

const base = {
  'GET /api/admin/v1/me': () => json(me()),
  'GET /api/admin/v1/categories': () => json({ data: [], total: 0 }),
  'GET /api/admin/v1/partners/9': () => json(PARTNER),
};

const staffTable = () => screen.findByRole('table', { name: 'Atendentes de Sorveteria Pinguim' });

describe("a partner's counter staff", () => {
  it('lists each account with its last access, and creates one showing the temporary password once', async () => {
    let list = [staff()];
    const created = staff({
      id: 32,
      nome: 'Maria Caixa',
      email: 'maria@pinguim.example',
      alterarSenha: true,
      ultimoAcessoEm: null,
    });
    const { user } = renderApp('/parceiros/9', {
      ...base,
      'GET /api/admin/v1/partners/9/staff': () => json({ data: list }),
      'POST /api/admin/v1/partners/9/staff': () => {
        list = [...list, created];
        return json({ atendente: created, senhaTemporaria: 'Kx7-pQ2m-Vb9t' });
      },
    });

    const table = within(await staffTable());
    expect(await table.findByText('João Balcão')).toBeVisible();
    expect(table.getByText('26/11/2026, 10:15')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Novo atendente' }));
    const dialog = within(
      screen.getByRole('dialog', { name: 'Novo atendente de Sorveteria Pinguim' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Criar atendente' }));
    expect(await dialog.findByText('Informe o nome.')).toBeVisible();
    expect(sentRequests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Nome'), 'Maria Caixa');
    await user.type(dialog.getByLabelText('E-mail'), 'maria@pinguim.example');
    await user.click(dialog.getByRole('button', { name: 'Criar atendente' }));

    const done = within(await screen.findByRole('dialog', { name: 'Atendente criado' }));
    expect(done.getByLabelText('Senha temporária')).toHaveTextContent('Kx7-pQ2m-Vb9t');
    expect(done.getByText(/não será mostrada de novo/)).toBeVisible();
    expect(sentRequests.find((r) => r.method === 'POST')?.body).toEqual({
      nome: 'Maria Caixa',
      email: 'maria@pinguim.example',
    });
    await user.click(done.getByRole('button', { name: 'Concluir' }));
    const row = (await within(await staffTable()).findByText('Maria Caixa')).closest('tr')!;
    expect(within(row).getByText('Nunca')).toBeVisible();
    expect(within(row).getByText('Senha temporária')).toBeVisible();
    expect(screen.queryByText('Kx7-pQ2m-Vb9t')).toBeNull();
  });

  it('disables an account after a confirmation in the dialog', async () => {
    let list = [staff()];
    const { user } = renderApp('/parceiros/9', {
      ...base,
      'GET /api/admin/v1/partners/9/staff': () => json({ data: list }),
      'PATCH /api/admin/v1/partner-staff/31': () => {
        list = [staff({ ativo: false })];
        return json(list[0]);
      },
    });
    await within(await staffTable()).findByText('João Balcão');
    await user.click(screen.getByRole('button', { name: 'Desativar João Balcão' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Desativar atendente' }));
    expect(confirm.getByText(/as sessões abertas dele terminam agora/)).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Desativar' }));

    expect(await screen.findByText('Atendente desativado.')).toBeVisible();
    expect(sentRequests.find((r) => r.method === 'PATCH')?.body).toEqual({ ativo: false });
    expect(await screen.findByRole('button', { name: 'Reativar João Balcão' })).toBeVisible();
    expect(within(await staffTable()).getByText('Desativado')).toBeVisible();
  });

  it('resets a password and shows the new temporary one', async () => {
    const { user } = renderApp('/parceiros/9', {
      ...base,
      'GET /api/admin/v1/partners/9/staff': () => json({ data: [staff()] }),
      'POST /api/admin/v1/partner-staff/31/reset-password': () =>
        json({ atendente: staff({ alterarSenha: true }), senhaTemporaria: 'Zr4-Lm8q-Tt2w' }),
    });
    await within(await staffTable()).findByText('João Balcão');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha de João Balcão' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Redefinir senha' })).getByRole('button', {
        name: 'Redefinir senha',
      }),
    );
    const shown = within(await screen.findByRole('dialog', { name: 'Senha redefinida' }));
    expect(shown.getByLabelText('Senha temporária')).toHaveTextContent('Zr4-Lm8q-Tt2w');
  });
});
