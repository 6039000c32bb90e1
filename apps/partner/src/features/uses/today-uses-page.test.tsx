import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ME, aUse } from '../../../test/factories';
import { apiError, json, requestsTo } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe("today's uses", () => {
  it('lists the registrations and undoes one after a confirmation', async () => {
    let undone = false;
    const { user } = renderApp('/usos-de-hoje', {
      me: () => json(ME),
      usesToday: () =>
        json({
          usos: [
            undone ? aUse({ desfeitoEm: '2026-11-27T13:09:00.000Z', podeDesfazer: false }) : aUse(),
            aUse({ id: 40, registradoEm: '2026-11-27T12:00:00.000Z', podeDesfazer: false }),
          ],
        }),
      undoUse: () => {
        undone = true;
        return json(aUse({ desfeitoEm: '2026-11-27T13:09:00.000Z', podeDesfazer: false }));
      },
    });
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('10:05')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Compra: R$ 123,45');
    expect(within(rows[1]!).queryByRole('button', { name: 'Desfazer' })).not.toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Desfazer' }));
    await user.click(within(rows[0]!).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Desfeito às 10:09')).toBeInTheDocument();
    expect(requestsTo('undoUse')[0]?.params).toEqual({ id: '41' });
  });

  it('shows the refusal when the 10 minutes have passed', async () => {
    const { user } = renderApp('/usos-de-hoje', {
      me: () => json(ME),
      usesToday: () => json({ usos: [aUse()] }),
      undoUse: () =>
        apiError(409, 'Só é possível desfazer um uso até 10 minutos depois do registro.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Desfazer' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('até 10 minutos');
  });

  it('says when there is nothing yet', async () => {
    renderApp('/usos-de-hoje', { me: () => json(ME), usesToday: () => json({ usos: [] }) });
    expect(
      await screen.findByText('Nenhum uso registrado hoje por esta conta.'),
    ).toBeInTheDocument();
  });
});
