import { endpoints, PROFILES, type Endpoint, type EndpointName } from '@clube/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { z } from 'zod';
import { call, TEST_JWT_SECRET } from '../helpers/app.js';
import {
  identityOf,
  securityTest,
  type SecurityWorld,
  type Side,
} from '../helpers/security-world.js';
import { dumpTables } from '../helpers/table-dump.js';
import { dependentPayload } from '../dependents/setup.js';
import { urlSigner } from '../../src/lib/signed-urls.js';

/*
 * The authorisation matrix: every endpoint of the contract is named here. One that takes an id is
 * called by member A with member B's ids (B's card in another company, B's card in A's own
 * company, B's dependent, and A's own card with B's object) and must answer 403 or 404 with no
 * row of any table changed; where the same request is B's to make, B gets a 200 with it, which
 * proves the body was well-formed and the refusal was about who asked. An endpoint without ids
 * says why. A new endpoint fails the first test until it is added here.
 */

const it = securityTest();
/** B's phone, subscribed to push notifications. */
const B_PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/aparelho-de-b';
it.beforeAll(async ({ db, security: w }) => {
  await db
    .insertInto('push_inscricao')
    .values({
      usuario_id: w.b.member.usuario.id,
      endpoint: B_PUSH_ENDPOINT,
      p256dh: `B${'A'.repeat(86)}`,
      auth: 'A'.repeat(22),
      aparelho: 'Chrome no Android',
      criado_em: new Date().toISOString(),
    })
    .execute();
});

/** Body fields that name something a member owns (or a company they belong to). */
const ID_FIELDS = [
  'idCliente',
  'idDependente',
  'idContrato',
  'idServicoParceiro',
  'idParceiro',
  'codigo',
  'idDocumento',
  'idUsuario',
  'idEmpresa',
  'idUso',
  'idAviso',
  'endpoint',
] as const;
type IdField = (typeof ID_FIELDS)[number];

interface Case {
  what: string;
  /** The id fields this case fills with B's ids (the rest are A's own). */
  foreign: readonly (IdField | 'cpf')[];
  body: (w: SecurityWorld) => unknown;
  /**
   * The same request made by B is B's own: B must get a 200 with it. Off for calls that would
   * change B's data (the refusal to A is what is tested) and for mixes of A's and B's ids.
   */
  ownerControl: boolean;
}
type Entry =
  | { ids: Case[] }
  /** The body names nothing a member owns. */
  | { noIds: string }
  /** It names something, but nothing private of a member (public data, or the credential itself). */
  | { notOwned: string };

const dependentIdentity = (side: Side) => ({
  idCliente: side.dependent.idDependente,
  idPerfil: PROFILES.dependente,
});
const cards = {
  otherCompany: (s: Side) => identityOf(s.card),
  sameCompany: (s: Side) => identityOf(s.member.cards[0]!),
  dependent: dependentIdentity,
};

/** The three identities of B that A may not act as, for calls whose body is just an identity (+ extra). */
function identityCases(
  extra: (
    w: SecurityWorld,
    identity: { idCliente: number; idPerfil: number },
  ) => object = () => ({}),
  {
    ownerControl = true,
    dependent = true,
    /** A dependent has no dependents: its own get-dependentes is refused too. */
    dependentMayCall = true,
  } = {},
): Case[] {
  const cases: Case[] = [
    {
      what: "B's card in another company",
      foreign: ['idCliente'],
      body: (w) => ({ ...cards.otherCompany(w.b), ...extra(w, cards.otherCompany(w.b)) }),
      ownerControl,
    },
    {
      what: "B's card in A's own company",
      foreign: ['idCliente'],
      body: (w) => ({ ...cards.sameCompany(w.b), ...extra(w, cards.sameCompany(w.b)) }),
      ownerControl,
    },
  ];
  if (dependent)
    cases.push({
      what: "B's dependent as the identity",
      foreign: ['idCliente'],
      body: (w) => ({ ...cards.dependent(w.b), ...extra(w, cards.dependent(w.b)) }),
      ownerControl: ownerControl && dependentMayCall,
    });
  return cases;
}

const me = (w: SecurityWorld) => identityOf(w.a.card);

const CONTACTS = {
  nome1: '',
  telefone1: '',
  idParentesco1: 0,
  nome2: '',
  telefone2: '',
  idParentesco2: 0,
  nome3: '',
  telefone3: '',
  idParentesco3: 0,
};

