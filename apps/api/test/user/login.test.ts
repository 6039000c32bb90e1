import { endpoints, loginResponse, maskCpf } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call, login, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa, PERFIL } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';

const BAD_CREDENTIALS = { message: 'Credenciais Inválidas!', code: 'BAD_CREDENTIALS' };

/** Ana, with a card in two companies (Alfa, Beta) and both first-access steps pending. */
const it = apiTest().extend('world', { scope: 'file' }, async ({ db }) => {
  const empresaA = await insertEmpresa(db, {
    nome: 'Clube Alfa',
    tadodoi: 1,
    atendimento_liberado: 1,
    link_treinos: 'https://treinos.example',
  });
  const empresaB = await insertEmpresa(db, {
    nome: 'Clube Beta',
    tadodoi: 0,
    create_dependents: 0,
  });
  const member = await createMember(db, {
    empresas: [empresaA, empresaB],
    perfis: [PERFIL.titular, PERFIL.conveniado],
    usuario: {
      nome: 'Ana Souza',
      email: 'ana@example.com',
      telefone: '11912345678',
      alterar_senha: 1,
      termo_pendente: 1,
    },
  });
  return { empresaA, empresaB, member };
});
const demoTest = apiTest({ config: { demo: true } });
const limitedTest = apiTest({ config: { rateLimit: { max: 1000, loginMax: 3 } } });

