import { type Dependent } from '@clube/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { useClubStore } from '../../../lib/club-store';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { signInWithCard } from '../../../../test/sign-in';
import { SLOW_LOAD_MS } from './dependent-form-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const SAVED: Dependent = {
  idDependente: 77,
  nome: 'Lucas Souza',
  cpf: '529.982.247-25',
  email: '',
  telefone1: '(11) 98765-4321',
  telefone2: '',
  nascimento: '2012-06-18',
  dataAdmissao: '2023-10-07',
  idSexo: 1,
  idGrauParentesco: 2,
  foto: '',
};

async function openAddForm(answers: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({ insertDependente: () => jsonResponse(SAVED), ...answers });
  signInWithCard();
  const view = renderApp('/auth/add-dependents');
  await screen.findByRole('heading', { level: 1, name: 'Adicionar dependente' });
  // The option lists have arrived.
  await screen.findByRole('option', { name: 'Feminino' });
  return { fetchMock, ...view };
}

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Nome*'), 'Lucas Souza');
  await user.type(screen.getByLabelText('CPF*'), '52998224725');
  await user.type(screen.getByLabelText('Telefone 1'), '11987654321');
  await user.type(screen.getByLabelText('Data de Nascimento*'), '18062012');
  await user.selectOptions(screen.getByLabelText('Grau de Parentesco*'), 'Filho(a)');
  await user.selectOptions(screen.getByLabelText('Sexo*'), 'Masculino');
}

const submit = (user: UserEvent, name = 'Adicionar Dependente') =>
  user.click(screen.getByRole('button', { name }));

