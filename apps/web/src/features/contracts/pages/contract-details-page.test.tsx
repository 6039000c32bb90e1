import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubApi } from '../../../../test/fake-api';
import { jsonResponse } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';
import { useClubStore } from '../../../lib/club-store';
import { ACTIVE, HOLDER, OPEN_INVOICE, PAID_INVOICE } from '../test-fixtures';

/** The Pix manual's static BR Code. */
const PIX =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('contract details page', () => {
  it('shows a due date of 2025-01-01 as 01/01/2025 in Brazil, where that UTC midnight is still 31/12', async () => {
    const machineZone = process.env.TZ;
    process.env.TZ = 'America/Sao_Paulo';
    onTestFinished(() => {
      process.env.TZ = machineZone;
    });
    // The zone really applies: a Date of that day falls on the previous one here.
    expect(new Date('2025-01-01').getDate()).toBe(31);
    stubApi({
      getContrato: () => jsonResponse([ACTIVE]),
      getCliente: () => jsonResponse(HOLDER),
      getContratoPagamento: () => jsonResponse([OPEN_INVOICE]),
    });
    signInWithCard();
    useClubStore.getState().update({ choosedContract: 41 });
    renderApp('/auth/contract-details');
    expect(await screen.findByRole('article', { name: 'Vencimento 01/01/2025' })).toBeVisible();
    expect(screen.queryByText(/31\/12\/2024/)).not.toBeInTheDocument();
  });

  it('shows each amount in BRL, marks the overdue invoice in words and copies its linha digitável and Pix', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubApi({
      getContrato: () => jsonResponse([ACTIVE]),
      getCliente: () => jsonResponse(HOLDER),
      // Due on 01/01/2025 and unpaid: overdue on any later day.
      getContratoPagamento: () => jsonResponse([{ ...OPEN_INVOICE, pix: PIX }, PAID_INVOICE]),
    });
    signInWithCard();
    useClubStore.getState().update({ choosedContract: 41 });
    renderApp('/auth/contract-details');
    const open = within(await screen.findByRole('article', { name: 'Vencimento 01/01/2025' }));
    expect(open.getByText('R$ 1.234,56')).toBeVisible();
    expect(open.getByText('Fatura vencida.')).toBeVisible();
    await userEvent.click(open.getByRole('button', { name: /Copiar linha digitável/ }));
    expect(writeText).toHaveBeenLastCalledWith(OPEN_INVOICE.linhaDigitavel);
    expect(await screen.findByText('Linha digitável copiada!')).toBeVisible();
    await userEvent.click(open.getByRole('button', { name: /Pix copia e cola/ }));
    expect(writeText).toHaveBeenLastCalledWith(PIX);

    const paid = within(screen.getByRole('article', { name: 'Vencimento 10/12/2024' }));
    expect(paid.getByText('R$ 1.234,56')).toBeVisible();
    expect(paid.queryByText('Fatura vencida.')).not.toBeInTheDocument();
    expect(paid.queryByRole('button', { name: /Copiar/ })).not.toBeInTheDocument();
  });

  it('says when a contract has no payments yet', async () => {
    stubApi({
      getContrato: () => jsonResponse([ACTIVE]),
      getCliente: () => jsonResponse(HOLDER),
      getContratoPagamento: () => jsonResponse([]),
    });
    signInWithCard();
    useClubStore.getState().update({ choosedContract: 41 });
    renderApp('/auth/contract-details');
    expect(await screen.findByText('Nenhum pagamento encontrado.')).toBeVisible();
  });

  it('tells profile 9 the contract is not available', async () => {
    stubApi({});
    signInWithCard({ idCliente: 20, idPerfil: 9, idEmpresa: 2 });
    useClubStore.getState().update({ choosedContract: 41 });
    renderApp('/auth/contract-details');
    expect(
      await screen.findByText('O contrato não fica disponível para este cartão.'),
    ).toBeVisible();
  });

  it('asks to choose a contract when none is chosen', async () => {
    stubApi({});
    signInWithCard();
    renderApp('/auth/contract-details');
    expect(await screen.findByText('Escolha um contrato para ver os detalhes.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver contratos' })).toHaveAttribute(
      'href',
      '/auth/contract',
    );
  });
});
