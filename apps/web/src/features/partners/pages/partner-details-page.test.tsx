import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { useClubStore } from '../../../lib/club-store';
import { RELOAD_AFTER_RATING_MS } from '../components/rating-section';
import { callsTo, stubApi, type Answer } from '../../../../test/fake-api';
import { signInWithCard } from '../../../../test/sign-in';
import { makeDetail, MENUS } from '../test-fixtures';

function openDetail(answers: { detail: Answer; rating?: Answer; send?: Answer }) {
  const fetchMock = stubApi({
    getParceiroDetalhe: answers.detail,
    ...(answers.rating ? { getAvaliacao: answers.rating } : {}),
    ...(answers.send ? { insereAvaliacao: answers.send } : {}),
  });
  signInWithCard();
  useClubStore.getState().update({ choosedPartnerMenu: MENUS[2], choosedPartner: 101 });
  renderApp('/auth/partner-details');
  return fetchMock;
}

const KEYS = { idCliente: 10, idPerfil: 5, idServicoParceiro: 32, idParceiro: 101 };

describe('partner detail page', () => {
  it('shows every field that has a value, with the validity as dd/mm/yyyy', async () => {
    const fetchMock = openDetail({ detail: () => jsonResponse(makeDetail()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Café São João' })).toBeVisible();
    expect(callsTo(fetchMock, 'getParceiroDetalhe')[0]?.body).toEqual(KEYS);
    const info = within(screen.getByRole('region', { name: 'Informações do benefício' }));
    expect(info.getByText('Validade').nextSibling).toHaveTextContent('05/03/2026');
    expect(info.getByText('Como obter').nextSibling).toHaveTextContent(
      'Apresente a carteirinha no caixa.',
    );
    expect(info.getByText('Tipo de parceria').nextSibling).toHaveTextContent('Loja física');
    expect(info.getByText('Endereço').nextSibling).toHaveTextContent(
      'Rua Augusta, 1120 · Consolação · São Paulo - SP · CEP 01305-000',
    );
    expect(screen.getByText('13 acessos')).toBeVisible();
    expect(screen.getByText('CLUBE15')).toBeVisible();
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Acessar benefício/ })).toHaveAttribute(
      'href',
      'https://cafe.example/clube',
    );
  });

  it('says the name and the discount once, and keeps the CEP and the date in one piece', async () => {
    openDetail({ detail: () => jsonResponse(makeDetail({ cep: '04538133' })) });
    await screen.findByRole('heading', { level: 1, name: 'Café São João' });
    expect(screen.getAllByText('Café São João')).toHaveLength(1);
    expect(screen.getAllByText('15% de desconto')).toHaveLength(1);
    // The banner is decorative: it adds no text of its own.
    expect(document.querySelector('img[src="/media/parceiro-cafe-banner"]')).toHaveAttribute(
      'alt',
      '',
    );

    const cep = screen.getByText('CEP 04538-133');
    expect(cep.tagName).toBe('SPAN');
    expect(cep.className).toMatch(/unbroken/);
    expect(screen.getByText('05/03/2026').className).toMatch(/unbroken/);
  });

  it('renders no link that is not http(s), and leaves out empty fields', async () => {
    openDetail({
      detail: () =>
        jsonResponse(
          makeDetail({ link: 'javascript:alert(1)', whatsapp: '', voucher: '', validade: '' }),
        ),
    });
    await screen.findByRole('heading', { level: 1, name: 'Café São João' });
    expect(screen.queryByRole('link', { name: /Acessar benefício/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cupom' })).not.toBeInTheDocument();
    expect(screen.queryByText('Validade')).not.toBeInTheDocument();
  });

  it("links the social handle to its profile and the address to the phone's maps", async () => {
    openDetail({ detail: () => jsonResponse(makeDetail()) });
    await screen.findByRole('heading', { level: 1, name: 'Café São João' });
    const social = screen.getByRole('link', { name: /@cafesaojoao/ });
    expect(social).toHaveAttribute('href', 'https://www.instagram.com/cafesaojoao/');
    expect(social).toHaveAttribute('target', '_blank');
    const maps = new URL(
      screen.getByRole('link', { name: /Rua Augusta/ }).getAttribute('href') ?? '',
    );
    expect(`${maps.origin}${maps.pathname}`).toBe('https://www.google.com/maps/search/');
    expect(maps.searchParams.get('query')).toBe('Rua Augusta, 1120, Consolação, São Paulo, SP');
  });

  it('leaves a social text that is neither a handle nor an address as text', async () => {
    openDetail({ detail: () => jsonResponse(makeDetail({ redeSocial: 'Café São João no Face' })) });
    await screen.findByRole('heading', { level: 1, name: 'Café São João' });
    expect(screen.getByText('Café São João no Face')).toBeVisible();
    expect(screen.queryByRole('link', { name: /no Face/ })).not.toBeInTheDocument();
  });

  it("copies the coupon and says 'Cupom copiado!'", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    openDetail({ detail: () => jsonResponse(makeDetail()) });
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar cupom' }));
    expect(writeText).toHaveBeenCalledWith('CLUBE15');
    expect(await screen.findByText('Cupom copiado!')).toBeVisible();
  });

  describe('rating', () => {
    it('counts the comment characters, and sends only once a star is chosen', async () => {
      let answer: ((response: Response) => void) | undefined;
      const fetchMock = openDetail({
        detail: () => jsonResponse(makeDetail()),
        send: () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      const form = within(await screen.findByRole('form', { name: 'Avalie este parceiro' }));
      const send = form.getByRole('button', { name: 'Enviar avaliação' });
      expect(send).toBeDisabled();
      expect(form.getByText('0/8000')).toBeVisible();

      const comment = form.getByRole('textbox', { name: 'Comentário' });
      expect(comment).toHaveAttribute('maxLength', '8000');
      await userEvent.type(comment, 'Ótimo café');
      expect(form.getByText('10/8000')).toBeVisible();
      fireEvent.change(comment, { target: { value: 'x'.repeat(8100) } });
      expect(form.getByText('8000/8000')).toBeVisible();
      fireEvent.change(comment, { target: { value: 'Ótimo café' } });

      const stars = form.getAllByRole('radio');
      expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
        '1 estrela',
        '2 estrelas',
        '3 estrelas',
        '4 estrelas',
        '5 estrelas',
      ]);
      await userEvent.click(form.getByRole('radio', { name: '4 estrelas' }));
      expect(form.getByRole('radio', { name: '4 estrelas' })).toBeChecked();
      expect(send).toBeEnabled();

      await userEvent.click(send);
      await waitFor(() => expect(send).toBeDisabled());
      expect(form.getByRole('textbox', { name: 'Comentário' })).toBeDisabled();
      expect(callsTo(fetchMock, 'insereAvaliacao')[0]?.body).toEqual({
        ...KEYS,
        nota: 4,
        comentario: 'Ótimo café',
      });
      act(() => answer?.(jsonResponse({ message: 'Avaliação enviada com sucesso!' })));
      expect(await screen.findByText('Avaliação enviada com sucesso!')).toBeVisible();
      expect(send).toBeDisabled();
    });

    it('is keyboard operable: arrow keys move between the stars', async () => {
      openDetail({ detail: () => jsonResponse(makeDetail()) });
      const form = within(await screen.findByRole('form', { name: 'Avalie este parceiro' }));
      await userEvent.click(form.getByRole('radio', { name: '2 estrelas' }));
      await userEvent.keyboard('{ArrowRight}');
      expect(form.getByRole('radio', { name: '3 estrelas' })).toBeChecked();
    });

    it('reloads the detail about 3 s after sending, then shows the rating read-only', async () => {
      let rated = false;
      const fetchMock = openDetail({
        detail: () => jsonResponse(makeDetail({ inserirAvaliacao: !rated })),
        send: () => {
          rated = true;
          return jsonResponse({ message: 'Avaliação enviada com sucesso!' });
        },
        rating: () => jsonResponse({ nota: 5, comentario: 'Excelente!' }),
      });
      const form = within(await screen.findByRole('form', { name: 'Avalie este parceiro' }));
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(form.getByRole('radio', { name: '5 estrelas' }));
      await user.click(form.getByRole('button', { name: 'Enviar avaliação' }));
      expect(await screen.findByText('Avaliação enviada com sucesso!')).toBeVisible();
      expect(callsTo(fetchMock, 'getParceiroDetalhe')).toHaveLength(1);

      await act(() => vi.advanceTimersByTimeAsync(RELOAD_AFTER_RATING_MS));
      expect(
        await screen.findByRole('heading', { name: 'Você já avaliou este parceiro' }),
      ).toBeVisible();
      expect(callsTo(fetchMock, 'getParceiroDetalhe')).toHaveLength(2);
      expect(await screen.findByRole('img', { name: 'Nota 5 de 5' })).toBeVisible();
      expect(screen.getByText('Excelente!')).toBeVisible();
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    });

    it('shows the stored rating read-only when the member already rated', async () => {
      const fetchMock = openDetail({
        detail: () => jsonResponse(makeDetail({ inserirAvaliacao: false })),
        rating: () => jsonResponse({ nota: 3, comentario: 'Bom, mas demorado.' }),
      });
      expect(
        await screen.findByRole('heading', { name: 'Você já avaliou este parceiro' }),
      ).toBeVisible();
      expect(await screen.findByRole('img', { name: 'Nota 3 de 5' })).toBeVisible();
      expect(screen.getByText('Bom, mas demorado.')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Enviar avaliação' })).not.toBeInTheDocument();
      expect(callsTo(fetchMock, 'getAvaliacao')[0]?.body).toEqual(KEYS);
    });
  });

  it('goes back to the partner types when no partner was chosen', async () => {
    stubApi({ getParceiros: () => jsonResponse([]) });
    signInWithCard();
    const { history } = renderApp('/auth/partner-details');
    await waitFor(() => expect(history.location.pathname).toBe('/auth/partners-type'));
  });
});