describe('dependent form, add mode', () => {
  it('has every field with its label, masks, and the placeholders at 0', async () => {
    await openAddForm();
    const user = userEvent.setup();
    for (const label of ['Nome*', 'E-mail', 'CPF*', 'Telefone 1', 'Telefone 2']) {
      expect(screen.getByLabelText(label)).toBeVisible();
    }
    expect(screen.getByLabelText('Escolher foto')).toHaveAttribute('type', 'file');
    await user.type(screen.getByLabelText('Data de Nascimento*'), '31122012');
    expect(screen.getByLabelText('Data de Nascimento*')).toHaveValue('31/12/2012');
    expect(screen.getByLabelText('Sexo*')).toHaveValue('0');
    expect(screen.getByLabelText('Grau de Parentesco*')).toHaveValue('0');
    for (const option of screen.getAllByRole('option', { name: 'Selecione' })) {
      expect(option).toBeDisabled();
    }
    await user.type(screen.getByLabelText('CPF*'), '52998224725');
    expect(screen.getByLabelText('CPF*')).toHaveValue('529.982.247-25');
    await user.type(screen.getByLabelText('Telefone 2'), '11987654321');
    expect(screen.getByLabelText('Telefone 2')).toHaveValue('(11) 98765-4321');
  });

  it("says 'CPF inválido!', marks and focuses the CPF, sends nothing; the flag clears on change", async () => {
    const { fetchMock } = await openAddForm();
    const user = userEvent.setup();
    await fillValidForm(user);
    const cpf = screen.getByLabelText('CPF*');
    await user.clear(cpf);
    await user.type(cpf, '52998224724');
    await user.click(screen.getByLabelText('Nome*'));
    await submit(user);

    expect(await screen.findByText('CPF inválido!')).toBeInTheDocument();
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    expect(cpf).toHaveFocus();
    expect(callsTo(fetchMock, 'insertDependente')).toEqual([]);

    // Any change to the form clears the flag (docs/product.md#add-or-update-a-dependent), not only the CPF.
    await user.type(screen.getByLabelText('E-mail'), 'a');
    expect(cpf).not.toHaveAttribute('aria-invalid');
  });

  it("says 'Campos obrigatórios vazios!' and focuses the first empty field", async () => {
    const { fetchMock } = await openAddForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome*'), 'Lucas');
    await user.type(screen.getByLabelText('CPF*'), '52998224725');
    await submit(user);
    expect(await screen.findByText('Campos obrigatórios vazios!')).toBeInTheDocument();
    expect(screen.getByLabelText('Data de Nascimento*')).toHaveFocus();
    expect(screen.getByLabelText('CPF*')).not.toHaveAttribute('aria-invalid');
    expect(callsTo(fetchMock, 'insertDependente')).toEqual([]);
  });

  it('submitted empty, marks Nome, CPF, Data de Nascimento and Sexo with a message under each', async () => {
    const { fetchMock } = await openAddForm();
    const user = userEvent.setup();
    await submit(user);

    expect(await screen.findByText('Campos obrigatórios vazios!')).toBeInTheDocument();
    const marked = [
      ['Nome*', 'Informe o nome.'],
      ['CPF*', 'Informe o CPF.'],
      ['Data de Nascimento*', 'Informe a data de nascimento.'],
      ['Sexo*', 'Escolha o sexo.'],
    ] as const;
    for (const [label, message] of marked) {
      const field = screen.getByLabelText(label);
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(screen.getByLabelText('Nome*')).toHaveFocus();
    for (const label of ['E-mail', 'Telefone 1', 'Telefone 2', 'Grau de Parentesco*']) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
      expect(screen.getByLabelText(label)).not.toBeRequired();
    }
    expect(callsTo(fetchMock, 'insertDependente')).toEqual([]);

    // A message stays until the member fixes that field, while the toast comes and goes.
    await user.type(screen.getByLabelText('Nome*'), 'Lucas');
    expect(screen.getByLabelText('Nome*')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Sexo*')).toHaveAccessibleDescription('Escolha o sexo.');
    await user.selectOptions(screen.getByLabelText('Sexo*'), 'Masculino');
    expect(screen.getByLabelText('Sexo*')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Data de Nascimento*')).toHaveAttribute('aria-invalid', 'true');
  });

  it('names a wrong CPF under the field', async () => {
    await openAddForm();
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.clear(screen.getByLabelText('CPF*'));
    await user.type(screen.getByLabelText('CPF*'), '52998224724');
    await submit(user);
    expect(await screen.findByText('CPF inválido!')).toBeInTheDocument();
    expect(screen.getByLabelText('CPF*')).toHaveAccessibleDescription(
      'Confira os 11 dígitos do CPF.',
    );
  });

  it('saves with an Idempotency-Key, says so, and returns to the list after 4 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, history } = await openAddForm({ getDependentes: () => jsonResponse([]) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fillValidForm(user);
    await submit(user);

    expect(await screen.findByText('Dependente adicionado com sucesso!')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'insertDependente');
    expect(call?.body).toEqual({
      idCliente: 10,
      idPerfil: 5,
      nome: 'Lucas Souza',
      cpf: '529.982.247-25',
      email: '',
      telefone1: '(11) 98765-4321',
      telefone2: '',
      nascimento: '2012-06-18',
      dataAdmissao: '2023-10-07',
      idSexo: 1,
      idGrauParentesco: 2,
      foto: '',
    });
    expect(call?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(screen.getByRole('button', { name: 'Adicionar Dependente' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(3900));
    expect(history.location.pathname).toBe('/auth/add-dependents');
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(history.location.pathname).toBe('/auth/dependents'));
  });

  it('retries an unchanged form with the same key and a changed one with a new key', async () => {
    let attempt = 0;
    const { fetchMock } = await openAddForm({
      insertDependente: () =>
        ++attempt < 3
          ? jsonResponse({ message: 'Erro interno do servidor.', code: 'INTERNAL' }, 500)
          : jsonResponse(SAVED),
    });
    const user = userEvent.setup();
    await fillValidForm(user);
    await submit(user);
    await screen.findByText('Erro de servidor entre em contato!');
    await submit(user);
    await user.type(screen.getByLabelText('E-mail'), 'lucas@example.com');
    await submit(user);
    await screen.findByText('Dependente adicionado com sucesso!');

    const keys = callsTo(fetchMock, 'insertDependente').map((c) =>
      c.headers.get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("shows the server's 409 message and marks the CPF", async () => {
    await openAddForm({
      insertDependente: () =>
        jsonResponse({ message: 'Já existe um dependente com este CPF.', code: 'CONFLICT' }, 409),
    });
    const user = userEvent.setup();
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByText('Já existe um dependente com este CPF.')).toBeInTheDocument();
    expect(screen.getByLabelText('CPF*')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Adicionar Dependente' })).toBeEnabled();
  });

  it('takes an image as a data URL and refuses other files or more than 2 MB', async () => {
    const { fetchMock } = await openAddForm();
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Escolher foto');

    await user.upload(input, new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(await screen.findByText('Escolha uma imagem PNG, JPEG, WEBP ou GIF.')).toBeVisible();

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText('A foto deve ter no máximo 2 MB.')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Foto do dependente' })).not.toBeInTheDocument();

    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' }),
    );
    const preview = await screen.findByRole('img', { name: 'Foto do dependente' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await fillValidForm(user);
    await submit(user);
    await screen.findByText('Dependente adicionado com sucesso!');
    expect(callsTo(fetchMock, 'insertDependente')[0]?.body?.foto).toMatch(
      /^data:image\/png;base64,/,
    );
  });

  it('explains, instead of the form, when the company does not allow new dependents', async () => {
    stubApi({});
    signInWithCard({ createDependents: false });
    renderApp('/auth/add-dependents');
    expect(
      await screen.findByText('Sua empresa não permite cadastrar dependentes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar Dependente' })).not.toBeInTheDocument();
  });
});

describe('dependent form, update mode', () => {
  async function openUpdateForm(loaded: Partial<Dependent> = {}) {
    const fetchMock = stubApi({
      getDependenteUnico: () => jsonResponse({ ...SAVED, ...loaded }),
      updateDependente: (body) => jsonResponse({ ...SAVED, ...(body as object) }),
    });
    signInWithCard();
    useClubStore.getState().update({ choosedDepedent: SAVED.idDependente });
    const view = renderApp('/auth/add-dependents');
    await screen.findByRole('heading', { level: 1, name: 'Atualizar dependente' });
    await screen.findByRole('option', { name: 'Feminino' });
    return { fetchMock, ...view };
  }

  it('opens a quickly loaded dependent without a message: the filled form says it', async () => {
    await openUpdateForm();
    expect(screen.getByLabelText('Nome*')).toHaveValue('Lucas Souza');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Dependente carregado com sucesso!')).not.toBeInTheDocument();
  });

  it("says 'Dependente carregado com sucesso!' when the member waited for the load", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: ((response: Response) => void) | undefined;
    stubApi({
      getDependenteUnico: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    signInWithCard();
    useClubStore.getState().update({ choosedDepedent: SAVED.idDependente });
    renderApp('/auth/add-dependents');
    await waitFor(() => expect(answer).toBeDefined());
    await act(() => vi.advanceTimersByTimeAsync(SLOW_LOAD_MS));
    act(() => answer?.(jsonResponse(SAVED)));
    expect(await screen.findByText('Dependente carregado com sucesso!')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome*')).toHaveValue('Lucas Souza');
  });

  it('loads the dependent into the form and saves it with its id', async () => {
    const { fetchMock } = await openUpdateForm();
    const user = userEvent.setup();
    expect(screen.getByLabelText('CPF*')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Telefone 1')).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText('Grau de Parentesco*')).toHaveValue('2');
    expect(screen.getByLabelText('Data de Nascimento*')).toHaveValue('18/06/2012');
    await user.clear(screen.getByLabelText('Nome*'));
    await user.type(screen.getByLabelText('Nome*'), 'Lucas S. Souza');
    await submit(user, 'Atualizar Dependente');

    expect(await screen.findByText('Dependente adicionado com sucesso!')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'updateDependente');
    expect(call?.body).toMatchObject({
      idCliente: 10,
      idPerfil: 5,
      idDependente: SAVED.idDependente,
      nome: 'Lucas S. Souza',
      nascimento: '2012-06-18',
    });
    expect(call?.headers.get('Idempotency-Key')).toMatch(UUID);
  });

  it("refuses an emptied CPF with 'CPF inválido!'", async () => {
    const { fetchMock } = await openUpdateForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('CPF*'));
    await submit(user, 'Atualizar Dependente');
    expect(await screen.findByText('CPF inválido!')).toBeInTheDocument();
    expect(screen.getByLabelText('CPF*')).toHaveFocus();
    expect(callsTo(fetchMock, 'updateDependente')).toEqual([]);
  });
});