/** Partner calls: B's menu and partner through B's card, and through A's own card. */
function partnerCases(extra: object, ownerControl: boolean): Case[] {
  return [
    {
      what: "B's card, menu and partner",
      foreign: ['idCliente', 'idServicoParceiro', 'idParceiro'],
      body: (w) => ({
        ...identityOf(w.b.card),
        idServicoParceiro: w.b.menu,
        idParceiro: w.b.partner,
        ...extra,
      }),
      ownerControl,
    },
    {
      what: "A's card with the menu and partner of B's company",
      foreign: ['idServicoParceiro', 'idParceiro'],
      body: (w) => ({ ...me(w), idServicoParceiro: w.b.menu, idParceiro: w.b.partner, ...extra }),
      ownerControl: false,
    },
    {
      what: "A's card and menu with a partner only B's company shows",
      foreign: ['idParceiro'],
      body: (w) => ({ ...me(w), idServicoParceiro: w.a.menu, idParceiro: w.b.partner, ...extra }),
      ownerControl: false,
    },
  ];
}

const MATRIX: Record<EndpointName, Entry> = {
  login: {
    notOwned:
      'api key only: the CPF and password are the credentials being proven; a wrong pair answers 404 like an unknown CPF (user/login.test.ts, passwords.test.ts)',
  },
  requestPasswordChange: {
    notOwned:
      'api key only: names a CPF, and the code goes to the e-mail or phone on file, never to the caller (user/recovery.test.ts)',
  },
  checkPasswordCode: {
    notOwned:
      'api key only: a code is checked only against the CPF it was sent to (user/recovery.test.ts "never resets another account")',
  },
  updateProfile: {
    ids: identityCases(
      (w) => ({
        login: w.b.member.usuario.login,
        nome: 'Nome Trocado',
        email: 'trocado@example.com',
        telefone: '(21) 99876-5432',
        foto: '',
      }),
      { ownerControl: false, dependent: false },
    ),
  },
  logout: { noIds: 'no body: ends the sessions of the token’s own member' },
  changePasswordAfterLogin: {
    ids: [
      {
        what: "B's CPF and B's current password",
        foreign: ['cpf'],
        body: (w) => ({
          cpf: w.b.member.usuario.login,
          oldpass: w.b.member.usuario.password,
          newpass: 'senha-nova-9',
        }),
        ownerControl: false,
      },
    ],
  },
  changePassword: {
    noIds: 'names no one: always the token’s own password (user/change-own-password.test.ts)',
  },
  updateTermsConditions: {
    ids: [
      {
        what: "B's idUsuario",
        foreign: ['idUsuario'],
        body: (w) => ({ idUsuario: w.b.member.usuario.id }),
        ownerControl: false,
      },
    ],
  },

  getBannersHome: {
    ids: [
      ...identityCases((w, identity) => ({
        idEmpresa: identity.idCliente === w.b.card.id ? w.b.empresa.id : w.a.empresa.id,
      })),
      {
        what: "A's card with B's company",
        foreign: ['idEmpresa'],
        body: (w) => ({ ...me(w), idEmpresa: w.b.empresa.id }),
        ownerControl: false,
      },
    ],
  },
  getUrlParceiroNacional: { ids: identityCases() },
  getParceiros: { ids: identityCases() },
  getParceiroCategoria: {
    ids: [
      {
        what: "B's card and menu",
        foreign: ['idCliente', 'idServicoParceiro'],
        body: (w) => ({ ...identityOf(w.b.card), idServicoParceiro: w.b.menu }),
        ownerControl: true,
      },
      {
        what: "A's card with the menu of B's company",
        foreign: ['idServicoParceiro'],
        body: (w) => ({ ...me(w), idServicoParceiro: w.b.menu }),
        ownerControl: false,
      },
    ],
  },
  getParceiroLista: {
    ids: [
      {
        what: "B's card and menu",
        foreign: ['idCliente', 'idServicoParceiro'],
        body: (w) => ({ ...identityOf(w.b.card), idServicoParceiro: w.b.menu, idCategoria: '' }),
        ownerControl: true,
      },
      {
        what: "A's card with the menu of B's company",
        foreign: ['idServicoParceiro'],
        body: (w) => ({ ...me(w), idServicoParceiro: w.b.menu, idCategoria: '' }),
        ownerControl: false,
      },
    ],
  },
  getParceiroDetalhe: { ids: partnerCases({}, true) },
  getAvaliacao: { ids: partnerCases({}, true) },
  insereAvaliacao: { ids: partnerCases({ nota: 1, comentario: 'Péssimo.' }, false) },
  favoritarParceiro: { ids: partnerCases({ favorito: true }, true) },
  getParceiroCidades: {
    ids: [
      {
        what: "B's card and menu",
        foreign: ['idCliente', 'idServicoParceiro'],
        body: (w) => ({ ...identityOf(w.b.card), idServicoParceiro: w.b.menu }),
        ownerControl: true,
      },
      {
        what: "A's card with the menu of B's company",
        foreign: ['idServicoParceiro'],
        body: (w) => ({ ...me(w), idServicoParceiro: w.b.menu }),
        ownerControl: false,
      },
    ],
  },

  getCliente: { ids: identityCases() },
  updateCliente: {
    ids: identityCases(
      () => ({
        nome: 'Nome Trocado',
        email: 'trocado@example.com',
        telefone1: '(11) 98765-4321',
        telefone2: '',
        idSexo: 2,
        nascimento: '1988-02-29',
        foto: '',
        emergencia: CONTACTS,
      }),
      { ownerControl: false },
    ),
  },

  getDependentes: { ids: identityCases(undefined, { dependentMayCall: false }) },
  deleteDependente: {
    ids: [
      {
        what: "B's dependent",
        foreign: ['idDependente'],
        body: (w) => ({ idDependente: w.b.dependent.idDependente }),
        ownerControl: false,
      },
    ],
  },
  getDependenteUnico: {
    ids: [
      {
        what: "B's card and dependent",
        foreign: ['idCliente', 'idDependente'],
        body: (w) => ({
          ...identityOf(w.b.member.cards[0]!),
          idDependente: w.b.dependent.idDependente,
        }),
        ownerControl: true,
      },
      {
        what: "A's card with B's dependent",
        foreign: ['idDependente'],
        body: (w) => ({ ...me(w), idDependente: w.b.dependent.idDependente }),
        ownerControl: false,
      },
    ],
  },
  insertDependente: {
    ids: identityCases(() => ({}), { ownerControl: false }).map((c) => ({
      ...c,
      body: (w: SecurityWorld) =>
        dependentPayload(
          { ...w.b.card, ...toCard(c.body(w) as { idCliente: number; idPerfil: number }) },
          {},
        ),
    })),
  },
  updateDependente: {
    ids: [
      {
        what: "B's card and dependent",
        foreign: ['idCliente', 'idDependente'],
        body: (w) => ({
          ...dependentPayload(w.b.member.cards[0]!),
          idDependente: w.b.dependent.idDependente,
        }),
        ownerControl: false,
      },
      {
        what: "A's card with B's dependent",
        foreign: ['idDependente'],
        body: (w) => ({
          ...dependentPayload(w.a.card),
          idDependente: w.b.dependent.idDependente,
        }),
        ownerControl: false,
      },
    ],
  },

  getContrato: {
    ids: identityCases().map((c) => ({
      ...c,
      body: (w: SecurityWorld) => ({ idCliente: (c.body(w) as { idCliente: number }).idCliente }),
    })),
  },
  getContratoPagamento: {
    ids: [
      {
        what: "B's card and contract",
        foreign: ['idCliente', 'idContrato'],
        body: (w) => ({ idCliente: w.b.card.id, idContrato: w.b.contrato }),
        ownerControl: true,
      },
      {
        what: "A's card with B's contract",
        foreign: ['idContrato'],
        body: (w) => ({ idCliente: w.a.card.id, idContrato: w.b.contrato }),
        ownerControl: false,
      },
    ],
  },
  virtualBadge: { ids: identityCases() },
  getClienteEndereco: { ids: identityCases() },
  updateClienteEndereco: {
    ids: identityCases(
      () => ({
        cep: '22010-000',
        logradouro: 'Avenida Atlântica',
        numero: '1702',
        complemento: '',
        bairro: 'Copacabana',
        cidade: 'Rio de Janeiro',
        uf: 'RJ',
      }),
      { ownerControl: false },
    ),
  },
  getServicos: { ids: identityCases() },
  getAtendimento: { noIds: 'GET without a body: the club’s attendance line' },
  getFaqTotal: { noIds: 'GET without a body: the club’s questions and answers' },

  getCep: { noIds: 'names a CEP, public postal data' },
  getAjudaEmpresa: {
    notOwned:
      'api key only (docs/product.md#api-calls): a company’s public help contacts, shown before sign-in (help/get-ajuda-empresa.test.ts)',
  },
  getAllGrauParentesco: { noIds: 'GET without a body: the kinship options' },
  getAllSex: { noIds: 'GET without a body: the sex options' },
  exportMyData: {
    noIds:
      'no body: everything the club holds about the token’s own member (privacy/export-data.test.ts)',
  },

  getMeusUsos: { ids: identityCases() },
  getEconomia: { ids: identityCases() },
  reportarUso: {
    ids: [
      ...identityCases((w) => ({ idUso: w.b.uso, comentario: 'Não fui eu' }), {
        ownerControl: false,
        dependent: false,
      }),
      {
        what: "A's card with B's use",
        foreign: ['idUso'],
        body: (w) => ({ ...me(w), idUso: w.b.uso, comentario: 'Não fui eu' }),
        ownerControl: false,
      },
    ],
  },

  getAvisos: { ids: identityCases() },
  marcarAvisosLidos: { ids: identityCases(undefined, { ownerControl: false }) },
  marcarAvisoLido: {
    ids: [
      ...identityCases((w) => ({ idAviso: w.b.aviso })).map((c) => ({
        ...c,
        foreign: [...c.foreign, 'idAviso' as const],
        ownerControl: false,
      })),
      {
        what: "A's card with B's notice",
        foreign: ['idAviso'],
        body: (w) => ({ ...me(w), idAviso: w.b.aviso }),
        ownerControl: false,
      },
    ],
  },

  getPreferenciasAvisos: {
    noIds: 'GET without a body: the consent of the token’s own person (notices/delivery.test.ts)',
  },
  salvarPreferenciasAvisos: {
    noIds: 'names no one: always the consent of the token’s own person (notices/delivery.test.ts)',
  },
  getChavePush: { noIds: 'GET without a body: the server’s public VAPID key' },
  registrarPush: {
    notOwned:
      'the endpoint is a secret only the browser holding it knows: registering it again is that device, now signed in as this person, and it moves to them (notices/push.test.ts)',
  },
  removerPush: {
    ids: [
      {
        what: "B's push subscription",
        foreign: ['endpoint'],
        body: () => ({ endpoint: B_PUSH_ENDPOINT }),
        ownerControl: false,
      },
    ],
  },

  listaPessoasCombo: { ids: identityCases() },
  habilitarLinkAtendimento: { ids: identityCases() },
  listaMinhasReceitas: { ids: identityCases() },
  listaMinhasReceitasDocumento: {
    ids: [
      {
        what: "B's card and document",
        foreign: ['idCliente', 'idDocumento'],
        body: (w) => ({ ...identityOf(w.b.card), idDocumento: w.b.documento }),
        ownerControl: true,
      },
      {
        what: "A's card with B's document",
        foreign: ['idDocumento'],
        body: (w) => ({ ...me(w), idDocumento: w.b.documento }),
        ownerControl: false,
      },
    ],
  },
  listaMeusAgendamentos: { ids: identityCases() },
  cancelarAgendamento: {
    ids: [
      {
        what: "B's card and appointment",
        foreign: ['idCliente', 'codigo'],
        body: (w) => ({ ...identityOf(w.b.card), codigo: w.b.codigo }),
        ownerControl: false,
      },
      {
        what: "A's card with B's appointment",
        foreign: ['codigo'],
        body: (w) => ({ ...me(w), codigo: w.b.codigo }),
        ownerControl: false,
      },
    ],
  },
};

