import { endpoints, maskCpf, RECOVERY_MESSAGES } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect } from 'vitest';
import { buildApp } from '../../src/app.js';
import { RECOVERY_LIMITS } from '../../src/modules/user/recovery.js';
import { call, createTestApp, login, TEST_API_KEY } from '../helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';
import { codeIn, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

let address = 0;

/** Each test calls from its own address, so the per-address limits count only its own calls. */
const newAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

function post(app: FastifyInstance, path: string, body: unknown, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { api_key: TEST_API_KEY },
    payload: body as Record<string, unknown>,
    remoteAddress,
  });
}

/** The SMTP server the app sends through (started before it, closed after it). */
let startedSink: SmtpSink | undefined;

const it = apiTest(async (onCleanup) => {
  const sink = await startSmtpSink();
  startedSink = sink;
  onCleanup(() => sink.close());
  return { config: { smtpUrl: sink.url } };
})
  /** The SMTP sink, a company, and the calls and reads the tests make on the app. */
  .extend('r', { scope: 'file' }, async ({ app: t, db }) => {
    const sink = startedSink!;
    const empresa = await insertEmpresa(db, { nome: 'Clube Saúde & Cia' });
    const requestCode = (cpf: string, tipo: 1 | 2, from = newAddress(), app = t.app) =>
      post(app, endpoints.requestPasswordChange.path, { cpf, tipo }, from);
    return {
      sink,
      requestCode,
      checkCode: (body: Record<string, string>, from = newAddress()) =>
        post(t.app, endpoints.checkPasswordCode.path, body, from),
      newMember: (usuario: Parameters<typeof createMember>[1]['usuario'] = {}) =>
        createMember(db, { empresas: [empresa], usuario }),
      codes: (m: TestMember) =>
        db
          .selectFrom('codigo_recuperacao')
          .selectAll()
          .where('usuario_id', '=', m.usuario.id)
          .execute(),
      outboxTo: (destino: string) =>
        db.selectFrom('outbox').selectAll().where('destino', '=', destino).execute(),
      usuarioRow: (m: TestMember) =>
        db
          .selectFrom('usuario')
          .selectAll()
          .where('id', '=', m.usuario.id)
          .executeTakeFirstOrThrow(),
      /** Requests a code by e-mail and reads it from the SMTP sink. */
      async mailedCode(m: TestMember, app = t.app): Promise<string> {
        const email = m.usuario.email;
        const n = sink.mails.filter((mail) => mail.to.includes(email)).length + 1;
        const sent = await requestCode(maskCpf(m.usuario.login), 1, newAddress(), app);
        expect(sent.statusCode).toBe(200);
        return codeIn((await sink.waitForMailTo(email, n)).text);
      },
    };
  })
  /** An app that locks sign-in after 2 failures, sending through the same sink. */
  .extend('locking', { scope: 'file' }, async ({ r: { sink } }, { onCleanup }) => {
    const locking = await createTestApp({
      config: { smtpUrl: sink.url, loginLockout: { afterFailures: 2, accountsPerAddress: 1_000 } },
    });
    onCleanup(() => locking.close());
    return locking;
  });

const otherThan = (code: string, n: number) => String((Number(code) + n) % 10_000).padStart(4, '0');

