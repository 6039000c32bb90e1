import type { Address } from '@clube/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/factories';
import { callsTo, stubApi, type Answers } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';

const STORED: Address = {
  cep: '01310-200',
  logradouro: 'Avenida Paulista',
  numero: '1842',
  complemento: 'Apto 82',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
};

const CURITIBA = {
  cep: '80020-310',
  logradouro: 'Rua XV de Novembro',
  bairro: 'Centro',
  localidade: 'Curitiba',
  uf: 'PR',
};

async function openAddress(answers: Answers = {}) {
  const fetchMock = stubApi({
    getClienteEndereco: () => jsonResponse(STORED),
    getCep: () => jsonResponse(CURITIBA),
    updateClienteEndereco: () => jsonResponse({ message: 'Dados atualizados com sucesso!' }),
    ...answers,
  });
  signInWithCard();
  const view = renderApp('/auth/my-address');
  await screen.findByRole('heading', { level: 1, name: 'Meu Endereço' });
  return { fetchMock, ...view };
}

async function typeCep(user: UserEvent, digits: string) {
  const cep = screen.getByLabelText('CEP *');
  await user.clear(cep);
  await user.type(cep, digits);
  return cep;
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Salvar Dados' }));

describe('my address', () => {
  it('shows the stored address, Estado and Cidade read-only, and looks nothing up on load', async () => {
    const { fetchMock } = await openAddress();
    expect(screen.getByLabelText('CEP *')).toHaveValue('01310-200');
    expect(screen.getByLabelText('Rua *')).toHaveValue('Avenida Paulista');
    expect(screen.getByLabelText('Número *')).toHaveValue('1842');
    expect(screen.getByLabelText('Complemento')).toHaveValue('Apto 82');
    expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista');
    expect(screen.getByLabelText('Estado')).toHaveValue('SP');
    expect(screen.getByLabelText('Estado')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByLabelText('Cidade')).toHaveAttribute('readonly');
    expect(callsTo(fetchMock, 'getCep')).toEqual([]);
  });

  it('masks the CEP as 00000-000, digits only, and looks it up once complete', async () => {
    const { fetchMock } = await openAddress();
    const user = userEvent.setup();
    const cep = await typeCep(user, '8002a0310');
    expect(cep).toHaveValue('80020-310');

    await waitFor(() => expect(screen.getByLabelText('Rua *')).toHaveValue('Rua XV de Novembro'));
    expect(screen.getByLabelText('Bairro')).toHaveValue('Centro');
    expect(screen.getByLabelText('Estado')).toHaveValue('PR');
    expect(screen.getByLabelText('Cidade')).toHaveValue('Curitiba');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Endereço encontrado: Rua XV de Novembro, Centro, Curitiba, PR.',
    );
    expect(callsTo(fetchMock, 'getCep').map((c) => c.body)).toEqual([{ cep: '80020-310' }]);
  });

  it('looks nothing up while the CEP is incomplete', async () => {
    const { fetchMock } = await openAddress();
    const user = userEvent.setup();
    const cep = await typeCep(user, '8002031');
    expect(cep).toHaveValue('80020-31');
    await user.click(screen.getByLabelText('Rua *'));
    expect(callsTo(fetchMock, 'getCep')).toEqual([]);
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
  });

  it("an unknown CEP: 'CEP inexistente nos correios!' and the CEP marked", async () => {
    await openAddress({
      getCep: () =>
        jsonResponse({ message: 'CEP inexistente nos correios!', code: 'NOT_FOUND' }, 404),
    });
    const user = userEvent.setup();
    const cep = await typeCep(user, '99999999');
    expect(await screen.findByText('CEP inexistente nos correios!')).toBeInTheDocument();
    expect(cep).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Rua *')).toHaveValue('Avenida Paulista');
  });

  it.each([500, 502])(
    "a failing lookup (%i): 'Problemas com a API!' and the street can still be typed and saved",
    async (status) => {
      const { fetchMock } = await openAddress({
        getCep: () => jsonResponse({ message: 'Problemas com a API!', code: 'INTERNAL' }, status),
      });
      const user = userEvent.setup();
      await typeCep(user, '80020310');
      expect(await screen.findByText('Problemas com a API!')).toBeInTheDocument();
      const rua = screen.getByLabelText('Rua *');
      await user.clear(rua);
      await user.type(rua, 'Rua Nova');
      await save(user);
      await screen.findByText('Dados atualizados com sucesso!');
      expect(callsTo(fetchMock, 'updateClienteEndereco')[0]?.body).toMatchObject({
        cep: '80020-310',
        logradouro: 'Rua Nova',
      });
    },
  );

  it('saves rua as logradouro and estado as uf, and says so', async () => {
    const { fetchMock } = await openAddress();
    const user = userEvent.setup();
    await typeCep(user, '80020310');
    await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveValue('Curitiba'));
    const numero = screen.getByLabelText('Número *');
    await user.clear(numero);
    await user.type(numero, '45');
    await user.clear(screen.getByLabelText('Complemento'));
    await save(user);

    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'updateClienteEndereco')[0]?.body).toEqual({
      idCliente: 10,
      idPerfil: 5,
      cep: '80020-310',
      logradouro: 'Rua XV de Novembro',
      numero: '45',
      complemento: '',
      bairro: 'Centro',
      cidade: 'Curitiba',
      uf: 'PR',
    });
  });

  it('Rua and Número are required: marked, the first focused, nothing sent', async () => {
    const { fetchMock } = await openAddress();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Rua *'));
    await user.clear(screen.getByLabelText('Número *'));
    await save(user);
    expect(await screen.findByText('Campos obrigatórios vazios!')).toBeInTheDocument();
    expect(screen.getByLabelText('Rua *')).toHaveFocus();
    expect(screen.getByLabelText('Rua *')).toHaveAccessibleDescription('Informe a rua.');
    expect(screen.getByLabelText('Número *')).toHaveAccessibleDescription('Informe o número.');
    expect(callsTo(fetchMock, 'updateClienteEndereco')).toEqual([]);
  });

  it("a failed load says 'Problemas com a API!' and offers to try again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let attempts = 0;
    const fetchMock = stubApi({
      getClienteEndereco: () =>
        ++attempts <= 2
          ? jsonResponse({ message: 'Erro interno do servidor.', code: 'INTERNAL' }, 500)
          : jsonResponse(STORED),
    });
    signInWithCard();
    renderApp('/auth/my-address');
    // The one retry comes 1 s after the first failure.
    await waitFor(() => expect(callsTo(fetchMock, 'getClienteEndereco')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Problemas com a API!')).toBeInTheDocument();
    expect(screen.queryByText('Erro de servidor entre em contato!')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('CEP *')).toHaveValue('01310-200');
  });
});