function toCard(identity: { idCliente: number; idPerfil: number }) {
  return { id: identity.idCliente, perfil_id: identity.idPerfil };
}

/** The top-level fields of an endpoint's body schema. */
function bodyFields(e: Endpoint): string[] {
  if (!e.body) return [];
  const schema = z.toJSONSchema(e.body, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(schema.properties ?? {});
}

const all = Object.entries(endpoints) as [EndpointName, Endpoint][];
const withIds = all.flatMap(([name, e]) => {
  const entry = MATRIX[name];
  return 'ids' in entry ? entry.ids.map((c) => [name, c.what, e, c] as const) : [];
});

async function expectRefusedUnchanged(
  w: SecurityWorld,
  e: Endpoint,
  body: unknown,
  token: string,
): Promise<LightMyRequestResponse> {
  const before = await dumpTables(w.t.database.db);
  const response = await call(w.t.app, e, body, { token });
  expect([403, 404], response.body).toContain(response.statusCode);
  const answer = response.json<{ message: string; code: string }>();
  expect(Object.keys(answer).sort()).toEqual(['code', 'message']);
  expect(['FORBIDDEN', 'NOT_FOUND']).toContain(answer.code);
  expect(await dumpTables(w.t.database.db)).toEqual(before);
  return response;
}

describe('the authorisation matrix', () => {
  it('names every endpoint of the contract, and nothing else', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('tests with ids every endpoint whose body names a member’s object', () => {
    for (const [name, e] of all) {
      const entry = MATRIX[name];
      const ids = bodyFields(e).filter((f) => (ID_FIELDS as readonly string[]).includes(f));
      if ('noIds' in entry) expect(ids, `${name} names ${ids.join(', ')}`).toEqual([]);
      if ('ids' in entry) {
        const tried = new Set<string>(entry.ids.flatMap((c) => c.foreign));
        for (const field of ids)
          expect(tried, `${name}: no case with B's ${field}`).toContain(field);
      }
    }
  });

  it('is served whole by the app', ({ security: w }) => {
    const missing = all.filter(([, e]) => !w.t.app.hasRoute({ method: e.method, url: e.path }));
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it.for(withIds)(
    '%s as A with %s: 403/404 and no row changed',
    async ([, , e, c], { security: w }) => {
      const body = c.body(w);
      await expectRefusedUnchanged(w, e, body, w.a.token);
      if (c.ownerControl) {
        const own = await call(w.t.app, e, body, { token: w.b.token });
        expect(own.statusCode, `B's own request: ${own.body}`).toBe(200);
      }
    },
  );
});

describe("someone else's files under /media", () => {
  const get = (w: SecurityWorld, url: string) => w.t.app.inject({ method: 'GET', url });
  const signer = urlSigner(TEST_JWT_SECRET);
  const pathOf = (url: string) => url.split('?')[0]!;
  const queryOf = (url: string) => url.split('?')[1]!;
  /** What the signature covers: `foto-…`, or `documento-<id>` for /media/documento/<id>. */
  const signedId = (path: string) => path.slice('/media/'.length).replace('/', '-');

  it('serves the owner’s signed links (the control)', async ({ security: w }) => {
    expect((await get(w, w.b.photoUrl)).statusCode).toBe(200);
    expect((await get(w, w.b.documentUrl)).statusCode).toBe(200);
  });

  it.for([
    ['photo', (s: Side) => s.photoUrl],
    ['document', (s: Side) => s.documentUrl],
  ] as const)("refuses B's %s without a valid signature", async ([, urlOf], { security: w }) => {
    const theirs = urlOf(w.b);
    const mine = urlOf(w.a);
    const attempts = [
      pathOf(theirs),
      `${pathOf(theirs)}?${queryOf(mine)}`,
      // One character of the signature changed (never to itself: a signature may start with A).
      `${pathOf(theirs)}?${queryOf(theirs).replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`)}`,
      `${pathOf(theirs)}?exp=9999999999&${queryOf(theirs).split('&')[1]}`,
      // Signed by us, for this very file, but expired a minute ago.
      `${pathOf(theirs)}?${signer.query(signedId(pathOf(theirs)), -60)}`,
      `${pathOf(theirs)}?exp=&sig=`,
    ];
    for (const url of attempts) {
      const response = await get(w, url);
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it("does not open B's photo with the signature of B's document, nor the other way round", async ({
    security: w,
  }) => {
    const photo = await get(w, `${pathOf(w.b.photoUrl)}?${queryOf(w.b.documentUrl)}`);
    const document = await get(w, `${pathOf(w.b.documentUrl)}?${queryOf(w.b.photoUrl)}`);
    expect([403, 404]).toContain(photo.statusCode);
    expect([403, 404]).toContain(document.statusCode);
  });
});