describe('password recovery by e-mail', () => {
  it('mails a code through SMTP, resets the password with it and ends every old session', async ({
    app: t,
    r: { sink, requestCode, checkCode, newMember, codes, outboxTo, usuarioRow },
  }) => {
    const m = await newMember({ email: 'ana@example.com', nome: 'Ana Souza' });
    const { token } = (await login(t.app, m.usuario.login, m.usuario.password)).token;
    const response = await requestCode(maskCpf(m.usuario.login), 1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RECOVERY_MESSAGES.codeSent });

    const mail = await sink.waitForMailTo('ana@example.com', 1);
    expect(mail.to).toEqual(['ana@example.com']);
    const { text } = mail;
    expect(text).toContain('Subject: Clube Saúde & Cia: código para trocar sua senha');
    expect(text).toContain('Content-Type: text/plain');
    expect(text).toContain('Content-Type: text/html');
    expect(text).toContain('Olá, Ana Souza.');
    expect(text).toContain('Clube Saúde &amp; Cia'); // escaped in the HTML part
    const code = codeIn(text);

    // Stored hashed; once sent, the outbox no longer holds the code either.
    const [stored] = await codes(m);
    expect(stored?.codigo_hash).not.toContain(code);
    expect(stored?.codigo_hash).toMatch(/^[0-9a-f]{64}$/);
    // The worker marks the message once the SMTP server has taken it.
    await expect
      .poll(async () => (await outboxTo('ana@example.com'))[0], { timeout: 5_000 })
      .toMatchObject({ status: 'enviado', corpo: '', corpo_html: null, tentativas: 1 });

    const checked = await checkCode({
      newPassword: 'nova-senha-1',
      code,
      cpf: maskCpf(m.usuario.login),
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ message: 'Senha trocada com sucesso!' });

    expect((await usuarioRow(m)).token_version).toBe(m.usuario.token_version + 1);
    expect((await call(t.app, endpoints.logout, undefined, { token })).statusCode).toBe(401);
    await login(t.app, m.usuario.login, 'nova-senha-1');
    expect(
      (
        await call(t.app, endpoints.login, {
          username: m.usuario.login,
          password: m.usuario.password,
        })
      ).statusCode,
    ).toBe(404);

    // A code works once.
    const again = await checkCode({ newPassword: 'outra-senha-2', code, cpf: m.usuario.login });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: RECOVERY_MESSAGES.invalidCode });
  });

  it('answers 400 "CPF não encontrado!" to an unknown CPF and stores nothing', async ({
    db,
    r: { requestCode },
  }) => {
    const stored = async () => ({
      codes: await db.selectFrom('codigo_recuperacao').select('id').execute(),
      outbox: await db.selectFrom('outbox').select('id').execute(),
    });
    const before = await stored();
    const response = await requestCode('529.982.247-25', 1);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'CPF não encontrado!' });
    expect(await stored()).toEqual(before);
  });

  it('answers as for success when the member has no e-mail or phone on file, and sends nothing', async ({
    r: { requestCode, newMember, codes, outboxTo },
  }) => {
    const m = await newMember({ email: '', telefone: '' });
    for (const tipo of [1, 2] as const) {
      const response = await requestCode(m.usuario.login, tipo);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: RECOVERY_MESSAGES.codeSent });
    }
    expect(await codes(m)).toEqual([]);
    expect(await outboxTo('')).toEqual([]);
  });

  it('never resets another account with a code: it is checked against the CPF it was sent for', async ({
    r: { checkCode, newMember, usuarioRow, mailedCode },
  }) => {
    const a = await newMember({ email: 'a@example.com' });
    const b = await newMember({ email: 'b@example.com' });
    const code = await mailedCode(a);

    const onB = await checkCode({ newPassword: 'tomada-123', code, cpf: b.usuario.login });
    expect(onB.statusCode).toBe(400);
    expect((await usuarioRow(b)).senha_hash).toBe(b.usuario.senha_hash);

    const noCpf = await checkCode({ newPassword: 'tomada-123', code });
    expect(noCpf.statusCode).toBe(400);
    expect(noCpf.json()).toMatchObject({ message: RECOVERY_MESSAGES.cpfRequired });

    const onA = await checkCode({ newPassword: 'minha-nova-1', code, cpf: a.usuario.login });
    expect(onA.statusCode).toBe(200);
  });

  it('answers 406 "Código expirado!" after 10 minutes and keeps the password', async ({
    db,
    r: { checkCode, newMember, codes, usuarioRow, mailedCode },
  }) => {
    const m = await newMember({ email: 'expira@example.com' });
    const code = await mailedCode(m);
    const [stored] = await codes(m);
    expect(Date.parse(stored!.expira_em) - Date.parse(stored!.created_at)).toBe(10 * 60_000);
    await db
      .updateTable('codigo_recuperacao')
      .set({ expira_em: new Date(Date.now() - 1000).toISOString() })
      .where('usuario_id', '=', m.usuario.id)
      .execute();

    const response = await checkCode({ newPassword: 'nova-senha-1', code, cpf: m.usuario.login });
    expect(response.statusCode).toBe(406);
    expect(response.json()).toMatchObject({ message: 'Código expirado!', code: 'EXPIRED' });
    expect((await usuarioRow(m)).senha_hash).toBe(m.usuario.senha_hash);
  });

  it("invalidates a code after 5 wrong tries, even for the right one: 'Código expirado!' (406)", async ({
    r: { checkCode, newMember, usuarioRow, mailedCode },
  }) => {
    const m = await newMember({ email: 'tenta@example.com' });
    const code = await mailedCode(m);
    for (let n = 1; n <= RECOVERY_LIMITS.triesPerCode; n++) {
      const wrong = await checkCode({
        newPassword: 'nova-senha-1',
        code: otherThan(code, n),
        cpf: m.usuario.login,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: RECOVERY_MESSAGES.invalidCode });
    }
    const right = await checkCode({ newPassword: 'nova-senha-1', code, cpf: m.usuario.login });
    expect(right.statusCode).toBe(406);
    expect(right.json()).toMatchObject({ message: RECOVERY_MESSAGES.expiredCode, code: 'EXPIRED' });
    expect((await usuarioRow(m)).senha_hash).toBe(m.usuario.senha_hash);
  });

  it('counts parallel guesses: no more than 5 are compared', async ({
    r: { checkCode, newMember, codes, mailedCode },
  }) => {
    const m = await newMember({ email: 'paralelo@example.com' });
    const code = await mailedCode(m);
    const guesses = Array.from({ length: 12 }, (_, n) =>
      checkCode({
        newPassword: 'nova-senha-1',
        code: otherThan(code, n + 1),
        cpf: m.usuario.login,
      }),
    );
    await Promise.all(guesses);
    const [stored] = await codes(m);
    expect(stored?.tentativas).toBe(RECOVERY_LIMITS.triesPerCode);
  });

  it('only the newest code counts', async ({ r: { checkCode, newMember, mailedCode } }) => {
    const m = await newMember({ email: 'novo@example.com' });
    const first = await mailedCode(m);
    const second = await mailedCode(m);
    if (first !== second) {
      const old = await checkCode({
        newPassword: 'nova-senha-1',
        code: first,
        cpf: m.usuario.login,
      });
      expect(old.statusCode).toBe(400);
    }
    const latest = await checkCode({
      newPassword: 'nova-senha-1',
      code: second,
      cpf: m.usuario.login,
    });
    expect(latest.statusCode).toBe(200);
  });

  it('refuses a 4th code within the hour for one account with a Portuguese 429', async ({
    r: { requestCode, newMember, codes },
  }) => {
    const m = await newMember({ email: 'limite@example.com' });
    for (let n = 0; n < RECOVERY_LIMITS.codesPerHour; n++)
      expect((await requestCode(m.usuario.login, 1)).statusCode).toBe(200);
    const fourth = await requestCode(m.usuario.login, 1);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      message: RECOVERY_MESSAGES.tooManyCodes,
      code: 'TOO_MANY_REQUESTS',
    });
    expect(await codes(m)).toHaveLength(RECOVERY_LIMITS.codesPerHour);
  });

  it('limits each address on both calls, whatever the CPF', async ({
    r: { requestCode, checkCode, newMember },
  }) => {
    const from = newAddress();
    const members = await Promise.all(
      Array.from({ length: RECOVERY_LIMITS.requestsPerAddressPerHour + 1 }, () =>
        newMember({ email: '' }),
      ),
    );
    const answers = [];
    for (const m of members) answers.push((await requestCode(m.usuario.login, 1, from)).statusCode);
    expect(answers.slice(0, -1).every((s) => s === 200)).toBe(true);
    const last = await requestCode(members[0]!.usuario.login, 1, from);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ message: RECOVERY_MESSAGES.tooManyRequests });

    const checkFrom = newAddress();
    let status = 0;
    for (let n = 0; n <= RECOVERY_LIMITS.checksPerAddressPerHour; n++)
      status = (
        await checkCode(
          { newPassword: 'nova-senha-1', code: '0000', cpf: members[n % 5]!.usuario.login },
          checkFrom,
        )
      ).statusCode;
    expect(status).toBe(429);
  });

  it('lifts the sign-in lockout of the account it recovers', async ({
    locking,
    r: { mailedCode },
  }) => {
    await insertEmpresa(locking.database.db);
    const [e] = await locking.database.db.selectFrom('empresa').selectAll().execute();
    const m = await createMember(locking.database.db, {
      empresas: [e!],
      usuario: { email: 'travada@example.com' },
    });
    for (let n = 0; n < 3; n++)
      await call(locking.app, endpoints.login, { username: m.usuario.login, password: 'errada' });
    const locked = await call(locking.app, endpoints.login, {
      username: m.usuario.login,
      password: m.usuario.password,
    });
    expect(locked.statusCode).toBe(429);

    const code = await mailedCode(m, locking.app);
    const checked = await post(
      locking.app,
      endpoints.checkPasswordCode.path,
      { newPassword: 'liberada-1', code, cpf: m.usuario.login },
      newAddress(),
    );
    expect(checked.statusCode).toBe(200);
    await login(locking.app, m.usuario.login, 'liberada-1');
  });
});

describe('delivery from the outbox', () => {
  it('keeps the message in the outbox when no sender is configured, and sends it after a restart that has one', async ({
    r: { sink, requestCode },
  }) => {
    const demo = await createTestApp();
    try {
      const [e] = await Promise.all([insertEmpresa(demo.database.db)]);
      const m = await createMember(demo.database.db, {
        empresas: [e],
        usuario: { email: 'reinicio@example.com' },
      });
      expect((await requestCode(m.usuario.login, 1, newAddress(), demo.app)).statusCode).toBe(200);
      const [pending] = await demo.database.db.selectFrom('outbox').selectAll().execute();
      expect(pending).toMatchObject({ status: 'pendente', destino: 'reinicio@example.com' });
      const code = codeIn(pending!.corpo);
      await demo.app.close(); // the process dies with the message committed and unsent

      const restarted = await buildApp({
        config: { ...demo.config, smtpUrl: sink.url },
        db: demo.database.db,
      });
      await restarted.ready();
      try {
        const mail = await sink.waitForMailTo('reinicio@example.com', 1);
        expect(codeIn(mail.text)).toBe(code);
      } finally {
        await restarted.close();
      }
    } finally {
      await demo.database.close();
    }
  });
});
