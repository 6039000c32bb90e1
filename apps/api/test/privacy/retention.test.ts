import { endpoints } from '@clube/contract';
import type { Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import { runRetentionCli } from '../../src/cli/retention.js';
import type { Database } from '../../src/db/schema.js';
import { endLapsedContracts } from '../../src/jobs/contract-end.js';
import { takeJobLease } from '../../src/jobs/job-lease.js';
import {
  ERASED_LOGIN_PREFIX,
  RETENTION,
  runRetention,
  runScheduledRetention,
} from '../../src/jobs/retention.js';
import { call, tokenFor } from '../helpers/app.js';
import { insertEmpresa } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';
import { createFullMember, insertDependent, type FullMember } from './world.js';

/** The job's clock: 10 March 2026, noon in Brazil. */
const NOW = new Date('2026-03-10T15:00:00.000Z');
/** The contract-end job's runs the day after the contracts of `ended` and `recent` ended. */
const FEB_1 = new Date('2026-02-01T15:00:00.000Z');
const FEB_21 = new Date('2026-02-21T15:00:00.000Z');
const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

const cliente = (db: Kysely<Database>, id: number) =>
  db.selectFrom('cliente').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const usuario = (db: Kysely<Database>, id: number) =>
  db.selectFrom('usuario').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const countWhere = async (
  db: Kysely<Database>,
  table:
    | 'contato_emergencia'
    | 'avaliacao'
    | 'parceiro_acesso'
    | 'receita'
    | 'documento'
    | 'agendamento',
  ids: number[],
) =>
  (await db.selectFrom(table).select('cliente_id').where('cliente_id', 'in', ids).execute()).length;

/** Every trace of a member, for comparing before and after a run. */
async function tracesOf(db: Kysely<Database>, m: FullMember) {
  const ids = [...m.cards.map((c) => c.id), m.dependent.id];
  return {
    people: await db
      .selectFrom('cliente')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('id')
      .execute(),
    usuario: await usuario(db, m.usuario.id),
    contacts: await countWhere(db, 'contato_emergencia', ids),
    ratings: await countWhere(db, 'avaliacao', ids),
    documents: await countWhere(db, 'documento', ids),
    prescriptions: await countWhere(db, 'receita', ids),
    appointments: await countWhere(db, 'agendamento', ids),
    photos: (
      await db.selectFrom('midia').select('id').where('usuario_id', '=', m.usuario.id).execute()
    ).length,
    codes: (
      await db
        .selectFrom('codigo_recuperacao')
        .select('id')
        .where('usuario_id', '=', m.usuario.id)
        .execute()
    ).length,
    outbox: (
      await db.selectFrom('outbox').select('id').where('destino', '=', m.usuario.email).execute()
    ).length,
  };
}

/**
 * Members whose contract ended 31 January, more than 30 days before NOW (ended), 20 February, 18
 * days before NOW (recent), an open-ended one (active), and one whose first card's contract ended
 * long ago while the second card is active (twoCards); the contract-end job and a first retention
 * run over them.
 * The tests of 'the LGPD retention job' run in order on what that run left.
 */
const it = apiTest().extend('run', { scope: 'file' }, async ({ app, db }) => {
  const [viva, amigo] = [await insertEmpresa(db), await insertEmpresa(db)];
  const ended = await createFullMember(db, [viva], { fim: '2026-01-31', tag: 'ended' });
  await insertDependent(db, ended.cards[0]!, 'Segundo Dependente');
  const recent = await createFullMember(db, [viva], { fim: '2026-02-20', tag: 'recent' });
  const active = await createFullMember(db, [viva], { fim: null, tag: 'active' });
  const twoCards = await createFullMember(db, [viva, amigo], { fim: '2025-12-31', tag: 'two' });
  await db
    .insertInto('contrato')
    .values({
      cliente_id: twoCards.cards[1]!.id,
      status: 'Ativo',
      forma_pagamento: 'Pix',
      valor_mensal_centavos: 100,
      inicio: '2025-01-01',
      fim: '2027-12-31',
      plano: 'Plano vigente',
    })
    .execute();
  // The member to be erased had turned push on for a kind, on one phone, with a push waiting.
  const phone = await db
    .insertInto('push_inscricao')
    .values({
      usuario_id: ended.usuario.id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/telefone-de-ended',
      p256dh: `B${'A'.repeat(86)}`,
      auth: 'A'.repeat(22),
      aparelho: 'Chrome no Android',
      criado_em: NOW.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('outbox')
    .values({
      canal: 'push',
      destino: String(phone.id),
      assunto: 'Fatura vencida',
      corpo: '{}',
      corpo_html: null,
      status: 'pendente',
      proxima_tentativa_em: null,
      created_at: NOW.toISOString(),
      enviado_em: null,
    })
    .execute();
  await db
    .insertInto('aviso_preferencia')
    .values({
      usuario_id: ended.usuario.id,
      tipo: 'fatura_vencida',
      push: 1,
      email: 1,
      alterado_em: NOW.toISOString(),
    })
    .execute();
  const activeBefore = await tracesOf(db, active);
  // The erased member signed in before the run.
  const oldToken = await tokenFor(app.app, ended.usuario);
  // The contract-end job ran on the days after the contracts ended, then the retention job.
  const contractEndRuns = [
    await endLapsedContracts(db, FEB_1),
    await endLapsedContracts(db, FEB_21),
  ];
  const firstRun = await runRetention(db, NOW);
  return { ended, recent, active, twoCards, activeBefore, oldToken, contractEndRuns, firstRun };
});

describe('the LGPD retention job', () => {
  it('erases the cards the contract-end job ended over 30 days ago, not the others', async ({
    db,
    run: { ended, recent, active, twoCards, contractEndRuns, firstRun },
  }) => {
    expect(contractEndRuns).toEqual([
      { endedContracts: 2, endedCards: 2 },
      { endedContracts: 1, endedCards: 1 },
    ]);
    expect((await cliente(db, ended.cards[0]!.id)).encerrado_em).toBe('2026-02-01');
    expect(firstRun).toEqual({ erasedCards: 2, erasedDependents: 3, erasedLogins: 1 });
    expect((await cliente(db, recent.cards[0]!.id)).encerrado_em).toBe('2026-02-21');
    expect((await cliente(db, recent.cards[0]!.id)).nome).toBe('Titular recent');
    expect((await cliente(db, active.cards[0]!.id)).encerrado_em).toBeNull();
    expect((await cliente(db, twoCards.cards[1]!.id)).encerrado_em).toBeNull();
  });

  it('leaves no personal data of the ended card, its dependents or its login', async ({
    db,
    run: { ended },
  }) => {
    const traces = await tracesOf(db, ended);
    const dependents = await db
      .selectFrom('cliente')
      .selectAll()
      .where('titular_id', '=', ended.cards[0]!.id)
      .execute();
    expect(dependents).toHaveLength(2);
    for (const person of [...traces.people, ...dependents]) {
      expect(person).toMatchObject({
        nome: '',
        cpf: '',
        email: '',
        telefone1: '',
        telefone2: '',
        foto: '',
        nascimento: null,
        cep: '',
        logradouro: '',
        numero: '',
        bairro: '',
        cidade: '',
        uf: '',
        numero_carteirinha: '',
        anonimizado_em: NOW.toISOString(),
      });
    }
    expect(traces).toMatchObject({
      contacts: 0,
      ratings: 0,
      documents: 0,
      prescriptions: 0,
      appointments: 0,
      photos: 0,
      codes: 0,
      outbox: 0,
    });
    expect((await cliente(db, ended.cards[0]!.id)).usuario_id).toBeNull();
    expect(traces.usuario).toMatchObject({
      login: `${ERASED_LOGIN_PREFIX}${ended.usuario.id}`,
      senha_hash: '',
      nome: '',
      email: '',
      telefone: '',
      foto: '',
    });
    const stored = await db
      .selectFrom('idempotencia')
      .select('chave')
      .where('usuario_id', '=', ended.usuario.id)
      .execute();
    expect(stored).toEqual([]);
    // Their phones, the pushes waiting for them and their consent go too.
    const where = ['push_inscricao', 'aviso_preferencia'] as const;
    for (const table of where)
      expect(
        await db
          .selectFrom(table)
          .select('usuario_id')
          .where('usuario_id', '=', ended.usuario.id)
          .execute(),
        table,
      ).toEqual([]);
    expect(
      await db.selectFrom('outbox').select('id').where('canal', '=', 'push').execute(),
    ).toEqual([]);
    const text = JSON.stringify(await db.selectFrom('cliente').selectAll().execute());
    expect(text).not.toContain(ended.usuario.login);
    expect(text).not.toContain('Titular ended');
  });

  it('keeps the contract and its invoices, now without anyone named', async ({
    db,
    run: { ended },
  }) => {
    const contrato = await db
      .selectFrom('contrato')
      .selectAll()
      .where('id', '=', ended.contratoId)
      .executeTakeFirstOrThrow();
    expect(contrato).toMatchObject({ cliente_id: ended.cards[0]!.id, valor_mensal_centavos: 4990 });
    const faturas = await db
      .selectFrom('fatura')
      .selectAll()
      .where('contrato_id', '=', ended.contratoId)
      .execute();
    expect(faturas).toHaveLength(1);
    expect(faturas[0]).toMatchObject({ valor_centavos: 4990, status: 'Pago' });
  });

  it('the erased member can no longer sign in, nor use an old token', async ({
    app,
    run: { ended, oldToken },
  }) => {
    const response = await call(app.app, endpoints.login, {
      username: ended.usuario.login,
      password: ended.usuario.password,
    });
    expect(response.statusCode).toBe(404);
    const card = ended.cards[0]!;
    const withOldToken = await call(
      app.app,
      endpoints.getCliente,
      { idCliente: card.id, idPerfil: card.perfil_id },
      { token: oldToken },
    );
    expect(withOldToken.statusCode).toBe(401);
  });

  it('erases one ended card of a member who keeps another, and keeps the login', async ({
    app,
    db,
    run: { twoCards },
  }) => {
    const traces = await tracesOf(db, twoCards);
    expect(traces.people.find((p) => p.id === twoCards.cards[0]!.id)).toMatchObject({
      nome: '',
      cpf: '',
      usuario_id: null,
      anonimizado_em: NOW.toISOString(),
    });
    expect(traces.people.find((p) => p.id === twoCards.cards[1]!.id)).toMatchObject({
      nome: 'Titular two',
      anonimizado_em: null,
    });
    expect(traces.usuario.login).toBe(twoCards.usuario.login);
    const token = await tokenFor(app.app, twoCards.usuario);
    const login = await call(app.app, endpoints.login, {
      username: twoCards.usuario.login,
      password: twoCards.usuario.password,
    });
    expect(login.json<{ empresas: { idCliente: number }[] }>().empresas).toEqual([
      expect.objectContaining({ idCliente: twoCards.cards[1]!.id }),
    ]);
    const erasedCard = twoCards.cards[0]!;
    const asErased = await call(
      app.app,
      endpoints.getCliente,
      { idCliente: erasedCard.id, idPerfil: erasedCard.perfil_id },
      { token },
    );
    expect(asErased.statusCode).toBe(403);
  });

  it('leaves an active member exactly as they were', async ({
    db,
    run: { active, activeBefore },
  }) => {
    expect(await tracesOf(db, active)).toEqual(activeBefore);
  });

  it('erases the recent card once its 30 days have passed, not a day before', async ({
    db,
    run: { recent },
  }) => {
    const day30 = daysAfter(FEB_21, RETENTION.graceDays);
    expect(await runRetention(db, day30)).toMatchObject({ erasedCards: 0 });
    expect((await cliente(db, recent.cards[0]!.id)).nome).toBe('Titular recent');

    const day31 = daysAfter(day30, 1);
    expect(await runRetention(db, day31)).toEqual({
      erasedCards: 1,
      erasedDependents: 1,
      erasedLogins: 1,
    });
    expect((await cliente(db, recent.cards[0]!.id)).nome).toBe('');
    expect(await runRetention(db, day31)).toEqual({
      erasedCards: 0,
      erasedDependents: 0,
      erasedLogins: 0,
    });
  });

  it('erases a card an operator ended, whatever its contracts say', async ({ app, db }) => {
    const viva = await insertEmpresa(db);
    const closed = await createFullMember(db, [viva], { fim: null, tag: 'operator' });
    await db
      .updateTable('cliente')
      .set({ encerrado_em: '2026-01-01' })
      .where('id', '=', closed.cards[0]!.id)
      .execute();
    const result = await runRetentionCli({ env: { DATABASE_URL: app.database.url }, now: NOW });
    expect(result).toMatchObject({ erasedCards: 1, erasedLogins: 1 });
    expect((await cliente(db, closed.dependent.id)).nome).toBe('');
  });
});

describe('npm run lgpd:purge', () => {
  it('refuses a SQLite file that does not exist rather than create an empty one', async () => {
    await expect(
      runRetentionCli({ env: { DATABASE_URL: 'file:/nonexistent/clube.db' }, now: NOW }),
    ).rejects.toThrow('Banco de dados não encontrado');
  });
});

describe('the retention lease', () => {
  it('lets one of several instances run the job per interval', async ({ db }) => {
    const hour = 3_600_000;
    const start = new Date('2026-04-01T00:00:00.000Z');
    const takes = await Promise.all(
      Array.from({ length: 5 }, () => takeJobLease(db, 'lease-test', hour, start)),
    );
    expect(takes.filter(Boolean)).toHaveLength(1);
    expect(await takeJobLease(db, 'lease-test', hour, new Date(start.getTime() + hour - 1))).toBe(
      false,
    );
    expect(await takeJobLease(db, 'lease-test', hour, new Date(start.getTime() + hour))).toBe(true);
  });

  it('runs the scheduled job only when the lease is free', async ({ db }) => {
    const day = 86_400_000;
    const at = new Date('2026-05-01T00:00:00.000Z');
    const first = await runScheduledRetention(db, day, () => at);
    expect(first).not.toBeNull();
    expect(await runScheduledRetention(db, day, () => new Date(at.getTime() + 1000))).toBeNull();
    expect(await runScheduledRetention(db, day, () => new Date(at.getTime() + day))).not.toBeNull();
  });
});
