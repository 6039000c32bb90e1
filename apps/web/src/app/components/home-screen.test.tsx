import type { Appointment, Contract, Invoice, PartnerListItem } from '@clube/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, asBuiltPage, keptScreenAt } from '../../../test/built-page';
import { callsTo, stubApi } from '../../../test/fake-api';
import { jsonResponse, makeCompany, makeSession } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';
import { useClubStore } from '../../lib/club-store';
import { BLOCKS_WAIT_FOR_BANNER_MS } from './home-screen';
import { startSession } from '../../lib/session';

// 26/11/2026, 21:49 in Brazil.
const NOW = new Date('2026-11-27T00:49:00Z');

const CONTRACT: Contract = {
  idContrato: 41,
  idCliente: 10,
  status: 'Ativo',
  forma_pagamento: 'Boleto',
  valor_mensal: 129.9,
  inicio: '2024-03-01',
  fim: '',
  plano: 'Plano Família',
};
const invoice = (overrides: Partial<Invoice>): Invoice => ({
  vencimento: '2026-12-10',
  pagoEm: '',
  formaPagamento: 'Boleto',
  boleto: '',
  status: 'Em aberto',
  valor: 129.9,
  linhaDigitavel: '23793381286000782713695000063305975520000370000',
  pix: '',
  ...overrides,
});
const appointment = (overrides: Partial<Appointment>): Appointment => ({
  codigo: 'TD-1',
  dataConsulta: '2026-12-01',
  diaSemana: 'Terça-feira',
  horaInicio: '09:00',
  horaFim: '09:30',
  medico: 'Dra. Camila Ferreira',
  especialidade: 'Clínica Geral',
  urlVideo: 'https://video.example/sala/1',
  habilitaCancelamento: true,
  ...overrides,
});
const partner = (idParceiro: number, nomeParceiro: string): PartnerListItem => ({
  idParceiro,
  nomeParceiro,
  logo: '',
  nomeCategoria: 'Alimentação',
  acesso: 0,
  desconto: '10% de desconto',
  texto: '',
  texto_completo: '',
});
const MENUS = [
  { idServicoParceiro: 30, nome: 'Parceiros Nacionais', active: true },
  { idServicoParceiro: 31, nome: 'Parceiros Meu Clube', active: true },
  { idServicoParceiro: 32, nome: 'Parceiros Locais', active: true },
];

class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.stubGlobal('ResizeObserver', InertObserver);
  vi.stubGlobal('IntersectionObserver', InertObserver);
  // The banner carousel asks whether motion is reduced.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
});
afterEach(() => {
  vi.useRealTimers();
});

function signIn(company = makeCompany()) {
  startSession(makeSession(), false);
  useClubStore.getState().chooseCompany(company);
}

