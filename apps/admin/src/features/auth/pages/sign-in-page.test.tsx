import { ADMIN_CONSOLE_HEADER, ADMIN_MESSAGES } from '@clube/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, sentRequests, type Handlers } from '../../../../test/fake-api';
import { meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

const SESSION = 'POST /api/admin/v1/session';
const SECOND_FACTOR = 'POST /api/admin/v1/session/second-factor';

/** The server: not signed in until the second factor passes, then the admin and an empty list. */
function server(signIn: Handlers[string], secondFactor: Handlers[string]): Handlers {
  let signedIn = false;
  return {
    'GET /api/admin/v1/me': () =>
      signedIn ? json(meAdmin()) : apiError(401, ADMIN_MESSAGES.sessionExpired, 'UNAUTHENTICATED'),
    [SESSION]: signIn,
    [SECOND_FACTOR]: async (request) => {
      const answer = await secondFactor(request);
      if (answer.ok) signedIn = true;
      return answer;
    },
    'GET /api/admin/v1/companies': () => json({ data: [], total: 0 }),
  };
}

describe('sign-in with a second factor', () => {
  it('asks for e-mail and password, then the 6-digit code, then opens the console', async () => {
    const { user } = renderApp(
      '/empresas',
      server(
        () => json({ step: 'totp' }),
        (request) =>
          (request.body as { code: string }).code === '123456'
            ? json({ step: 'done' })
            : apiError(401, ADMIN_MESSAGES.badCode, 'UNAUTHENTICATED'),
      ),
    );

    expect(await screen.findByRole('heading', { name: 'Entrar no console' })).toBeVisible();
    await user.type(screen.getByLabelText('E-mail'), 'Ana@Clube.test');
    await user.type(screen.getByLabelText('Senha'), 'senha-forte-1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(
      await screen.findByRole('heading', { name: 'Verificação em duas etapas' }),
    ).toBeVisible();
    const signIn = sentRequests.find((r) => `${r.method} ${r.path}` === SESSION)!;
    expect(signIn.body).toEqual({ email: 'ana@clube.test', password: 'senha-forte-1' });
    expect(signIn.headers.get(ADMIN_CONSOLE_HEADER)).toBe('1');

    const code = screen.getByLabelText('Código de 6 dígitos');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('O código tem 6 dígitos.')).toBeVisible();
    expect(sentRequests.some((r) => r.path.endsWith('/second-factor'))).toBe(false);

    await user.clear(code);
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(ADMIN_MESSAGES.badCode)).toBeVisible();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByRole('heading', { name: 'Empresas', level: 1 })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Seções do console' });
    for (const item of ['Empresas', 'Membros', 'Importar membros', 'Operadores', 'Auditoria'])
      expect(within(nav).getByRole('link', { name: item })).toBeVisible();
    expect(screen.getByText('Ana Administradora')).toBeVisible();
  });

  it('says the e-mail or password is wrong, in the server words', async () => {
    const { user } = renderApp(
      '/',
      server(
        () => apiError(401, ADMIN_MESSAGES.badCredentials, 'UNAUTHENTICATED'),
        () => json({ step: 'done' }),
      ),
    );
    await user.type(await screen.findByLabelText('E-mail'), 'ana@clube.test');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(ADMIN_MESSAGES.badCredentials)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Entrar no console' })).toBeVisible();
  });

  it('enrols an authenticator on the first sign-in: QR code, secret, recovery codes, then a code', async () => {
    const { user } = renderApp(
      '/',
      server(
        () =>
          json({
            step: 'enroll',
            otpauthUrl: 'otpauth://totp/Clube:ana@clube.test?secret=JBSWY3DPEHPK3PXP',
            secret: 'JBSWY3DPEHPK3PXP',
            qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
            recoveryCodes: ['abcde-fghij', 'klmno-pqrst'],
          }),
        () => json({ step: 'done' }),
      ),
    );
    await user.type(await screen.findByLabelText('E-mail'), 'ana@clube.test');
    await user.type(screen.getByLabelText('Senha'), 'senha-forte-1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(
      await screen.findByRole('heading', { name: 'Cadastre o aplicativo autenticador' }),
    ).toBeVisible();
    const qr = screen.getByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByLabelText('Chave secreta')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    const codes = screen.getByRole('list', { name: 'Códigos de recuperação' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['abcde-fghij', 'klmno-pqrst']);
    expect(screen.getByRole('button', { name: 'Baixar códigos' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copiar códigos' })).toBeVisible();

    // The code field appears once the operator says the recovery codes are kept.
    expect(screen.queryByLabelText('Código de 6 dígitos')).toBeNull();
    await user.click(screen.getByLabelText(/Guardei os códigos/));
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar e entrar' }));

    expect(await screen.findByRole('heading', { name: 'Empresas', level: 1 })).toBeVisible();
    const confirm = sentRequests.find((r) => r.path.endsWith('/second-factor'))!;
    expect(confirm.body).toEqual({ code: '654321' });
  });
});
