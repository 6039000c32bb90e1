import type { MyDataExport } from '@clube/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/factories';
import { callsTo, stubApi, type Answers } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';

const EXPORT: MyDataExport = {
  geradoEm: '2026-11-23T12:00:00.000Z',
  usuario: {
    login: '529.982.247-25',
    nome: 'Maria das Graças Souza',
    email: 'maria@example.com',
    telefone: '(11) 98765-4321',
    foto: '',
    criadoEm: '2026-01-01T00:00:00.000Z',
    termoAceitoEm: '2026-01-01T00:00:00.000Z',
  },
  cartoes: [],
  recuperacoesDeSenha: [],
  historicoDeEntradas: 'O Clube não guarda o histórico de entradas no app.',
};

/** What the page handed to the browser to save: the file name and its text. */
let saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** jsdom's Blob has no text(): read it as the browser's FileReader would. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

async function openProfile(answers: Answers) {
  const fetchMock = stubApi(answers);
  signInWithCard();
  renderApp('/auth/profile');
  await screen.findByRole('heading', { level: 1, name: 'Perfil' });
  return fetchMock;
}

describe('profile: Baixar meus dados', () => {
  it('downloads everything as meus-dados-clube-<today>.json, with a spinner meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = await openProfile({
      exportMyData: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Baixar meus dados' });
    await user.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(callsTo(fetchMock, 'exportMyData')).toHaveLength(1);
    // The token names the member: the call sends no body and no id.
    expect(callsTo(fetchMock, 'exportMyData')[0]?.body).toBeUndefined();

    answer(jsonResponse(EXPORT));
    expect(await screen.findByText('Arquivo com seus dados baixado.')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toMatch(/^meus-dados-clube-\d{4}-\d{2}-\d{2}\.json$/);
    expect(saved[0]?.blob.type).toBe('application/json');
    expect(JSON.parse(await readText(saved[0]!.blob))).toEqual(EXPORT);
  });

  it("says so when the server refuses, with the server's message for too many downloads", async () => {
    const message =
      'Você já baixou seus dados várias vezes agora. Aguarde alguns minutos e tente novamente.';
    await openProfile({
      exportMyData: () => jsonResponse({ message, code: 'TOO_MANY_REQUESTS' }, 429),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says the download failed on a server error, and lets the member try again', async () => {
    let calls = 0;
    await openProfile({
      exportMyData: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ message: 'Erro interno.', code: 'INTERNAL_ERROR' }, 500)
          : jsonResponse(EXPORT);
      },
    });
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Baixar meus dados' });
    await user.click(button);
    expect(
      await screen.findByText('Não foi possível baixar seus dados. Tente novamente.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('offers the same data as a page to read, in Portuguese, beside the JSON', async () => {
    const person = {
      idCliente: 10,
      nome: 'Maria das Graças Souza',
      cpf: '52998224725',
      email: 'maria@example.com',
      telefone1: '11987654321',
      telefone2: '',
      nascimento: '1986-09-30',
      dataAdmissao: '2023-10-07',
      sexo: 'Feminino',
      parentesco: '',
      foto: '',
      endereco: {
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        complemento: '',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        uf: 'SP',
      },
      contatosEmergencia: [],
      avaliacoes: [
        {
          parceiro: 'Café <Aroma>',
          nota: 5,
          comentario: 'Ótimo',
          criadaEm: '2026-11-20T15:00:00.000Z',
        },
      ],
      agendamentos: [],
      receitas: [],
      acessosParceiros: [],
    };
    const withCard: MyDataExport = {
      ...EXPORT,
      cartoes: [
        {
          ...person,
          empresa: 'Empresa Aurora',
          perfil: 'Titular',
          numeroCarteirinha: '0001-0010',
          validadeCarteirinha: '2027-12-31',
          encerradoEm: '',
          dependentes: [{ ...person, idCliente: 11, nome: 'Lucas Souza', parentesco: 'Filho(a)' }],
          contratos: [
            {
              idContrato: 7,
              plano: 'Plano Família',
              status: 'Ativo',
              formaPagamento: 'Boleto',
              valorMensalCentavos: 8990,
              inicio: '2024-01-01',
              fim: '',
              faturas: [
                {
                  vencimento: '2026-12-10',
                  pagoEm: '',
                  formaPagamento: 'Boleto',
                  status: 'Em aberto',
                  valorCentavos: 8990,
                  boleto: '',
                },
              ],
            },
          ],
        },
      ],
    };
    await openProfile({ exportMyData: () => jsonResponse(withCard) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Baixar resumo para ler' }));

    expect(await screen.findByText('Resumo dos seus dados baixado.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toMatch(/^meus-dados-clube-\d{4}-\d{2}-\d{2}\.html$/);
    expect(saved[0]?.blob.type).toMatch(/^text\/html/);
    const page = new DOMParser().parseFromString(await readText(saved[0]!.blob), 'text/html');
    expect(page.documentElement.lang).toBe('pt-BR');
    expect(page.title).toBe('Meus dados no Clube');
    expect(page.querySelector('script')).toBeNull();
    const text = page.body.textContent ?? '';
    expect(text).toContain('Cartão Empresa Aurora');
    expect(text).toContain('529.982.247-25');
    expect(text).toContain('30/09/1986');
    expect(text).toContain('Avenida Paulista, 1000 · Bela Vista · São Paulo/SP · CEP 01310-100');
    expect(text).toContain('Lucas Souza');
    expect(text).toMatch(/Fatura com vencimento em 10\/12\/2026 · R\$\s89,90 · Em aberto/);
    // A value is text, never markup; a moment is in Brazil's clock.
    expect(text).toContain('Café <Aroma> · nota 5 · Ótimo · 20/11/2026, 12:00');
    expect(text).toContain('O Clube não guarda o histórico de entradas no app.');
  });
});