describe('home blocks under the banners', () => {
  it('shows the card, the next appointment, the overdue invoice and the newest partners', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchMock = stubApi({
      getBannersHome: () =>
        jsonResponse({
          banners: [],
          logo: '',
          colors: { primary: '#0b6e4f', secondary: '#f2c14e', contrast: '#ffffff' },
        }),
      listaMeusAgendamentos: () =>
        jsonResponse([
          appointment({ codigo: 'TD-0', dataConsulta: '2026-11-20', medico: 'Dr. Passado' }),
          appointment({ codigo: 'TD-2', dataConsulta: '2026-12-05', medico: 'Dr. Depois' }),
          appointment({}),
        ]),
      getContrato: () => jsonResponse([CONTRACT]),
      getContratoPagamento: () =>
        jsonResponse([
          invoice({ vencimento: '2026-12-10' }),
          invoice({ vencimento: '2026-11-10', valor: 99.5 }),
          invoice({ vencimento: '2026-10-10', pagoEm: '2026-10-09', status: 'Pago' }),
        ]),
      getParceiros: () => jsonResponse(MENUS),
      getParceiroLista: (_body, _headers, query) => {
        expect(query.get('ordem')).toBe('recentes');
        return jsonResponse([
          partner(9, 'Padaria Nova'),
          partner(8, 'Ótica Visão'),
          partner(7, 'Café'),
          partner(6, 'Quarto'),
        ]);
      },
    });
    signIn();
    renderApp('/auth/home');

    const card = within(await screen.findByRole('region', { name: 'Carteirinha' }));
    expect(card.getByRole('link', { name: 'Abrir carteirinha' })).toHaveAttribute(
      'href',
      '/auth/membership-card',
    );

    const next = within(await screen.findByRole('region', { name: 'Próxima consulta' }));
    expect(next.getByText('Terça-feira, 01/12/2026')).toBeVisible();
    expect(next.getByText(/Dra\. Camila Ferreira/)).toBeVisible();
    expect(next.getByRole('link', { name: /Abrir Consulta/ })).toHaveAttribute(
      'href',
      'https://video.example/sala/1',
    );
    expect(next.getByRole('button', { name: 'Adicionar à agenda' })).toBeVisible();

    const due = within(await screen.findByRole('region', { name: 'Fatura vencida' }));
    expect(due.getByText('R$ 99,50')).toBeVisible();
    expect(due.getByText(/Vencimento 10\/11\/2026/)).toBeVisible();
    await userEvent.click(due.getByRole('button', { name: /Copiar linha digitável/ }));
    expect(writeText).toHaveBeenCalledWith(invoice({}).linhaDigitavel);

    const partners = within(await screen.findByRole('region', { name: 'Novos parceiros' }));
    expect(partners.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Padaria Nova'),
      expect.stringContaining('Ótica Visão'),
      expect.stringContaining('Café'),
    ]);
    await userEvent.click(partners.getByRole('link', { name: /Padaria Nova/ }));
    expect(useClubStore.getState()).toMatchObject({ choosedPartner: 9, partnerType: 2 });
    expect(callsTo(fetchMock, 'getParceiroLista')).toHaveLength(1);
  });

  it('shows only the card when nothing else applies, and no empty banner frame', async () => {
    stubApi({
      getBannersHome: () =>
        jsonResponse({
          banners: [],
          logo: '',
          colors: { primary: '#0b6e4f', secondary: '#f2c14e', contrast: '#ffffff' },
        }),
      listaMeusAgendamentos: () =>
        jsonResponse([appointment({ dataConsulta: '2026-11-26', horaFim: '10:00' })]),
      getContrato: () => jsonResponse([CONTRACT]),
      getContratoPagamento: () => jsonResponse([invoice({ pagoEm: '2026-12-01', status: 'Pago' })]),
    });
    signIn();
    renderApp('/auth/home');
    await screen.findByRole('region', { name: 'Carteirinha' });
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByText('Carregando banners…')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Próxima consulta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Fatura/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Novos parceiros' })).not.toBeInTheDocument();
  });

  it('asks nothing about appointments where Tá Dodói is off, nor contracts for profile 9', async () => {
    const fetchMock = stubApi({
      getBannersHome: () =>
        jsonResponse({
          banners: [],
          logo: '',
          colors: { primary: '#0b6e4f', secondary: '#f2c14e', contrast: '#ffffff' },
        }),
    });
    signIn(makeCompany({ tadodoi: false, idPerfil: 9 }));
    renderApp('/auth/home');
    await screen.findByRole('region', { name: 'Carteirinha' });
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'listaMeusAgendamentos')).toHaveLength(0);
    expect(callsTo(fetchMock, 'getContrato')).toHaveLength(0);
  });

  it('starts the blocks once the first banner has arrived, and not before', async () => {
    const fetchMock = stubApi({
      getBannersHome: () =>
        jsonResponse({
          banners: [{ banner: '/media/banner-1', urli: '', alt: '' }],
          logo: '',
          colors: { primary: '#0b6e4f', secondary: '#f2c14e', contrast: '#ffffff' },
        }),
      getContrato: () => jsonResponse([CONTRACT]),
    });
    signIn(makeCompany({ tadodoi: false }));
    renderApp('/auth/home');
    const banner = await screen.findByRole('img', { name: 'Banner informativo' });
    expect(screen.queryByRole('region', { name: 'Carteirinha' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'getContrato')).toHaveLength(0);

    fireEvent.load(banner);
    expect(await screen.findByRole('region', { name: 'Carteirinha' })).toBeInTheDocument();
    await vi.waitFor(() => expect(callsTo(fetchMock, 'getContrato')).toHaveLength(1));
  });

  it('starts the blocks anyway when the first banner is slow to arrive', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    stubApi({
      getBannersHome: () =>
        jsonResponse({
          banners: [{ banner: '/media/banner-1', urli: '', alt: '' }],
          logo: '',
          colors: { primary: '#0b6e4f', secondary: '#f2c14e', contrast: '#ffffff' },
        }),
    });
    signIn(makeCompany({ tadodoi: false, idPerfil: 9 }));
    renderApp('/auth/home');
    await screen.findByRole('img', { name: 'Banner informativo' });
    expect(screen.queryByRole('region', { name: 'Carteirinha' })).not.toBeInTheDocument();

    vi.advanceTimersByTime(BLOCKS_WAIT_FOR_BANNER_MS);
    expect(await screen.findByRole('region', { name: 'Carteirinha' })).toBeInTheDocument();
  });
});

describe('the home kept for the next visit', () => {
  const BANNERS = {
    banners: [{ banner: '/media/banner-1', urli: '', alt: '' }],
    logo: '',
    colors: { primary: '#0b6e4f', secondary: '#f2c14e', contrast: '#ffffff' },
  };
  const keptHome = () => keptScreenAt('/auth/home');
  let undoBuiltPage: () => void;
  beforeEach(() => {
    undoBuiltPage = asBuiltPage();
  });
  afterEach(() => undoBuiltPage());

  it('is kept once its first banner has arrived: greeting and banner written in, without the blocks', async () => {
    stubApi({ getBannersHome: () => jsonResponse(BANNERS) });
    signIn(makeCompany({ tadodoi: false, idPerfil: 9 }));
    const { container } = renderApp('/auth/home');
    container.id = 'root';
    const banner = await screen.findByRole('img', { name: 'Banner informativo' });
    await afterNextPaint();
    expect(keptHome()).toBeUndefined();

    fireEvent.load(banner);
    await screen.findByRole('region', { name: 'Carteirinha' });
    // The banner is written in, from the browser's cache (the fake API answers it as the server).
    await vi.waitFor(() => expect(keptHome()?.html).toContain('data-kept-src="/media/banner-1"'));
    expect(keptHome()?.html).toContain('Olá, Maria!');
    expect(keptHome()?.html).toContain('src="data:image/svg+xml;base64,');
    expect(keptHome()?.html).not.toContain('Carteirinha');
  });

  it('is not kept when its banners failed to load', async () => {
    stubApi({
      getBannersHome: () => jsonResponse({ message: 'Erro' }, 500),
    });
    signIn(makeCompany({ tadodoi: false, idPerfil: 9 }));
    const { container } = renderApp('/auth/home');
    container.id = 'root';
    await screen.findByText('Não foi possível carregar os banners.');
    // The blocks start as the banners settle, failed or not; the home would be kept after that.
    await screen.findByRole('region', { name: 'Carteirinha' });
    await afterNextPaint();
    await afterNextPaint();
    expect(keptHome()).toBeUndefined();
  });
});