describe('POST /api/user/v1/Login', () => {
  it('answers the stored session: token, flags, profile and one entry per company card', async ({
    app,
    world: { empresaA, empresaB, member },
  }) => {
    const response = await call(app.app, endpoints.login, {
      username: member.usuario.login,
      password: member.usuario.password,
    });
    expect(response.statusCode).toBe(200);
    const body = loginResponse.parse(response.json());
    expect(body).toMatchObject({
      alterarSenha: true,
      aceiteTermo: true,
      login: member.usuario.login,
      nome: 'Ana Souza',
      email: 'ana@example.com',
      telefone: '11912345678',
      foto: '',
      idUsuario: member.usuario.id,
    });
    expect(body.token.token.split('.')).toHaveLength(3);
    const ttl = Date.parse(body.token.expiration) - Date.now();
    expect(ttl).toBeGreaterThan(12 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(12 * 3600_000);
    expect(body.empresas).toEqual([
      {
        idEmpresa: empresaA.id,
        idCliente: member.cards[0]!.id,
        idPerfil: PERFIL.titular,
        nomeEmpresa: 'Clube Alfa',
        atendimentoLiberado: true,
        tadodoi: true,
        createDependents: true,
        linkPet: empresaA.link_pet,
        linkTreinos: 'https://treinos.example',
        logo: empresaA.logo,
        colors: { primary: '#123456', secondary: '#abcdef', contrast: '#ffffff' },
      },
      expect.objectContaining({
        idEmpresa: empresaB.id,
        idCliente: member.cards[1]!.id,
        idPerfil: PERFIL.conveniado,
        tadodoi: false,
        createDependents: false,
      }),
    ]);
  });

  it('accepts the CPF masked', async ({ app, world: { member } }) => {
    const response = await call(app.app, endpoints.login, {
      username: maskCpf(member.usuario.login),
      password: member.usuario.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ idUsuario: member.usuario.id });
  });

  it('answers 404 with the same body for a wrong password and an unknown CPF', async ({
    app,
    world: { member },
  }) => {
    const wrong = await call(app.app, endpoints.login, {
      username: member.usuario.login,
      password: 'errada',
    });
    const unknown = await call(app.app, endpoints.login, {
      username: '111.444.777-35',
      password: member.usuario.password,
    });
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.json()).toEqual(BAD_CREDENTIALS);
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses empty credentials outside demo mode', async ({ app }) => {
    const response = await call(app.app, endpoints.login, { username: '', password: '' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(BAD_CREDENTIALS);
  });

  it.for<[string, unknown, RegExp]>([
    ['no body', undefined, /Corpo da requisição inválido|obrigatório/],
    ['a missing password', { username: '52998224725' }, /Campo 'password' é obrigatório\./],
    ['a missing username', { password: 'x' }, /Campo 'username' é obrigatório\./],
    [
      'a number for username',
      { username: 52998224725, password: 'x' },
      /Campo 'username' inválido/,
    ],
    [
      'a 1000-character username',
      { username: '1'.repeat(1000), password: 'x' },
      /Campo 'username' inválido: CPF muito longo/,
    ],
    [
      'a huge password',
      { username: '52998224725', password: 'x'.repeat(100_000) },
      /Campo 'password' inválido/,
    ],
    ['an array', [1, 2], /Corpo da requisição inválido/],
  ])('answers 400 naming the field for %s', async ([, body, message], { app }) => {
    const response = await call(app.app, endpoints.login, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: expect.stringMatching(message),
      code: 'INVALID_INPUT',
    });
  });

  it('answers 400 to malformed JSON and 413 to a 10 MB body', async ({ app }) => {
    const malformed = await app.app.inject({
      method: 'POST',
      url: endpoints.login.path,
      headers: { api_key: app.config.apiKeys[0]!, 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'INVALID_INPUT' });

    const huge = await call(app.app, endpoints.login, {
      username: '1'.repeat(10 * 1024 * 1024),
      password: 'x',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'Conteúdo grande demais.', code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('Login in demo mode', () => {
  demoTest.beforeAll(async ({ db }) => {
    const empresa = await insertEmpresa(db);
    await createMember(db, {
      empresas: [empresa],
      usuario: { login: '52998224725', password: 'demo1234' },
    });
  });

  demoTest(
    'signs the demo member in on empty username and password (docs/product.md#login: the demo fallback)',
    async ({ app: demo }) => {
      const response = await call(demo.app, endpoints.login, { username: '', password: '' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ login: '52998224725' });
    },
  );

  demoTest('still refuses an empty password for a given CPF', async ({ app: demo }) => {
    const response = await call(demo.app, endpoints.login, {
      username: '52998224725',
      password: '',
    });
    expect(response.statusCode).toBe(404);
  });

  // Last: it changes the demo member's password, which the tests above sign in with.
  demoTest(
    'fails the empty login like a wrong password once the demo member changed it',
    async ({ app: demo }) => {
      const session = await login(demo.app, '', '');
      const changed = await call(
        demo.app,
        endpoints.changePasswordAfterLogin,
        { oldpass: 'demo1234', newpass: 'so-eu-sei-9', cpf: '52998224725' },
        { token: session.token.token },
      );
      expect(changed.statusCode).toBe(200);

      const response = await call(demo.app, endpoints.login, { username: '', password: '' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(BAD_CREDENTIALS);
      expect((await login(demo.app, '529.982.247-25', 'so-eu-sei-9')).login).toBe('52998224725');
    },
  );
});

describe('Login rate limit', () => {
  const attempt = (limited: TestApp, username: string, password = 'errada') =>
    call(limited.app, endpoints.login, { username, password });

  limitedTest(
    'answers 429 after too many wrong passwords for one CPF from one address',
    async ({ app: limited, member }) => {
      for (let i = 0; i < 3; i++)
        expect((await attempt(limited, member.usuario.login)).statusCode).toBe(404);
      // Masked or not, it is the same CPF; and now even the right password waits.
      const blocked = await attempt(
        limited,
        maskCpf(member.usuario.login),
        member.usuario.password,
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
      expect(blocked.json()).toEqual({
        message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
        code: 'TOO_MANY_REQUESTS',
      });
      expect((await attempt(limited, '52998224725')).statusCode).toBe(404); // another CPF is unaffected
    },
  );

  limitedTest(
    'never blocks a member who signs in successfully again and again (up to the attempt cap)',
    async ({ app: limited }) => {
      const other = await createMember(limited.database.db, {
        empresas: [await insertEmpresa(limited.database.db)],
      });
      for (let i = 0; i < 9; i++) {
        expect(
          (await attempt(limited, other.usuario.login, other.usuario.password)).statusCode,
        ).toBe(200);
      }
      // Three times the failure limit counts every attempt, so parallel guesses can't slip through.
      expect((await attempt(limited, other.usuario.login, other.usuario.password)).statusCode).toBe(
        429,
      );
    },
  );
});
