import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { jsonResponse } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';
import { useClubStore } from '../../../lib/club-store';
import { ACTIVE, CLOSED, HOLDER, OPEN_INVOICE, PAID_INVOICE } from '../test-fixtures';

const fact = (scope: HTMLElement, term: string) => within(scope).getByText(term).nextSibling;

describe('contract page', () => {
  it('shows one card per contract with the value in BRL and the dates as dd/mm/yyyy', async () => {
    const fetchMock = stubApi({ getContrato: () => jsonResponse([ACTIVE, CLOSED]) });
    signInWithCard();
    renderApp('/auth/contract');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato' })).toBeVisible();
    const active = await screen.findByRole('article', { name: 'Contrato nº 41' });
    expect(fact(active, 'Valor mensal')).toHaveTextContent('R$ 1.234,56');
    expect(fact(active, 'Forma de pagamento')).toHaveTextContent('Boleto bancário');
    expect(fact(active, 'Início')).toHaveTextContent('01/03/2024');
    expect(fact(active, 'Fim')).toHaveTextContent('—');
    expect(within(active).getByText('Plano Família Plus')).toBeVisible();
    expect(within(active).getByText('Ativo')).toBeVisible();

    const closed = screen.getByRole('article', { name: 'Contrato nº 17' });
    expect(fact(closed, 'Valor mensal')).toHaveTextContent('R$ 49,90');
    expect(fact(closed, 'Fim')).toHaveTextContent('31/12/2022');
    expect(within(closed).getByText('Encerrado')).toBeVisible();

    expect(callsTo(fetchMock, 'getContrato').map((c) => c.body)).toEqual([{ idCliente: 10 }]);
  });

  it('says when the card has no contract', async () => {
    stubApi({ getContrato: () => jsonResponse([]) });
    signInWithCard();
    renderApp('/auth/contract');
    expect(await screen.findByText('Nenhum contrato encontrado.')).toBeVisible();
  });

  it('shows the server error toast and a retry when the list fails', async () => {
    stubApi({ getContrato: () => jsonResponse({ message: 'x', code: 'INTERNAL' }, 500) });
    signInWithCard();
    renderApp('/auth/contract');
    expect(await screen.findByText('Não foi possível carregar seus contratos.')).toBeVisible();
    expect(await screen.findByText('Erro de servidor entre em contato!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  it('tells profile 9 the contract is not available, without asking the server', async () => {
    const fetchMock = stubApi({});
    signInWithCard({ idCliente: 20, idPerfil: 9, idEmpresa: 2 });
    renderApp('/auth/contract');
    expect(
      await screen.findByText('O contrato não fica disponível para este cartão.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para o menu' })).toHaveAttribute(
      'href',
      '/auth/menu',
    );
    expect(callsTo(fetchMock, 'getContrato')).toHaveLength(0);
  });

  it("'Mais detalhes' keeps the contract chosen and shows its holder and payments", async () => {
    const fetchMock = stubApi({
      getContrato: () => jsonResponse([ACTIVE, CLOSED]),
      getCliente: () => jsonResponse(HOLDER),
      getContratoPagamento: () => jsonResponse([OPEN_INVOICE, PAID_INVOICE]),
    });
    signInWithCard();
    const { history } = renderApp('/auth/contract');

    const active = await screen.findByRole('article', { name: 'Contrato nº 41' });
    await userEvent.click(within(active).getByRole('button', { name: /Mais detalhes/ }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detalhes do contrato' }),
    ).toBeVisible();
    expect(history.location.pathname).toBe('/auth/contract-details');
    expect(useClubStore.getState().choosedContract).toBe(41);
    expect(screen.getByText('Contrato nº 41 · Plano Família Plus')).toBeVisible();

    const holder = screen.getByRole('region', { name: 'Titular' });
    expect(await within(holder).findByText('Maria das Graças Souza')).toBeVisible();
    expect(fact(holder, 'CPF')).toHaveTextContent('529.982.247-25');
    expect(fact(holder, 'Data de nascimento')).toHaveTextContent('14/07/1985');

    const payments = screen.getByRole('region', { name: 'Pagamentos' });
    const open = await within(payments).findByRole('article', { name: 'Vencimento 01/01/2025' });
    expect(fact(open, 'Pago em')).toHaveTextContent('—');
    expect(fact(open, 'Forma de pagamento')).toHaveTextContent('Boleto bancário');
    expect(within(open).getByText('Em aberto')).toBeVisible();
    const boleto = within(open).getByRole('link', { name: /Abrir boleto/ });
    expect(boleto).toHaveAttribute('href', `${window.location.origin}${OPEN_INVOICE.boleto}`);
    expect(boleto).toHaveAttribute('target', '_blank');
    expect(boleto.getAttribute('rel')).toContain('noopener');

    const paid = within(payments).getByRole('article', { name: 'Vencimento 10/12/2024' });
    expect(fact(paid, 'Pago em')).toHaveTextContent('09/12/2024');
    expect(within(paid).getByText('Pago')).toBeVisible();
    expect(within(paid).queryByRole('link')).not.toBeInTheDocument();

    expect(callsTo(fetchMock, 'getContratoPagamento').map((c) => c.body)).toEqual([
      { idCliente: 10, idContrato: 41 },
    ]);
    expect(callsTo(fetchMock, 'getCliente').map((c) => c.body)).toEqual([
      { idCliente: 10, idPerfil: 5 },
    ]);
    // The list was not asked again for the summary.
    expect(callsTo(fetchMock, 'getContrato')).toHaveLength(1);

    await userEvent.click(screen.getByRole('link', { name: 'Voltar para Contrato' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato' })).toBeVisible();
    expect(history.location.pathname).toBe('/auth/contract');
  });
});
