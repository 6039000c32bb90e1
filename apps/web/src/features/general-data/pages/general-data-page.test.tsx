import type { CustomerProfile } from '@clube/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/factories';
import { callsTo, stubApi, type Answers } from '../../../../test/fake-api';
import { queryClient } from '../../../lib/query-client';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';

const PROFILE: CustomerProfile = {
  nome: 'Maria Clara Souza',
  cpf: '529.982.247-25',
  email: 'maria@example.com',
  telefone1: '(11) 98765-4321',
  telefone2: '',
  uc: '104233',
  idSexo: 2,
  dataAdmissao: '2021-03-15',
  nascimento: '1988-04-12',
  foto: '',
  emergencia: {
    nome1: 'Ricardo Alves Souza',
    telefone1: '(11) 97654-3210',
    idParentesco1: 1,
    nome2: '',
    telefone2: '',
    idParentesco2: 0,
    nome3: '',
    telefone3: '',
    idParentesco3: 0,
  },
};

const NO_CONTACTS: CustomerProfile['emergencia'] = {
  ...PROFILE.emergencia,
  nome1: '',
  telefone1: '',
  idParentesco1: 0,
};

async function openGeneralData(
  { profile = PROFILE, idPerfil = 5 }: { profile?: CustomerProfile; idPerfil?: number } = {},
  answers: Answers = {},
) {
  const fetchMock = stubApi({
    getCliente: () => jsonResponse(profile),
    updateCliente: () => jsonResponse({ message: 'Dados atualizados!' }),
    ...answers,
  });
  signInWithCard({ idPerfil });
  const view = renderApp('/auth/general-data');
  await screen.findByRole('heading', { level: 1, name: 'Dados Gerais' });
  await screen.findByRole('option', { name: 'Feminino' });
  return { fetchMock, ...view };
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Salvar Dados' }));

describe('general data', () => {
  it('shows a spinner while the record loads, then the record with read-only CPF and admission', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = stubApi({
      getCliente: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    signInWithCard();
    renderApp('/auth/general-data');
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando…');
    await waitFor(() => expect(callsTo(fetchMock, 'getCliente')).toHaveLength(1));
    release(jsonResponse(PROFILE));

    expect(await screen.findByLabelText('Nome *')).toHaveValue('Maria Clara Souza');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('CPF')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Data de Admissão')).toHaveValue('15/03/2021');
    expect(screen.getByLabelText('Data de Admissão')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Data de Nascimento')).toHaveValue('12/04/1988');
    expect(screen.getByLabelText('Telefone 1')).toHaveValue('(11) 98765-4321');
    await waitFor(() => expect(screen.getByLabelText('Sexo *')).toHaveValue('2'));
    expect(screen.getByLabelText('Sexo *')).toBeRequired();
  });

  it('opens the form on the record as saved, not on the offline copy from before the last save', async () => {
    stubApi({ getCliente: () => jsonResponse({ ...PROFILE, telefone2: '(21) 93456-7812' }) });
    signInWithCard({ idPerfil: 5 });
    // What lib/persisted-cache.ts puts back at start-up: the answer seen before the save, stale.
    queryClient.setQueryData(['getCliente', { idCliente: 10, idPerfil: 5 }], PROFILE, {
      updatedAt: Date.now() - 60_000,
    });
    await queryClient.invalidateQueries({ refetchType: 'none' });
    renderApp('/auth/general-data');

    await screen.findByRole('heading', { level: 1, name: 'Dados Gerais' });
    expect(screen.getByLabelText('Telefone 2')).toHaveValue('(21) 93456-7812');
  });

  it('masks the phones and the birth date as they are typed', async () => {
    await openGeneralData();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Telefone 2'), '1134567890');
    expect(screen.getByLabelText('Telefone 2')).toHaveValue('(11) 3456-7890');
    await user.clear(screen.getByLabelText('Telefone 2'));
    await user.type(screen.getByLabelText('Telefone 2'), '(11)9-8765x4321');
    expect(screen.getByLabelText('Telefone 2')).toHaveValue('(11) 98765-4321');
    const birth = screen.getByLabelText('Data de Nascimento');
    await user.clear(birth);
    await user.type(birth, 'ab05031990');
    expect(birth).toHaveValue('05/03/1990');
  });

  it('saves the basic form with the date as yyyy-mm-dd and the contacts, and says so', async () => {
    const { fetchMock } = await openGeneralData();
    const user = userEvent.setup();
    const nome = screen.getByLabelText('Nome *');
    await user.clear(nome);
    await user.type(nome, 'Maria Clara Souza Lima');
    await user.type(screen.getByLabelText('Telefone 2'), '1134567890');
    await save(user);

    expect(await screen.findByText('Dados atualizados!')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'updateCliente');
    expect(call?.body).toEqual({
      idCliente: 10,
      idPerfil: 5,
      nome: 'Maria Clara Souza Lima',
      email: 'maria@example.com',
      telefone1: '(11) 98765-4321',
      telefone2: '(11) 3456-7890',
      idSexo: 2,
      nascimento: '1988-04-12',
      foto: '',
      emergencia: {
        nome1: 'Ricardo Alves Souza',
        telefone1: '(11) 97654-3210',
        idParentesco1: 1,
        nome2: '',
        telefone2: '',
        idParentesco2: 0,
        nome3: '',
        telefone3: '',
        idParentesco3: 0,
      },
    });
  });

  it('disables Salvar Dados with a spinner while saving', async () => {
    let release: (response: Response) => void = () => undefined;
    await openGeneralData(
      {},
      { updateCliente: () => new Promise<Response>((resolve) => (release = resolve)) },
    );
    const user = userEvent.setup();
    await save(user);
    const button = screen.getByRole('button', { name: 'Salvar Dados' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    release(jsonResponse({ message: 'Dados atualizados!' }));
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('profile 5: accessible tabs Básicos and Emergência, moved with the arrow keys', async () => {
    await openGeneralData();
    const user = userEvent.setup();
    const tablist = screen.getByRole('tablist');
    const basicos = within(tablist).getByRole('tab', { name: 'Básicos' });
    const emergencia = within(tablist).getByRole('tab', { name: 'Emergência' });
    expect(basicos).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Básicos' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Emergência' })).not.toBeInTheDocument();

    basicos.focus();
    await user.keyboard('{ArrowRight}');
    expect(emergencia).toHaveFocus();
    expect(emergencia).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Emergência' });
    const first = within(panel).getByRole('group', { name: 'Contato 1 *' });
    expect(within(first).getByLabelText('Nome')).toHaveValue('Ricardo Alves Souza');
    expect(within(first).getByLabelText('Telefone')).toHaveValue('(11) 97654-3210');
    expect(within(first).getByLabelText('Grau de parentesco')).toHaveValue('1');
    expect(within(panel).getByRole('button', { name: 'Salvar Dados' })).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(basicos).toHaveFocus();
    await user.keyboard('{End}');
    expect(emergencia).toHaveFocus();
  });

  it("profile 5 without contact 1: 'Obrigatório 1 Contato de Emergência', nothing sent, focus on it", async () => {
    const { fetchMock } = await openGeneralData({
      profile: { ...PROFILE, emergencia: NO_CONTACTS },
    });
    const user = userEvent.setup();
    await save(user);

    expect(await screen.findByText('Obrigatório 1 Contato de Emergência')).toBeInTheDocument();
    // The member is taken to the tab of the missing contact, on its first field.
    const panel = screen.getByRole('tabpanel', { name: 'Emergência' });
    const first = within(panel).getByRole('group', { name: 'Contato 1 *' });
    const nome = within(first).getByLabelText('Nome');
    expect(nome).toHaveFocus();
    expect(nome).toHaveAttribute('aria-invalid', 'true');
    expect(nome).toHaveAccessibleDescription('Informe o nome do contato.');
    expect(within(first).getByLabelText('Grau de parentesco')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(first).getByLabelText('Telefone')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'updateCliente')).toEqual([]);

    // Contact 1 complete but with no relationship still blocks.
    await user.type(nome, 'Ricardo');
    await user.type(within(first).getByLabelText('Telefone'), '11976543210');
    await save(user);
    expect(within(first).getByLabelText('Grau de parentesco')).toHaveFocus();
    expect(callsTo(fetchMock, 'updateCliente')).toEqual([]);

    await user.selectOptions(within(first).getByLabelText('Grau de parentesco'), 'Cônjuge');
    await save(user);
    await screen.findByText('Dados atualizados!');
    expect(callsTo(fetchMock, 'updateCliente')[0]?.body.emergencia).toMatchObject({
      nome1: 'Ricardo',
      telefone1: '(11) 97654-3210',
      idParentesco1: 1,
    });
  });

  it('other profiles see only the basic form and send no contacts', async () => {
    const { fetchMock } = await openGeneralData({
      idPerfil: 9,
      profile: { ...PROFILE, emergencia: NO_CONTACTS },
    });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Contato 1 *' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await save(user);
    await screen.findByText('Dados atualizados!');
    const [call] = callsTo(fetchMock, 'updateCliente');
    expect(call?.body.idPerfil).toBe(9);
    expect(call?.body).not.toHaveProperty('emergencia');
  });

  it('an empty name on Básicos is marked while the member is on Emergência, and that tab opens', async () => {
    const { fetchMock } = await openGeneralData();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Nome *'));
    await user.click(screen.getByRole('tab', { name: 'Emergência' }));
    await save(user);
    expect(await screen.findByText('Campos obrigatórios vazios!')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Básicos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Nome *')).toHaveFocus();
    expect(callsTo(fetchMock, 'updateCliente')).toEqual([]);
  });

  it('refuses a half-typed phone before sending', async () => {
    const { fetchMock } = await openGeneralData();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Telefone 2'), '11987');
    await save(user);
    expect(await screen.findByText('Confira os campos destacados.')).toBeInTheDocument();
    expect(screen.getByLabelText('Telefone 2')).toHaveFocus();
    expect(screen.getByLabelText('Telefone 2')).toHaveAccessibleDescription(
      'Informe DDD e número completos.',
    );
    expect(callsTo(fetchMock, 'updateCliente')).toEqual([]);
  });

  it('sends a chosen photo as a data URL and previews it', async () => {
    const { fetchMock } = await openGeneralData();
    const user = userEvent.setup();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'eu.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Escolher foto'), png);
    expect(await screen.findByRole('img', { name: 'Sua foto' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await save(user);
    await screen.findByText('Dados atualizados!');
    expect(callsTo(fetchMock, 'updateCliente')[0]?.body.foto).toMatch(/^data:image\/png;base64,/);
  });

  it("shows the server's message when it refuses the save", async () => {
    await openGeneralData(
      {},
      {
        updateCliente: () =>
          jsonResponse({ message: 'Campo idSexo inválido.', code: 'INVALID_INPUT' }, 400),
      },
    );
    const user = userEvent.setup();
    await save(user);
    expect(await screen.findByText('Campo idSexo inválido.')).toBeInTheDocument();
  });
});
