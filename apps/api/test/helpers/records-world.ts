import type { Cliente, Empresa } from '../../src/db/schema.js';
import { tokenFor, type TestApp } from './app.js';
import { createMember, insertEmpresa, PERFIL, type TestMember } from './factories.js';
import { apiTest, type ApiTestOptions } from './fixture.js';

/** A 1×1 PNG. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const FORBIDDEN = { message: 'Acesso não permitido.', code: 'FORBIDDEN' };

/** A data URL of `bytes` bytes that start like a PNG. */
export const pngOfSize = (bytes: number) => {
  const png = Buffer.alloc(bytes);
  Buffer.from(PNG_DATA_URL.split(',')[1]!, 'base64').copy(png);
  return `data:image/png;base64,${png.toString('base64')}`;
};

export interface RecordsWorld {
  t: TestApp;
  empresa: Empresa;
  /** Cards: [0] profile 5 (titular, with one dependent), [1] profile 7 (agregado). */
  me: TestMember;
  someoneElse: TestMember;
  token: string;
  otherToken: string;
}

/** The records world on an app already built (the shared fixture's). */
export async function recordsWorldOn(t: TestApp): Promise<RecordsWorld> {
  const db = t.database.db;
  const empresa = await insertEmpresa(db);
  const other = await insertEmpresa(db);
  const me = await createMember(db, {
    empresas: [empresa, other],
    perfis: [PERFIL.titular, PERFIL.agregado],
  });
  const someoneElse = await createMember(db, { empresas: [empresa] });
  return {
    t,
    empresa,
    me,
    someoneElse,
    token: await tokenFor(t.app, me.usuario),
    otherToken: await tokenFor(t.app, someoneElse.usuario),
  };
}

export const identityOf = (card: Cliente) => ({ idCliente: card.id, idPerfil: card.perfil_id });

export function clienteRow(w: RecordsWorld, id: number) {
  return w.t.database.db
    .selectFrom('cliente')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/**
 * The shared API fixture plus `records`, this world on the file's app (built once per file;
 * `records.t` is the fixture's `app`).
 */
export function recordsTest(options?: ApiTestOptions) {
  return apiTest(options).extend('records', { scope: 'file' }, ({ app }) => recordsWorldOn(app));
}
