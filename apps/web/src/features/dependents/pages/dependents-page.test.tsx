import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { useClubStore } from '../../../lib/club-store';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { signInWithCard } from '../../../../test/sign-in';
import { ANA, BRUNO } from '../test-fixtures';

const cardOf = (name: string) => screen.getByRole('article', { name });
const sheet = () => screen.getByRole('dialog', { hidden: true });

describe('dependents page', () => {
  it('lists one card per dependent with the formatted birth date, kinship, gender and CPF', async () => {
    const fetchMock = stubApi({ getDependentes: () => jsonResponse([ANA, BRUNO]) });
    signInWithCard();
    renderApp('/auth/dependents');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dependentes' })).toBeVisible();
    const ana = within(cardOf('Ana Souza'));
    expect(ana.getByText('Data Nascimento').nextSibling).toHaveTextContent('08/06/2012');
    expect(ana.getByText('Parentesco').nextSibling).toHaveTextContent('Filho(a)');
    expect(ana.getByText('Gênero').nextSibling).toHaveTextContent('Feminino');
    expect(ana.getByText('CPF').nextSibling).toHaveTextContent('153.509.460-56');
    expect(ana.getByRole('button', { name: /Deletar/ })).toBeVisible();
    expect(ana.getByRole('button', { name: /Atualizar/ })).toBeVisible();
    expect(within(cardOf('Bruno Souza')).getByText('30/09/1986')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Adicionar dependente' })).toHaveAttribute(
      'href',
      '/auth/add-dependents',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('2 dependentes cadastrados');
    expect(callsTo(fetchMock, 'getDependentes')[0]?.body).toEqual({ idCliente: 10, idPerfil: 5 });
  });

  it("hides 'Adicionar dependente' when the company's createDependents is off", async () => {
    stubApi({ getDependentes: () => jsonResponse([ANA]) });
    signInWithCard({ createDependents: false });
    renderApp('/auth/dependents');
    expect(await screen.findByRole('article', { name: 'Ana Souza' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Adicionar dependente' })).not.toBeInTheDocument();
  });

  it('shows a full-screen spinner while the list loads', async () => {
    let answer: ((response: Response) => void) | undefined;
    stubApi({ getDependentes: () => new Promise<Response>((resolve) => (answer = resolve)) });
    signInWithCard();
    renderApp('/auth/dependents');
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(screen.queryByRole('heading', { name: 'Dependentes' })).not.toBeInTheDocument();
    act(() => answer?.(jsonResponse([ANA])));
    expect(await screen.findByRole('article', { name: 'Ana Souza' })).toBeVisible();
  });

  it('shows an empty state when there are no dependents', async () => {
    stubApi({ getDependentes: () => jsonResponse([]) });
    signInWithCard();
    renderApp('/auth/dependents');
    expect(
      await screen.findByText('Você ainda não tem dependentes cadastrados.'),
    ).toBeInTheDocument();
  });

  it("offline with no list kept, says the phone is offline and never '0 dependentes cadastrados'", async () => {
    stubApi({
      getDependentes: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    signInWithCard();
    renderApp('/auth/dependents');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    expect(
      screen.getByText('Sem conexão com a internet. Tente novamente quando voltar.'),
    ).toBeVisible();
    expect(screen.queryByText(/dependentes cadastrados/)).not.toBeInTheDocument();
    expect(
      screen.queryByText('Você ainda não tem dependentes cadastrados.'),
    ).not.toBeInTheDocument();
  });

  it('offline, the buttons that need the server are disabled and say why', async () => {
    stubApi({ getDependentes: () => jsonResponse([ANA]) });
    signInWithCard();
    renderApp('/auth/dependents');
    const ana = within(await screen.findByRole('article', { name: 'Ana Souza' }));
    expect(ana.getByRole('button', { name: /Deletar/ })).toBeEnabled();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => window.dispatchEvent(new Event('offline')));
    const remove = ana.getByRole('button', { name: /Deletar/ });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('Indisponível sem conexão');
    expect(ana.getByText('Indisponível sem conexão')).toBeVisible();
    // Opening the form needs nothing new: the kept copy fills it.
    expect(ana.getByRole('button', { name: /Atualizar/ })).toBeEnabled();

    onLine.mockRestore();
    act(() => window.dispatchEvent(new Event('online')));
    expect(ana.getByRole('button', { name: /Deletar/ })).toBeEnabled();
    expect(ana.queryByText('Indisponível sem conexão')).not.toBeInTheDocument();
  });

  it('clears the chosen dependent on entering', async () => {
    stubApi({ getDependentes: () => jsonResponse([ANA]) });
    signInWithCard();
    useClubStore.getState().update({ choosedDepedent: 99 });
    renderApp('/auth/dependents');
    await screen.findByRole('article', { name: 'Ana Souza' });
    expect(useClubStore.getState().choosedDepedent).toBeNull();
  });

  it("deletes through the sheet and replaces the list with the server's answer", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      getDependentes: () => jsonResponse([ANA, BRUNO]),
      // The server's answer is the truth, even when it differs from a local removal.
      deleteDependente: () => jsonResponse([{ ...BRUNO, nome: 'Bruno S. Souza' }]),
    });
    signInWithCard();
    renderApp('/auth/dependents');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.click(
      within(await screen.findByRole('article', { name: 'Ana Souza' })).getByRole('button', {
        name: /Deletar/,
      }),
    );
    const dialog = sheet();
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('heading', { name: 'Deletar este dependente?' })).toBeVisible();
    expect(within(dialog).getByText('Ana Souza')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));

    expect(await screen.findByText('Dependente deletado com sucesso!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'deleteDependente').map((c) => c.body)).toEqual([
      { idDependente: ANA.idDependente },
    ]);
    expect(await screen.findByRole('article', { name: 'Bruno S. Souza' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Ana Souza' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'getDependentes')).toHaveLength(1);

    expect(within(dialog).getByRole('heading', { name: 'Dependente deletado' })).toBeVisible();
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  });

  it("closes the sheet on 'Não', on Esc and on the backdrop without deleting", async () => {
    const fetchMock = stubApi({ getDependentes: () => jsonResponse([ANA]) });
    signInWithCard();
    renderApp('/auth/dependents');
    const deleteButton = within(
      await screen.findByRole('article', { name: 'Ana Souza' }),
    ).getByRole('button', { name: /Deletar/ });

    await userEvent.click(deleteButton);
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Não' }));
    expect(sheet()).not.toHaveAttribute('open');

    await userEvent.click(deleteButton);
    fireEvent(sheet(), new Event('cancel', { cancelable: true })); // what Esc fires
    expect(sheet()).not.toHaveAttribute('open');

    await userEvent.click(deleteButton);
    await userEvent.click(sheet()); // a click on the dialog box itself is the backdrop
    expect(sheet()).not.toHaveAttribute('open');

    expect(callsTo(fetchMock, 'deleteDependente')).toEqual([]);
    expect(screen.getByRole('article', { name: 'Ana Souza' })).toBeVisible();
  });

  it("'Atualizar' keeps the dependent in the club state and opens the form in update mode", async () => {
    const fetchMock = stubApi({
      getDependentes: () => jsonResponse([ANA]),
      getDependenteUnico: () =>
        jsonResponse({
          idDependente: ANA.idDependente,
          nome: ANA.nome,
          cpf: ANA.cpf,
          email: 'ana@example.com',
          telefone1: '(11) 98765-4321',
          telefone2: '',
          nascimento: ANA.nascimento,
          dataAdmissao: '2023-10-07',
          idSexo: 2,
          idGrauParentesco: 2,
          foto: '',
        }),
    });
    signInWithCard();
    const { history } = renderApp('/auth/dependents');
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Ana Souza' })).getByRole('button', {
        name: /Atualizar/,
      }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Atualizar dependente' }),
    ).toBeVisible();
    // The option lists have arrived.
    await screen.findByRole('option', { name: 'Feminino' });
    expect(history.location.pathname).toBe('/auth/add-dependents');
    expect(useClubStore.getState().choosedDepedent).toBe(ANA.idDependente);
    expect(screen.getByRole('heading', { level: 1, name: 'Atualizar dependente' })).toBeVisible();
    expect(screen.getByLabelText('Nome*')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('Data de Nascimento*')).toHaveValue('08/06/2012');
    expect(screen.getByLabelText('Sexo*')).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Atualizar Dependente' })).toBeEnabled();
    expect(callsTo(fetchMock, 'getDependenteUnico')[0]?.body).toEqual({
      idCliente: 10,
      idPerfil: 5,
      idDependente: ANA.idDependente,
    });
  });
});
