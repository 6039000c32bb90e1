import {
  endpoints,
  type EndpointName,
  type PartnerDetail,
  type PartnerListItem,
  type PartnerMenuItem,
} from '@clube/contract';
import { vi } from 'vitest';
import { jsonResponse, makeCompany, makeSession } from '../../../test/factories';
import { useClubStore } from '../../lib/club-store';
import { startSession } from '../../lib/session';

/** Test support for the partner screens: the server is faked at the fetch boundary only. */

export type Answer = (
  body: Record<string, unknown>,
  query: URLSearchParams,
) => Response | Promise<Response>;

const NAME_BY_PATH = new Map<string, EndpointName>(
  Object.entries(endpoints).map(([name, e]) => [e.path, name as EndpointName]),
);

/** Stubs fetch with answers by endpoint name; anything else is a 500. Returns the mock. */
export function stubApi(answers: Partial<Record<EndpointName, Answer>>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const name = NAME_BY_PATH.get(url.pathname);
    const answer = name ? answers[name] : undefined;
    if (!answer)
      return jsonResponse({ message: `unexpected ${url.pathname}`, code: 'INTERNAL' }, 500);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    return answer(body, url.searchParams);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one endpoint: parsed bodies and query strings. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, name: EndpointName) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === endpoints[name].path)
    .map(({ url, init }) => ({
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {},
      query: url.searchParams,
    }));
}

/** A signed-in member on card 10 (profile 5) of company 1. */
export function signInWithCard(company: Parameters<typeof makeCompany>[0] = {}) {
  startSession(makeSession(), false);
  useClubStore.getState().chooseCompany(makeCompany(company));
}

export const MENUS: PartnerMenuItem[] = [
  { idServicoParceiro: 30, nome: 'Parceiros Nacionais', active: true },
  { idServicoParceiro: 31, nome: 'Parceiros Meu Clube', active: true },
  { idServicoParceiro: 32, nome: 'Parceiros Locais', active: true },
];

export const CATEGORIES = [
  { idCategoria: 1, nomeCategoria: 'Alimentação', logo: '/media/categoria-food' },
  { idCategoria: 2, nomeCategoria: 'Saúde', logo: '/media/categoria-health' },
];

export function makePartner(overrides: Partial<PartnerListItem> = {}): PartnerListItem {
  return {
    idParceiro: 101,
    nomeParceiro: 'Café São João',
    logo: '/media/parceiro-cafe',
    nomeCategoria: 'Alimentação',
    acesso: 12,
    desconto: '15% de desconto',
    texto: '15% de desconto em cafés especiais.',
    texto_completo: 'Café São João oferece 15% de desconto para associados e dependentes.',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<PartnerDetail> = {}): PartnerDetail {
  return {
    idParceiro: 101,
    logo: '/media/parceiro-cafe',
    banner: '/media/parceiro-cafe-banner',
    nomeParceiro: 'Café São João',
    nomeCategoria: 'Alimentação',
    acesso: 13,
    desconto: '15% de desconto',
    validade: '2026-03-05',
    link: 'https://cafe.example/clube',
    beneficio: '15% de desconto em cafés especiais',
    resgate: 'Apresente a carteirinha no caixa.',
    voucher: 'CLUBE15',
    resumo: 'Alimentação: 15% de desconto.',
    descricao: 'Atende de segunda a sábado.',
    parceriaOnline: false,
    parceriaFisica: true,
    redeSocial: '@cafesaojoao',
    carteirinha: true,
    logradouro: 'Rua Augusta',
    numero: '1120',
    bairro: 'Consolação',
    cidade: 'São Paulo',
    uf: 'SP',
    cep: '01305000',
    whatsapp: '11987654321',
    inserirAvaliacao: true,
    ...overrides,
  };
}
