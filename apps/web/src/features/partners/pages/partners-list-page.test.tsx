import { PARTNER_PAGE_SIZE } from '@clube/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { useClubStore } from '../../../lib/club-store';
import { callsTo, stubApi, type Answer } from '../../../../test/fake-api';
import { signInWithCard } from '../../../../test/sign-in';
import { CATEGORIES, makePartner, MENUS } from '../test-fixtures';

const EXCLUSIVE = MENUS[1]!;
const LOCAL = MENUS[2]!;

function openList(menu: typeof LOCAL, lista: Answer) {
  const fetchMock = stubApi({
    getParceiroCategoria: () => jsonResponse(CATEGORIES),
    getParceiroCidades: () => jsonResponse([{ cidade: 'São Paulo', uf: 'SP' }]),
    getParceiroLista: lista,
  });
  signInWithCard();
  useClubStore.getState().update({ choosedPartnerMenu: menu, partnerType: 2 });
  const view = renderApp('/auth/partners-list');
  return { fetchMock, ...view };
}

describe('partner list page', () => {
  it("titles the page with the menu's name and goes back to the partner types", async () => {
    openList(LOCAL, () => jsonResponse([makePartner()]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Parceiros Locais' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para Parceiros' })).toHaveAttribute(
      'href',
      '/auth/partners-type',
    );
  });

  it("says 'Nenhum parceiro encontrado!' when the list is empty", async () => {
    openList(LOCAL, () => jsonResponse([]));
    expect(await screen.findByText('Nenhum parceiro encontrado!')).toBeVisible();
  });

  it('never says no partner was found when the list failed for lack of network', async () => {
    openList(LOCAL, () => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Sem conexão com a internet. Tente novamente quando voltar.',
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    expect(screen.queryByText('Nenhum parceiro encontrado!')).not.toBeInTheDocument();
    expect(screen.queryByText('Erro de servidor entre em contato!')).not.toBeInTheDocument();
  });

  it('shows category, accesses and Mais detalhes →, which remembers the partner', async () => {
    const { history } = openList(LOCAL, () =>
      jsonResponse([
        makePartner(),
        makePartner({ idParceiro: 102, nomeParceiro: 'Ótica Visão', acesso: 1 }),
      ]),
    );
    const card = within(await screen.findByRole('article', { name: 'Café São João' }));
    expect(card.getByText('Alimentação')).toBeVisible();
    expect(card.getByText('12 acessos')).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Ótica Visão' })).getByText('1 acesso'),
    ).toBeVisible();
    stubApi({ getParceiroDetalhe: () => new Promise<Response>(() => {}) });
    await userEvent.click(card.getByRole('link', { name: 'Mais detalhes →' }));
    await waitFor(() => expect(history.location.pathname).toBe('/auth/partner-details'));
    expect(useClubStore.getState().choosedPartner).toBe(101);
  });

  it("filters by category ('TODOS PARCEIROS' first) and searches by name", async () => {
    const { fetchMock } = openList(LOCAL, () => jsonResponse([makePartner()]));
    const select = await screen.findByRole('combobox', { name: 'Categoria' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [o.textContent, (o as HTMLOptionElement).value]),
    ).toEqual([
      ['TODOS PARCEIROS', ''],
      ['Alimentação', '1'],
      ['Saúde', '2'],
    ]);
    expect(callsTo(fetchMock, 'getParceiroLista')[0]?.body).toMatchObject({
      idCliente: 10,
      idPerfil: 5,
      idServicoParceiro: 32,
      idCategoria: '',
    });

    await userEvent.selectOptions(select, '2');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'getParceiroLista').at(-1)?.body.idCategoria).toBe(2),
    );
    expect(useClubStore.getState().selectedCategory).toBe(2);

    const search = screen.getByRole('searchbox', { name: 'Digite o nome do parceiro' });
    expect(search).toHaveAttribute('placeholder', 'Digite o nome do parceiro');
    await userEvent.type(search, ' cafe ');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'getParceiroLista').at(-1)?.query.get('busca')).toBe('cafe'),
    );
    expect(callsTo(fetchMock, 'getParceiroLista').at(-1)?.query.get('pagina')).toBe('1');
  });

  it('asks for the next page while there are full pages', async () => {
    const page = (n: number, size: number) =>
      Array.from({ length: size }, (_, i) =>
        makePartner({ idParceiro: n * 1000 + i, nomeParceiro: `Parceiro ${n}-${i}` }),
      );
    const { fetchMock } = openList(LOCAL, (_body, _headers, query) =>
      jsonResponse(query.get('pagina') === '1' ? page(1, PARTNER_PAGE_SIZE) : page(2, 3)),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Carregar mais parceiros' }));
    expect(await screen.findByRole('article', { name: 'Parceiro 2-2' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(PARTNER_PAGE_SIZE + 3);
    expect(callsTo(fetchMock, 'getParceiroLista').map((c) => c.query.get('pagina'))).toEqual([
      '1',
      '2',
    ]);
    expect(
      screen.queryByRole('button', { name: 'Carregar mais parceiros' }),
    ).not.toBeInTheDocument();
  });

  describe('exclusive menu (Parceiros Meu Clube)', () => {
    it('shows the category strip instead of the dropdown and search, and filters by icon', async () => {
      const { fetchMock } = openList(EXCLUSIVE, () => jsonResponse([makePartner()]));
      const strip = within(await screen.findByRole('navigation', { name: 'Categorias' }));
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
      expect(strip.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(strip.getByRole('button', { name: 'Saúde' }));
      expect(strip.getByRole('button', { name: 'Saúde' })).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() =>
        expect(callsTo(fetchMock, 'getParceiroLista').at(-1)?.body.idCategoria).toBe(2),
      );
    });

    it('falls back to the default icon when a category icon fails', async () => {
      openList(EXCLUSIVE, () => jsonResponse([makePartner()]));
      const strip = await screen.findByRole('navigation', { name: 'Categorias' });
      const icon = within(strip).getByRole('button', { name: 'Alimentação' }).querySelector('img');
      expect(icon).not.toBeNull();
      icon?.dispatchEvent(new Event('error'));
      await waitFor(() =>
        expect(
          within(within(strip).getByRole('button', { name: 'Alimentação' })).getByTestId(
            'category-icon-fallback',
          ),
        ).toBeInTheDocument(),
      );
    });

    it("offers 'Copiar cupom' when the partner's text names a coupon code", async () => {
      const writeText = vi.fn(async () => {});
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      openList(EXCLUSIVE, () =>
        jsonResponse([
          makePartner({
            texto_completo: 'Use o cupom CLUBECAFE10 na finalização da compra no site.',
          }),
          makePartner({ idParceiro: 102, nomeParceiro: 'Pizzaria Bella' }),
        ]),
      );
      const card = within(await screen.findByRole('article', { name: 'Café São João' }));
      expect(card.getByText('CLUBECAFE10')).toBeVisible();
      await userEvent.click(card.getByRole('button', { name: 'Copiar cupom de Café São João' }));
      expect(writeText).toHaveBeenCalledWith('CLUBECAFE10');
      expect(await screen.findByText('Cupom copiado!')).toBeVisible();
      const other = within(screen.getByRole('article', { name: 'Pizzaria Bella' }));
      expect(other.queryByRole('button', { name: /Copiar cupom/ })).not.toBeInTheDocument();
    });

    it('shows discount and short text, and toggles the full text', async () => {
      openList(EXCLUSIVE, () => jsonResponse([makePartner()]));
      const card = within(await screen.findByRole('article', { name: 'Café São João' }));
      expect(card.getByText('15% de desconto')).toBeVisible();
      expect(card.getByText('15% de desconto em cafés especiais.')).toBeVisible();
      const fullText = card.getByText(/oferece 15% de desconto para associados/);
      expect(fullText).not.toBeVisible();
      const toggle = card.getByRole('button', { name: 'Ver texto completo' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await userEvent.click(toggle);
      expect(fullText).toBeVisible();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAccessibleName('Esconder texto completo');

      await userEvent.click(toggle);
      expect(fullText).not.toBeVisible();
      expect(toggle).toHaveAccessibleName('Ver texto completo');
    });
  });
  it("keeps the category strip's place while the categories load, so the list does not move", async () => {
    let answerCategories: (response: Response) => void = () => {};
    stubApi({
      getParceiroCategoria: () => new Promise<Response>((resolve) => (answerCategories = resolve)),
      getParceiroLista: () => jsonResponse([makePartner()]),
    });
    signInWithCard();
    useClubStore.getState().update({ choosedPartnerMenu: EXCLUSIVE, partnerType: 1 });
    const { container } = renderApp('/auth/partners-list');

    await screen.findByRole('heading', { level: 1, name: EXCLUSIVE.nome });
    const placeholder = container.querySelector('[aria-hidden="true"] > ul');
    expect(placeholder).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Categorias' })).not.toBeInTheDocument();

    answerCategories(jsonResponse(CATEGORIES));
    expect(await screen.findByRole('navigation', { name: 'Categorias' })).toBeVisible();
    expect(placeholder).not.toBeInTheDocument();
  });
});
