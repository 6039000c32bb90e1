import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { stubApi } from '../../../../test/fake-api';
import { jsonResponse } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';
import { useClubStore } from '../../../lib/club-store';
import { ACTIVE, HOLDER, OPEN_INVOICE } from '../test-fixtures';

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
