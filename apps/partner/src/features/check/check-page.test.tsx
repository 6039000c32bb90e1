import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME, VALID_CHECK, aUse } from '../../../test/factories';
import { apiError, json, requestsTo, type Answers } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const signedIn: Answers = { me: () => json(ME) };

async function typeCard(user: ReturnType<typeof renderApp>['user'], card: string, code: string) {
  await user.type(await screen.findByLabelText('Número do cartão ou CPF'), card);
  await user.type(screen.getByLabelText(/Código de 6 dígitos/), code);
  await user.click(screen.getByRole('button', { name: 'Conferir cartão' }));
}

describe('checking a card by typing', () => {
  it('shows a valid card: first name, company, validity and the offers, nothing else', async () => {
    const { user } = renderApp('/', { ...signedIn, check: () => json(VALID_CHECK) });
    await typeCard(user, 'HZ-0001', '123456');

    expect(await screen.findByText('Cartão válido')).toBeInTheDocument();
    expect(screen.getByText('Beatriz')).toBeInTheDocument();
    expect(screen.getByText('Cooperativa Horizonte')).toBeInTheDocument();
    expect(screen.getByText('Válido até 31/12/2027')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Membro sem foto' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /10% em medicamentos/ })).toBeInTheDocument();
    expect(screen.getByText('10% de desconto')).toBeInTheDocument();
    expect(requestsTo('check')[0]?.body).toEqual({ cartao: 'HZ-0001', codigo: '123456' });
  });

  it('sends a valid CPF as a CPF, digits only', async () => {
    const { user } = renderApp('/', { ...signedIn, check: () => json(VALID_CHECK) });
    await typeCard(user, '529.982.247-25', '654321');
    await screen.findByText('Cartão válido');
    expect(requestsTo('check')[0]?.body).toEqual({ cpf: '52998224725', codigo: '654321' });
  });

  it('says an invalid card plainly, with the reason the staff can act on', async () => {
    const { user } = renderApp('/', {
      ...signedIn,
      check: () =>
        json({
          valido: false,
          motivo: 'CODIGO_EXPIRADO',
          mensagem: 'Código expirado, peça para atualizar a tela',
        }),
    });
    await typeCard(user, 'HZ-0001', '123456');
    const verdict = await screen.findByText('Cartão inválido');
    expect(verdict.closest('[role="status"]')).toHaveTextContent(
      'Código expirado, peça para atualizar a tela',
    );
    expect(screen.queryByRole('button', { name: 'Registrar uso' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nova consulta' }));
    expect(await screen.findByRole('button', { name: 'Ler QR code' })).toBeInTheDocument();
  });

  it('checks the code’s shape before asking the server', async () => {
    const { user } = renderApp('/', signedIn);
    await typeCard(user, 'HZ-0001', '12a');
    expect(await screen.findByText('O código tem 6 dígitos.')).toBeInTheDocument();
    expect(requestsTo('check')).toHaveLength(0);
  });

  it('shows the server’s limit message when the staff checks too often', async () => {
    const { user } = renderApp('/', {
      ...signedIn,
      check: () => apiError(429, 'Muitas consultas em pouco tempo. Aguarde um minuto.'),
    });
    await typeCard(user, 'HZ-0001', '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas consultas em pouco tempo. Aguarde um minuto.',
    );
  });
});

describe('registering a use', () => {
  it('registers the chosen offer with the purchase value, once, whatever the taps', async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = renderApp('/', {
      ...signedIn,
      check: () => json(VALID_CHECK),
      registerUse: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await typeCard(user, 'HZ-0001', '123456');
    await user.click(await screen.findByRole('radio', { name: /10% em medicamentos/ }));
    const value = screen.getByLabelText(/Valor da compra/);
    await user.type(value, '12345');
    expect(value).toHaveValue('R$\u00a0123,45');

    const button = screen.getByRole('button', { name: 'Registrar uso' });
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Registrando…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Registrando…' }));
    answer(json(aUse(), 201));

    expect(await screen.findByRole('heading', { name: 'Uso registrado' })).toBeInTheDocument();
    expect(screen.getByText('R$ 123,45')).toBeInTheDocument();
    expect(screen.getByText('R$ 12,35')).toBeInTheDocument();
    const sent = requestsTo('registerUse');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      verificacao: 'v-123',
      idOferta: 11,
      valorCompra: 12345,
      economia: null,
    });
    expect(sent[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks the saving for an offer without a structured discount, and retries with the same key', async () => {
    let calls = 0;
    const { user } = renderApp('/', {
      ...signedIn,
      check: () => json(VALID_CHECK),
      registerUse: () =>
        ++calls === 1
          ? apiError(503, '')
          : json(aUse({ oferta: { id: 12, titulo: 'Aferição de pressão grátis' } }), 201),
    });
    await typeCard(user, 'HZ-0001', '123456');
    await user.click(await screen.findByRole('radio', { name: /Aferição de pressão/ }));
    await user.type(screen.getByLabelText(/Economia do membro/), '1500');
    await user.click(screen.getByRole('button', { name: 'Registrar uso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro no servidor');
    await user.click(screen.getByRole('button', { name: 'Registrar uso' }));
    await screen.findByRole('heading', { name: 'Uso registrado' });

    const [first, second] = requestsTo('registerUse');
    expect(first?.body).toMatchObject({ idOferta: 12, valorCompra: null, economia: 1500 });
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it('asks for the offer when the partner has several', async () => {
    const { user } = renderApp('/', { ...signedIn, check: () => json(VALID_CHECK) });
    await typeCard(user, 'HZ-0001', '123456');
    await user.click(await screen.findByRole('button', { name: 'Registrar uso' }));
    expect(await screen.findByText('Escolha a oferta.')).toBeInTheDocument();
    expect(requestsTo('registerUse')).toHaveLength(0);
  });
});

describe('reading the QR code with the camera', () => {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;

  afterEach(() => {
    vi.restoreAllMocks();
    track.stop.mockClear();
  });

  function fakeCamera(getUserMedia: () => Promise<MediaStream>) {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(getUserMedia) },
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  }

  it('opens the camera only on the tap, reads the code with the platform detector, and checks it', async () => {
    fakeCamera(() => Promise.resolve(stream));
    const detect = vi.fn().mockResolvedValue([{ rawValue: 'CLUBE1:HZ-0001:123456' }]);
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = () => Promise.resolve(['qr_code']);
        detect = detect;
      },
    );
    const { user } = renderApp('/', { ...signedIn, check: () => json(VALID_CHECK) });
    await screen.findByRole('button', { name: 'Ler QR code' });
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Ler QR code' }));
    expect(await screen.findByText('Cartão válido')).toBeInTheDocument();
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment' },
      audio: false,
    });
    expect(track.stop).toHaveBeenCalled();
    expect(requestsTo('check')[0]?.body).toEqual({ qr: 'CLUBE1:HZ-0001:123456' });
  });

  it('says what to do when the camera is refused, and the typed form is one tap away', async () => {
    fakeCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { user } = renderApp('/', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Ler QR code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem permissão para usar a câmera');
    await user.click(screen.getByRole('button', { name: 'Digitar o código' }));
    expect(screen.getByLabelText('Número do cartão ou CPF')).toBeInTheDocument();
  });

  it('stops the camera on Cancelar', async () => {
    fakeCamera(() => Promise.resolve(stream));
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = () => Promise.resolve(['qr_code']);
        detect = () => Promise.resolve([]);
      },
    );
    const { user } = renderApp('/', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Ler QR code' }));
    await screen.findByText(/Aponte a câmera/);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
    expect(within(document.body).getByRole('button', { name: 'Ler QR code' })).toBeInTheDocument();
  });
});
