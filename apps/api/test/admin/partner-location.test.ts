import { adminEndpoints, adminPartner, type CreatePartnerBody } from '@clube/contract/admin';
import { describe, expect } from 'vitest';
import { partnerTest, type PartnerWorld } from '../partners/partner-world.js';
import { adminCall, signedInOperator } from './members-world.js';

/** The partner world, and `create(body)`: a partner created by an admin in the console. */
const it = partnerTest().extend('create', { scope: 'file' }, async ({ app, db }) => {
  const admin = await signedInOperator(app.app, db, 'admin');
  return (body: CreatePartnerBody) =>
    adminCall(app.app, admin, adminEndpoints.createPartner, { body });
});

function newPartner(
  w: PartnerWorld,
  overrides: Partial<CreatePartnerBody> = {},
): CreatePartnerBody {
  return {
    nome: 'Sorveteria Pinguim',
    categoriaId: w.categorias.food,
    logo: '',
    banner: '',
    desconto: '15% de desconto',
    texto: '',
    textoCompleto: '',
    validade: '',
    link: '',
    beneficio: '',
    resgate: '',
    voucher: '',
    resumo: '',
    descricao: '',
    parceriaOnline: false,
    parceriaFisica: true,
    redeSocial: '',
    carteirinha: true,
    cep: '',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
    whatsapp: '',
    visibilidade: [
      { empresaId: w.empresaA.id, menus: { nacional: false, exclusivo: false, local: true } },
    ],
    ...overrides,
  };
}

describe("a partner's location in the console", () => {
  it('stores the coordinates typed with a decimal comma', async ({ partners: w, create }) => {
    const response = await create(newPartner(w, { latitude: '-23,5614', longitude: '-46.6559' }));
    expect(response.statusCode).toBe(200);
    expect(adminPartner.parse(response.json())).toMatchObject({
      latitude: -23.5614,
      longitude: -46.6559,
    });
  });

  it("places a capital's partner without coordinates at its city centre, and no one else", async ({
    partners: w,
    create,
  }) => {
    const capital = adminPartner.parse((await create(newPartner(w, { nome: 'Capital' }))).json());
    expect(capital).toMatchObject({ latitude: -23.5505, longitude: -46.6333 });
    const rio = adminPartner.parse(
      (await create(newPartner(w, { nome: 'Rio', cidade: 'rio de janeiro', uf: 'rj' }))).json(),
    );
    expect(rio).toMatchObject({ latitude: -22.9068, longitude: -43.1729 });
    const small = adminPartner.parse(
      (await create(newPartner(w, { nome: 'Interior', cidade: 'Itu', uf: 'SP' }))).json(),
    );
    expect(small).toMatchObject({ latitude: null, longitude: null });
  });

  it('refuses a coordinate out of range in Portuguese, storing nothing', async ({
    db,
    partners: w,
    create,
  }) => {
    const before = await db.selectFrom('parceiro').select('id').execute();
    const response = await create(newPartner(w, { nome: 'Fora', latitude: '95', longitude: '0' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/latitude inválida: de -90 a 90/);
    expect(await db.selectFrom('parceiro').select('id').execute()).toEqual(before);
  });
});
