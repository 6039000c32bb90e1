import { endpoints, type DependentCard, type EndpointName } from '@clube/contract';
import { vi } from 'vitest';
import { jsonResponse, makeCompany, makeSession } from '../../../test/factories';
import { useClubStore } from '../../lib/club-store';
import { startSession } from '../../lib/session';

/** Test support for the dependents screens: the server is faked at the fetch boundary only. */

export type Answer = (body: unknown, headers: Headers) => Response | Promise<Response>;

const NAME_BY_PATH = new Map<string, EndpointName>(
  Object.entries(endpoints).map(([name, e]) => [e.path, name as EndpointName]),
);

export const SEXOS = [
  { idSexo: 1, nome: 'Masculino' },
  { idSexo: 2, nome: 'Feminino' },
];
export const GRAUS = [
  { idGrauParentesco: 1, nome: 'Cônjuge' },
  { idGrauParentesco: 2, nome: 'Filho(a)' },
];

export const ANA: DependentCard = {
  idDependente: 31,
  nome: 'Ana Souza',
  nascimento: '2012-06-08',
  grau: 'Filho(a)',
  sexo: 'Feminino',
  cpf: '153.509.460-56',
};
export const BRUNO: DependentCard = {
  idDependente: 32,
  nome: 'Bruno Souza',
  nascimento: '1986-09-30',
  grau: 'Cônjuge',
  sexo: 'Masculino',
  cpf: '529.982.247-25',
};

/**
 * Stubs fetch with answers by endpoint name (lookups answered by default); an unexpected call
 * fails with 500. Returns the mock to inspect the calls.
 */
export function stubApi(answers: Partial<Record<EndpointName, Answer>>) {
  const all: Partial<Record<EndpointName, Answer>> = {
    getAllSex: () => jsonResponse(SEXOS),
    getAllGrauParentesco: () => jsonResponse(GRAUS),
    ...answers,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).split('?')[0] ?? '';
    const name = NAME_BY_PATH.get(path);
    const answer = name ? all[name] : undefined;
    if (!answer) return jsonResponse({ message: `unexpected ${path}`, code: 'INTERNAL' }, 500);
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    return answer(body, new Headers(init?.headers));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one endpoint: parsed bodies and headers. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, name: EndpointName) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).split('?')[0] === endpoints[name].path)
    .map(([, init]) => ({
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      headers: new Headers(init?.headers),
    }));
}

/** A signed-in member on card 10 (profile 5) of a company with createDependents as given. */
export function signInWithCard({ createDependents = true } = {}) {
  startSession(makeSession(), false);
  useClubStore.getState().chooseCompany(makeCompany({ createDependents }));
}

/** jsdom has no showModal/close yet: the smallest stand-in that keeps `open` and the events. */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
