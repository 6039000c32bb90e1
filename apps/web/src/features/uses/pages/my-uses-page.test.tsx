import { MEMBER_USE_MESSAGES } from '@clube/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { jsonResponse } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';
import { FARMACIA_USE, PIZZARIA_USE } from '../test-fixtures';

const sheet = () => screen.getByRole('dialog', { hidden: true });
const offline = () => {
  throw new TypeError('Failed to fetch');
};

describe('Meus usos', () => {
  it('lists each use with partner, date and time, offer, purchase and saving when known', async () => {
    const fetchMock = stubApi({
      getMeusUsos: () => jsonResponse({ usos: [PIZZARIA_USE, FARMACIA_USE] }),
    });
    signInWithCard();
    renderApp('/auth/my-uses');

    expect(await screen.findByRole('heading', { level: 1, name: 'Meus usos' })).toBeVisible();
    const pizzaria = within(await screen.findByRole('article', { name: 'Pizzaria Bella' }));
    expect(pizzaria.getByText('20/11/2026, 14:05')).toBeVisible();
    expect(pizzaria.getByText('Oferta').nextSibling).toHaveTextContent('15% no rodízio');
    expect(pizzaria.getByText('Compra').nextSibling).toHaveTextContent('R$ 89,90');
    expect(pizzaria.getByText('Economia').nextSibling).toHaveTextContent('R$ 13,49');

    const farmacia = within(screen.getByRole('article', { name: 'Farmácia Vida' }));
    expect(farmacia.getByText('02/11/2026, 09:30')).toBeVisible();
    expect(farmacia.queryByText('Economia')).not.toBeInTheDocument();
    expect(farmacia.queryByText('Compra')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'getMeusUsos')[0]?.body).toEqual({ idCliente: 10, idPerfil: 5 });
  });

  it("reports a use with 'Não reconheço este uso', an optional comment and a confirmation", async () => {
    let reported = false;
    const fetchMock = stubApi({
      getMeusUsos: () =>
        jsonResponse({ usos: [{ ...PIZZARIA_USE, reportado: reported }, FARMACIA_USE] }),
      reportarUso: () => {
        reported = true;
        return jsonResponse({ message: MEMBER_USE_MESSAGES.reported });
      },
    });
    signInWithCard();
    renderApp('/auth/my-uses');

    const pizzaria = within(await screen.findByRole('article', { name: 'Pizzaria Bella' }));
    await userEvent.click(pizzaria.getByRole('button', { name: 'Não reconheço este uso' }));
    expect(sheet()).toHaveAttribute('open');
    expect(within(sheet()).getByText(/Pizzaria Bella, 20\/11\/2026, 14:05/)).toBeVisible();
    await userEvent.type(
      within(sheet()).getByLabelText('Comentário (opcional)'),
      'Não estive nesta pizzaria',
    );
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Enviar aviso' }));

    expect(await screen.findByText(MEMBER_USE_MESSAGES.reported)).toBeVisible();
    expect(sheet()).not.toHaveAttribute('open');
    expect(callsTo(fetchMock, 'reportarUso').map((c) => c.body)).toEqual([
      { idCliente: 10, idPerfil: 5, idUso: 41, comentario: 'Não estive nesta pizzaria' },
    ]);
    const after = within(screen.getByRole('article', { name: 'Pizzaria Bella' }));
    expect(await after.findByText('Você avisou que não reconhece este uso.')).toBeVisible();
    expect(after.queryByRole('button', { name: 'Não reconheço este uso' })).not.toBeInTheDocument();
  });

  it('says so when there is no use yet', async () => {
    stubApi({ getMeusUsos: () => jsonResponse({ usos: [] }) });
    signInWithCard();
    renderApp('/auth/my-uses');
    expect(await screen.findByText('Nenhum uso ainda')).toBeVisible();
    expect(screen.getByText(MEMBER_USE_MESSAGES.emptyUses)).toBeVisible();
  });

  it('says the phone is offline instead of an empty list', async () => {
    stubApi({ getMeusUsos: offline });
    signInWithCard();
    renderApp('/auth/my-uses');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    expect(screen.queryByText('Nenhum uso ainda')).not.toBeInTheDocument();
  });
});
