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
});
