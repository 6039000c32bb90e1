import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/factories';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';
import { useClubStore } from '../../../lib/club-store';
import { AMOXICILINA, ANA, ATESTADO } from '../test-fixtures';

/** A stand-in for the tab window.open('') gives back. */
function stubWindowOpen() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.fn(() => tab as unknown as Window);
  vi.stubGlobal('open', open);
  return { open, tab };
}

const cardOf = (name: string) => screen.getByRole('article', { name });

describe('prescriptions page', () => {
  it('shows a spinner, then one card per prescription of the acting person', async () => {
    let answer: ((response: Response) => void) | undefined;
    const fetchMock = stubApi({
      listaMinhasReceitas: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    signInWithCard();
    useClubStore
      .getState()
      .update({ selectedDependentIdCliente: 31, selectedDependentIdPerfil: 6 });
    renderApp('/auth/my-receipes');

    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    act(() => answer?.(jsonResponse([AMOXICILINA, ATESTADO])));

    const amoxicilina = within(await screen.findByRole('article', { name: AMOXICILINA.descricao }));
    expect(amoxicilina.getByText('Dra. Camila Ferreira · Clínica Geral')).toBeVisible();
    expect(amoxicilina.getByRole('button', { name: 'Abrir Documento' })).toBeEnabled();
    // No doctor, no specialty: only the description.
    expect(cardOf(ATESTADO.descricao).querySelector('p')).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para Atendimento' })).toHaveAttribute(
      'href',
      '/auth/get-touch',
    );
    expect(callsTo(fetchMock, 'listaMinhasReceitas')[0]?.body).toEqual({
      idCliente: ANA.idCliente,
      idPerfil: ANA.idPerfil,
    });
  });

  it('shows the empty state', async () => {
    stubApi({ listaMinhasReceitas: () => jsonResponse([]) });
    signInWithCard();
    renderApp('/auth/my-receipes');
    expect(
      await screen.findByText('Você não possui receitas cadastradas no momento!'),
    ).toBeVisible();
  });

  it("'Abrir Documento' opens a tab on the tap, without opener, and sends it to the signed URL", async () => {
    const { open, tab } = stubWindowOpen();
    let answer: ((response: Response) => void) | undefined;
    const fetchMock = stubApi({
      listaMinhasReceitas: () => jsonResponse([AMOXICILINA]),
      listaMinhasReceitasDocumento: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    signInWithCard();
    renderApp('/auth/my-receipes');

    const button = within(
      await screen.findByRole('article', { name: AMOXICILINA.descricao }),
    ).getByRole('button', { name: 'Abrir Documento' });
    await userEvent.click(button);

    // Opened synchronously on the tap, before the address is known: popup blockers allow it.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    act(() => answer?.(jsonResponse({ data: 'https://files.example/receita-501.pdf?sig=abc' })));
    await waitFor(() => expect(button).toBeEnabled());
    expect(tab.location.href).toBe('https://files.example/receita-501.pdf?sig=abc');
    expect(tab.close).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'listaMinhasReceitasDocumento')[0]?.body).toEqual({
      idCliente: 10,
      idPerfil: 5,
      idDocumento: AMOXICILINA.id,
    });
  });

  it('closes the empty tab and shows the server error when the document cannot be had', async () => {
    const { tab } = stubWindowOpen();
    stubApi({
      listaMinhasReceitas: () => jsonResponse([AMOXICILINA]),
      listaMinhasReceitasDocumento: () => jsonResponse({ message: 'Falha', code: 'INTERNAL' }, 500),
    });
    signInWithCard();
    renderApp('/auth/my-receipes');
    const button = await screen.findByRole('button', { name: 'Abrir Documento' });
    await userEvent.click(button);

    expect(await screen.findByText('Erro de servidor entre em contato!')).toBeInTheDocument();
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('');
    expect(button).toBeEnabled();
  });

  it('opens the address in a new tab without opener when the tab on the tap was blocked', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    stubApi({
      listaMinhasReceitas: () => jsonResponse([AMOXICILINA]),
      listaMinhasReceitasDocumento: () => jsonResponse({ data: 'https://files.example/r.pdf' }),
    });
    signInWithCard();
    renderApp('/auth/my-receipes');
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir Documento' }));
    await waitFor(() =>
      expect(open).toHaveBeenLastCalledWith('https://files.example/r.pdf', '_blank', 'noopener'),
    );
  });
});
