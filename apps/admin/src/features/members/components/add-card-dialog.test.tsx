import type { AdminMember } from '@clube/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, sentRequests } from '../../../../test/fake-api';
import { meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

const member: AdminMember = {
  id: 12,
  nome: 'João Pedro Almeida',
  cpf: '529.982.247-25',
  email: '',
  telefone: '',
  ultimoAcessoEm: null,
  alterarSenha: false,
  bloqueado: false,
  acessoTotal: true,
  entregasSenha: ['tela'],
  cartoes: [],
  auditoria: [],
};

describe("a member's new card", () => {
  it('is added in the form dialog: checked by the contract, a refusal under its field, kept open', async () => {
    let tries = 0;
    const { user } = renderApp('/membros/12', {
      'GET /api/admin/v1/me': () => json(meAdmin()),
      'GET /api/admin/v1/members/12': () => json(member),
      'POST /api/admin/v1/members/12/cards': () =>
        ++tries === 1
          ? apiError(409, 'Este membro já tem um cartão nesta empresa.', 'CONFLICT')
          : json({ message: 'Cartão adicionado.', member }),
    });
    await user.click(await screen.findByRole('button', { name: 'Adicionar cartão' }));
    const dialog = screen.getByRole('dialog', { name: 'Adicionar cartão em outra empresa' });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar cartão' }));
    expect(within(dialog).getByLabelText('Empresa')).toHaveAttribute('aria-invalid', 'true');
    expect(sentRequests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Empresa'), 'Conecta Saúde Clube');
    await user.type(within(dialog).getByLabelText('Número da carteirinha'), 'C-77');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar cartão' }));
    expect(
      await within(dialog).findByText('Este membro já tem um cartão nesta empresa.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Número da carteirinha')).toHaveValue('C-77');

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar cartão' }));
    expect(await screen.findByText('Cartão adicionado.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentRequests.filter((r) => r.method === 'POST').at(-1)?.body).toMatchObject({
      idEmpresa: 2,
      numeroCarteirinha: 'C-77',
    });
  });
});
