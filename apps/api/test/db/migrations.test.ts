import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Database } from '../../src/db/schema.js';
import { createTestDatabase } from '../helpers/test-database.js';
import type { TestDatabase } from '../helpers/test-database.js';
import { TABLES } from './tables.js';

let database: TestDatabase;
let db: Kysely<Database>;
const now = '2026-11-22T12:00:00.000Z';

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.insertInto('perfil').values({ id: 5, nome: 'Titular' }).execute();
});
afterAll(() => database?.close());

async function insertEmpresa(nome = 'Empresa Teste'): Promise<number> {
  const { id } = await db
    .insertInto('empresa')
    .values({
      nome,
      logo: '',
      cor_primaria: '#000000',
      cor_secundaria: '#ffffff',
      cor_contraste: '#ffffff',
      tadodoi: 1,
      create_dependents: 1,
      atendimento_liberado: 1,
      link_pet: '',
      link_treinos: '',
      link_parceiro_nacional: '',
      imagem_rodape_carteirinha: '',
      ajuda_telefone1: '',
      ajuda_telefone2: '',
      ajuda_email: '',
      ajuda_cep: '',
      ajuda_logradouro: '',
      ajuda_numero: '',
      ajuda_complemento: '',
      ajuda_bairro: '',
      ajuda_cidade: '',
      ajuda_uf: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function insertUsuario(login: string): Promise<number> {
  const { id } = await db
    .insertInto('usuario')
    .values({
      login,
      senha_hash: 'x',
      alterar_senha: 0,
      termo_pendente: 0,
      termo_aceito_em: null,
      nome: 'Fulano',
      nome_busca: 'fulano',
      email: '',
      telefone: '',
      foto: '',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function insertCliente(
  empresaId: number,
  usuarioId: number | null,
  titularId: number | null,
): Promise<number> {
  const { id } = await db
    .insertInto('cliente')
    .values({
      usuario_id: usuarioId,
      titular_id: titularId,
      empresa_id: empresaId,
      perfil_id: 5,
      nome: 'Fulano',
      cpf: '52998224725',
      email: '',
      telefone1: '',
      telefone2: '',
      uc: '',
      sexo_id: null,
      grau_parentesco_id: null,
      nascimento: null,
      data_admissao: null,
      foto: '',
      cep: '',
      logradouro: '',
      numero: '',
      complemento: '',
      bairro: '',
      cidade: '',
      uf: '',
      numero_carteirinha: '1',
      validade_carteirinha: null,
      created_at: now,
      updated_at: now,
      anonimizado_em: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('creates every table of the data model', async () => {
    const tables = await db.introspection.getTables();
    expect(tables.map((t) => t.name).sort()).toEqual([...TABLES].sort());
  });

  it('does nothing when run again', async () => {
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('generates ids and fills defaults', async () => {
    const usuarioId = await insertUsuario('11144477735');
    const usuario = await db
      .selectFrom('usuario')
      .selectAll()
      .where('id', '=', usuarioId)
      .executeTakeFirstOrThrow();
    expect(usuarioId).toBeGreaterThan(0);
    expect(usuario.token_version).toBe(0);
  });

  it('refuses a second user with the same login', async () => {
    await insertUsuario('39053344705');
    await expect(insertUsuario('39053344705')).rejects.toThrow();
  });

  it('enforces foreign keys', async () => {
    await expect(insertCliente(987_654, null, null)).rejects.toThrow();
  });

  it('refuses a boolean other than 0 or 1', async () => {
    const empresaId = await insertEmpresa();
    await expect(
      sql`update empresa set tadodoi = 2 where id = ${empresaId}`.execute(db),
    ).rejects.toThrow();
  });

  it('deletes a card with its dependents, emergency contacts, contracts and invoices', async () => {
    const empresaId = await insertEmpresa();
    const usuarioId = await insertUsuario('15350946056');
    const cardId = await insertCliente(empresaId, usuarioId, null);
    const dependentId = await insertCliente(empresaId, null, cardId);
    await db
      .insertInto('contato_emergencia')
      .values({
        cliente_id: cardId,
        ordem: 1,
        nome: 'Contato',
        telefone: '11999999999',
        grau_parentesco_id: 0,
      })
      .execute();
    const { id: contratoId } = await db
      .insertInto('contrato')
      .values({
        cliente_id: cardId,
        status: 'Ativo',
        forma_pagamento: 'Pix',
        valor_mensal_centavos: 8990,
        inicio: '2026-01-01',
        fim: null,
        plano: 'Plano',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('fatura')
      .values({
        contrato_id: contratoId,
        vencimento: '2026-02-10',
        pago_em: null,
        forma_pagamento: 'Pix',
        boleto: '',
        status: 'Em aberto',
        valor_centavos: 8990,
      })
      .execute();

    await db.deleteFrom('cliente').where('id', '=', cardId).execute();

    expect(
      await db.selectFrom('cliente').select('id').where('id', '=', dependentId).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('contato_emergencia')
        .select('id')
        .where('cliente_id', '=', cardId)
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('fatura').select('id').where('contrato_id', '=', contratoId).execute(),
    ).toEqual([]);
  });

  it('allows one rating per member and partner', async () => {
    const empresaId = await insertEmpresa();
    const cardId = await insertCliente(empresaId, null, null);
    const { id: categoriaId } = await db
      .insertInto('categoria')
      .values({ nome: 'Alimentação', logo: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: parceiroId } = await db
      .insertInto('parceiro')
      .values({
        nome: 'Café Aroma',
        nome_busca: 'cafe aroma',
        categoria_id: categoriaId,
        logo: '',
        banner: '',
        desconto: '',
        texto: '',
        texto_completo: '',
        validade: null,
        link: '',
        beneficio: '',
        resgate: '',
        voucher: '',
        resumo: '',
        descricao: '',
        parceria_online: 0,
        parceria_fisica: 1,
        rede_social: '',
        carteirinha: 1,
        logradouro: '',
        numero: '',
        bairro: '',
        cidade: '',
        uf: '',
        cep: '',
        whatsapp: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rating = {
      parceiro_id: parceiroId,
      cliente_id: cardId,
      titular_id: cardId,
      nota: 5,
      comentario: '',
      created_at: now,
    };
    await db.insertInto('avaliacao').values(rating).execute();
    await expect(db.insertInto('avaliacao').values(rating).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto('avaliacao')
        .values({ ...rating, cliente_id: cardId, nota: 6 })
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps binary content as a Buffer', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);
    await db
      .insertInto('midia')
      .values({ id: 'bin-test', mime: 'application/pdf', conteudo: bytes, created_at: now })
      .execute();
    const row = await db
      .selectFrom('midia')
      .select('conteudo')
      .where('id', '=', 'bin-test')
      .executeTakeFirstOrThrow();
    expect(Buffer.isBuffer(row.conteudo)).toBe(true);
    expect(row.conteudo.equals(bytes)).toBe(true);
  });

  it('answers count(*) as a number', async () => {
    const row = await db
      .selectFrom('empresa')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(typeof row.n).toBe('number');
  });
});
