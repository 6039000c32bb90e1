import {
  endpoints,
  maskCpf,
  type CustomerProfile,
  type Emergencia,
  type UpdateClienteBody,
} from '@clube/contract';
import { describe, expect } from 'vitest';
import type { Cliente } from '../../src/db/schema.js';
import { call } from '../helpers/app.js';
import { insertCliente, PERFIL } from '../helpers/factories.js';
import {
  clienteRow,
  FORBIDDEN,
  identityOf,
  PNG_DATA_URL,
  pngOfSize,
  type RecordsWorld,
  recordsTest,
} from '../helpers/records-world.js';

const it = recordsTest();

const db = (w: RecordsWorld) => w.t.database.db;
const titularCard = (w: RecordsWorld) => w.me.cards[0]!;
const agregadoCard = (w: RecordsWorld) => w.me.cards[1]!;

const contactsOf = (w: RecordsWorld, clienteId: number) =>
  db(w)
    .selectFrom('contato_emergencia')
    .select(['ordem', 'nome', 'telefone', 'grau_parentesco_id'])
    .where('cliente_id', '=', clienteId)
    .orderBy('ordem')
    .execute();

const NO_CONTACTS: Emergencia = {
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
const FIRST_CONTACT: Emergencia = {
  ...NO_CONTACTS,
  nome1: 'José da Silva',
  telefone1: '(11) 91234-5678',
  idParentesco1: 2,
};

/** The form as the app sends it: the profile it loaded, edited. */
function form(card: Cliente, overrides: Partial<UpdateClienteBody> = {}): UpdateClienteBody {
  return {
    ...identityOf(card),
    nome: 'Ana Beatriz Souza',
    email: 'ana@example.com',
    telefone1: '(11) 98765-4321',
    telefone2: '(11) 3456-7890',
    idSexo: 2,
    nascimento: '1988-02-29',
    foto: card.foto,
    emergencia: FIRST_CONTACT,
    ...overrides,
  };
}

const getCliente = (w: RecordsWorld, body: unknown, token = w.token) =>
  call(w.t.app, endpoints.getCliente, body, { token });
const updateCliente = (w: RecordsWorld, body: unknown, token = w.token) =>
  call(w.t.app, endpoints.updateCliente, body, { token });

describe('POST /api/clube/v1/get-cliente', () => {
  it('answers the card with masked CPF and phones, ISO dates and the emergency contacts', async ({
    records: w,
  }) => {
    const card = await insertCliente(db(w), {
      usuario_id: w.me.usuario.id,
      empresa_id: w.empresa.id,
      perfil_id: PERFIL.titular,
      telefone1: '11987654321',
      nascimento: '1975-12-01',
      data_admissao: '2020-03-15',
      uc: 'UC-778',
    });
    await db(w)
      .insertInto('contato_emergencia')
      .values({
        cliente_id: card.id,
        ordem: 2,
        nome: 'Rita',
        telefone: '2133334444',
        grau_parentesco_id: 1,
      })
      .execute();
    const response = await getCliente(w, identityOf(card));
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerProfile>()).toEqual({
      nome: card.nome,
      cpf: maskCpf(card.cpf),
      email: '',
      telefone1: '(11) 98765-4321',
      telefone2: '',
      uc: 'UC-778',
      idSexo: 1,
      dataAdmissao: '2020-03-15',
      nascimento: '1975-12-01',
      foto: '',
      emergencia: { ...NO_CONTACTS, nome2: 'Rita', telefone2: '(21) 3333-4444', idParentesco2: 1 },
    });
  });

  it('answers a dependent acting as itself', async ({ records: w }) => {
    const response = await getCliente(w, identityOf(w.me.dependent));
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerProfile>().nome).toBe(w.me.dependent.nome);
  });

  it("refuses another member's card, and a profile the card does not have, with 403", async ({
    records: w,
  }) => {
    expect((await getCliente(w, identityOf(w.someoneElse.cards[0]!))).json()).toEqual(FORBIDDEN);
    const wrongProfile = { idCliente: titularCard(w).id, idPerfil: PERFIL.conveniado };
    const response = await getCliente(w, wrongProfile);
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/clube/v1/update-cliente', () => {
  it.beforeEach(async ({ records: w }) => {
    await db(w).deleteFrom('contato_emergencia').execute();
  });

  it('saves the form and the emergency contacts, and answers "Dados atualizados!"', async ({
    records: w,
  }) => {
    const response = await updateCliente(
      w,
      form(titularCard(w), {
        emergencia: {
          ...FIRST_CONTACT,
          nome3: 'Carla',
          telefone3: '21988887777',
          idParentesco3: 1,
        },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Dados atualizados!' });
    expect(await clienteRow(w, titularCard(w).id)).toMatchObject({
      nome: 'Ana Beatriz Souza',
      email: 'ana@example.com',
      telefone1: '11987654321',
      telefone2: '1134567890',
      sexo_id: 2,
      nascimento: '1988-02-29',
    });
    expect(await contactsOf(w, titularCard(w).id)).toEqual([
      { ordem: 1, nome: 'José da Silva', telefone: '11912345678', grau_parentesco_id: 2 },
      { ordem: 3, nome: 'Carla', telefone: '21988887777', grau_parentesco_id: 1 },
    ]);
    // What get-cliente answers afterwards is what was saved.
    const profile = (await getCliente(w, identityOf(titularCard(w)))).json<CustomerProfile>();
    expect(profile.emergencia).toMatchObject({
      nome1: 'José da Silva',
      telefone1: '(11) 91234-5678',
    });
  });

  it('never changes cpf, dataAdmissao or uc, whatever the body says', async ({ records: w }) => {
    const before = await clienteRow(w, titularCard(w).id);
    const response = await updateCliente(
      w,
      form(titularCard(w), { cpf: '153.509.460-56', dataAdmissao: '1999-01-01', uc: 'HACK' }),
    );
    expect(response.statusCode).toBe(200);
    const after = await clienteRow(w, titularCard(w).id);
    expect(after.cpf).toBe(before.cpf);
    expect(after.data_admissao).toBe(before.data_admissao);
    expect(after.uc).toBe(before.uc);
  });

  it.for<[string, Partial<Emergencia>]>([
    ['no contact at all', NO_CONTACTS],
    ['contact 1 without a name', { ...FIRST_CONTACT, nome1: '   ' }],
    ['contact 1 without a relationship', { ...FIRST_CONTACT, idParentesco1: 0 }],
    ['contact 1 without a phone', { ...FIRST_CONTACT, telefone1: '' }],
    [
      'only contact 2',
      { ...NO_CONTACTS, nome2: 'Rita', telefone2: '21988887777', idParentesco2: 1 },
    ],
  ])(
    'refuses profile 5 with %s: 400, nothing changed',
    async ([_case, emergencia], { records: w }) => {
      const before = await clienteRow(w, titularCard(w).id);
      const response = await updateCliente(
        w,
        form(titularCard(w), { nome: 'Outro Nome', emergencia: { ...NO_CONTACTS, ...emergencia } }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Obrigatório 1 Contato de Emergência',
        code: 'INVALID_INPUT',
      });
      expect(await clienteRow(w, titularCard(w).id)).toEqual(before);
      expect(await contactsOf(w, titularCard(w).id)).toEqual([]);
    },
  );

  it('keeps the stored contacts when the body has none, and checks the rule on them', async ({
    records: w,
  }) => {
    const { emergencia: _omit, ...withoutContacts } = form(titularCard(w));
    expect((await updateCliente(w, withoutContacts)).statusCode).toBe(400);

    expect((await updateCliente(w, form(titularCard(w)))).statusCode).toBe(200);
    const response = await updateCliente(w, { ...withoutContacts, nome: 'Nome Novo' });
    expect(response.statusCode).toBe(200);
    expect((await clienteRow(w, titularCard(w).id)).nome).toBe('Nome Novo');
    expect(await contactsOf(w, titularCard(w).id)).toHaveLength(1);
  });

  it('lets other profiles save without emergency contacts', async ({ records: w }) => {
    const response = await updateCliente(w, form(agregadoCard(w), { emergencia: NO_CONTACTS }));
    expect(response.statusCode).toBe(200);
    expect(await contactsOf(w, agregadoCard(w).id)).toEqual([]);
  });

  it.for<[string, Partial<UpdateClienteBody>, string]>([
    ['a phone of 12 digits', { telefone1: '(11) 98765-43210' }, "Campo 'telefone1' inválido"],
    ['a bad e-mail', { email: 'ana@' }, "Campo 'email' inválido"],
    ['no sex', { idSexo: 0 }, "Campo 'idSexo' inválido"],
    ['a sex that does not exist', { idSexo: 99 }, "Campo 'idSexo' inválido"],
    ['a birth date in the future', { nascimento: '2999-01-01' }, "Campo 'nascimento' inválido"],
    ['an empty name', { nome: '  ' }, "Campo 'nome' inválido"],
    [
      'an emergency phone of 9 digits',
      { emergencia: { ...FIRST_CONTACT, telefone2: '119876543' } },
      "Campo 'emergencia.telefone2' inválido",
    ],
    [
      'a relationship that does not exist',
      { emergencia: { ...FIRST_CONTACT, idParentesco1: 99 } },
      "Campo 'emergencia.idParentesco1' inválido",
    ],
  ])(
    'refuses %s with 400 naming the field, nothing changed',
    async ([_case, change, message], { records: w }) => {
      const before = await clienteRow(w, titularCard(w).id);
      const response = await updateCliente(w, form(titularCard(w), change));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
      expect(await clienteRow(w, titularCard(w).id)).toEqual(before);
      expect(await contactsOf(w, titularCard(w).id)).toEqual([]);
    },
  );

  it("refuses another member's card with 403 and changes nothing", async ({ records: w }) => {
    const theirs = w.someoneElse.cards[0]!;
    const before = await clienteRow(w, theirs.id);
    const response = await updateCliente(w, form(theirs, { nome: 'Invasor' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
    expect(await clienteRow(w, theirs.id)).toEqual(before);
    expect(await contactsOf(w, theirs.id)).toEqual([]);
  });

  describe('photo', () => {
    const midiaIds = async (w: RecordsWorld) =>
      (await db(w).selectFrom('midia').select('id').execute()).map((r) => r.id).sort();

    it('stores a new photo, serves it to its owner only, and erases the one it replaces', async ({
      records: w,
    }) => {
      const card = agregadoCard(w);
      const first = await updateCliente(w, form(card, { foto: PNG_DATA_URL }));
      expect(first.statusCode).toBe(200);
      const firstUrl = (await clienteRow(w, card.id)).foto;
      expect(firstUrl).toMatch(/^\/media\/foto-[0-9a-f-]+$/);
      // The photo is personal data: the bare URL is refused, get-cliente hands out a signed one.
      expect((await w.t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(403);
      const signed = (await getCliente(w, identityOf(card))).json<CustomerProfile>().foto;
      expect(signed).toMatch(new RegExp(`^${firstUrl}\\?exp=\\d+&sig=[\\w-]+$`));
      const served = await w.t.app.inject({ method: 'GET', url: signed });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('private, no-store');

      // Sent back unchanged (as the form holds it, signed), it stays.
      expect((await updateCliente(w, form(card, { foto: signed }))).statusCode).toBe(200);
      expect((await clienteRow(w, card.id)).foto).toBe(firstUrl);

      expect((await updateCliente(w, form(card, { foto: PNG_DATA_URL }))).statusCode).toBe(200);
      const secondUrl = (await clienteRow(w, card.id)).foto;
      expect(secondUrl).not.toBe(firstUrl);
      expect((await w.t.app.inject({ method: 'GET', url: signed })).statusCode).toBe(404);
      expect((await getCliente(w, identityOf(card))).json<CustomerProfile>().foto).toMatch(
        new RegExp(`^${secondUrl}\\?exp=`),
      );
    });

    it('leaves no orphan upload when two saves replace the photo at once', async ({
      records: w,
    }) => {
      const card = agregadoCard(w);
      expect((await updateCliente(w, form(card, { foto: PNG_DATA_URL }))).statusCode).toBe(200);
      const uploads = async () => (await midiaIds(w)).filter((id) => id.startsWith('foto-'));
      const before = await uploads();
      const responses = await Promise.all([
        updateCliente(w, form(card, { foto: PNG_DATA_URL })),
        updateCliente(w, form(card, { foto: PNG_DATA_URL })),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
      const stored = (await clienteRow(w, card.id)).foto;
      expect(await uploads()).toHaveLength(before.length);
      expect(await uploads()).toContain(stored.replace('/media/', ''));
    });

    it.for([
      ['over 2 MB', pngOfSize(2 * 1024 * 1024 + 1), 'máximo 2 MB'],
      [
        'not an image',
        `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`,
        'não é uma imagem',
      ],
      [
        "someone else's photo URL",
        '/media/foto-00000000-0000-0000-0000-000000000000',
        "Campo 'foto'",
      ],
    ])(
      'refuses a photo %s with 400 and changes nothing',
      async ([_case, foto, message], { records: w }) => {
        const card = agregadoCard(w);
        const before = await clienteRow(w, card.id);
        const media = await midiaIds(w);
        const response = await updateCliente(w, form(card, { foto, nome: 'Outro' }));
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(message);
        expect(await clienteRow(w, card.id)).toEqual(before);
        expect(await midiaIds(w)).toEqual(media);
      },
    );
  });
});
