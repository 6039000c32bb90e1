import { endpoints, maskCpf, RECOVERY_MESSAGES } from '@clube/contract';
import { afterEach, describe, expect, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { RECOVERY_PAUSE } from '../../src/modules/user/recovery-pause.js';
import { login, TEST_API_KEY, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';

let address = 0;

const it = apiTest().extend('world', { scope: 'file' }, async ({ db }) => {
  const empresa = await insertEmpresa(db, { nome: 'Clube Pausa' });
  return { empresa };
});
afterEach(() => vi.useRealTimers());

/** Every call from a new address: the cap is per account, whatever address guesses. */
const newAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

const post = (app: TestApp, path: string, body: Record<string, unknown>) =>
  app.app.inject({
    method: 'POST',
    url: path,
    headers: { api_key: TEST_API_KEY },
    payload: body,
    remoteAddress: newAddress(),
  });

const requestCode = (app: TestApp, m: TestMember) =>
  post(app, endpoints.requestPasswordChange.path, { cpf: maskCpf(m.usuario.login), tipo: 1 });
const checkCode = (app: TestApp, m: TestMember, code: string) =>
  post(app, endpoints.checkPasswordCode.path, {
    cpf: maskCpf(m.usuario.login),
    code,
    newPassword: 'nova-senha-forte-9',
  });

const outboxTo = (db: Kysely<Database>, destino: string) =>
  db.selectFrom('outbox').selectAll().where('destino', '=', destino).orderBy('id').execute();

/** Requests a code and reads it from the outbox (no sender is configured: it stays there). */
async function newCode(app: TestApp, db: Kysely<Database>, m: TestMember): Promise<string> {
  expect((await requestCode(app, m)).statusCode).toBe(200);
  const mails = await outboxTo(db, m.usuario.email);
  return /código de recuperação é: (\d{4})/.exec(mails.at(-1)?.corpo ?? '')?.[1] ?? '';
}
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('the cumulative cap on wrong recovery codes', () => {
  it(`pauses recovery for a day after ${RECOVERY_PAUSE.wrongCodesPerDay} wrong codes across codes and addresses, and tells the member`, async ({
    app,
    db,
    world: { empresa },
  }) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T12:00:00Z') });
    const m = await createMember(db, {
      empresas: [empresa],
      usuario: { email: 'pausa@example.com' },
    });
    // 5 wrong tries use up a code; three codes an hour make 15 guesses without the cap.
    const first = await newCode(app, db, m);
    for (let i = 0; i < 5; i++)
      expect((await checkCode(app, m, wrong(first))).statusCode).toBe(400);
    const second = await newCode(app, db, m);
    for (let i = 0; i < 4; i++)
      expect((await checkCode(app, m, wrong(second))).statusCode).toBe(400);
    const third = await newCode(app, db, m);
    const tenth = await checkCode(app, m, wrong(third));
    expect(tenth.statusCode).toBe(400);

    // Now even the right code is refused, and no new code is issued.
    const right = await checkCode(app, m, third);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(RECOVERY_MESSAGES.paused);
    const again = await requestCode(app, m);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(RECOVERY_MESSAGES.paused);
    expect((await login(app.app, m.usuario.login, m.usuario.password)).token).toBeTruthy();

    const notices = (await outboxTo(db, 'pausa@example.com')).filter((r) =>
      r.corpo.includes('pausada por 24 horas'),
    );
    expect(notices).toHaveLength(1);

    // A day later recovery works again.
    vi.setSystemTime(new Date('2026-03-03T12:00:01Z'));
    const fresh = await newCode(app, db, m);
    expect((await checkCode(app, m, fresh)).statusCode).toBe(200);
  });

  it('tells a member without e-mail by SMS', async ({ app, db, world: { empresa } }) => {
    const m = await createMember(db, {
      empresas: [empresa],
      usuario: { email: '', telefone: '11977776666' },
    });
    for (let code = 0; code < 3; code++) {
      expect(
        (
          await post(app, endpoints.requestPasswordChange.path, {
            cpf: maskCpf(m.usuario.login),
            tipo: 2,
          })
        ).statusCode,
      ).toBe(200);
      const sent = (await outboxTo(db, '11977776666')).at(-1)?.corpo ?? '';
      const code = /senha é (\d{4})/.exec(sent)?.[1] ?? '';
      expect(code).toMatch(/^\d{4}$/);
      for (let i = 0; i < 4; i++) await checkCode(app, m, wrong(code));
    }
    const sms = await outboxTo(db, '11977776666');
    expect(sms.filter((r) => r.canal === 'sms' && r.corpo.includes('pausada'))).toHaveLength(1);
  });
});
