import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/fake-api';
import { jsonResponse, makeCompany, makeSession } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { keepTypedBeforeStart } from '../../../lib/prerendered';
import { SESSION_STORAGE_KEY, startSession } from '../../../lib/session';
import { render as renderLoginHtml } from '../../../prerender';

/** index.html as the build writes it: the login page drawn in, before the app's code runs. */
function pageFromTheBuild(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<div class="prerendered">${renderLoginHtml()}</div>`;
  document.body.append(root);
  return root;
}

const gate = readFileSync(join(__dirname, '../../../prerendered-gate.js'), 'utf8');

/** src/prerendered-gate.js, run as the page's head runs it at `path`. */
function runTheGate(path: string) {
  window.history.replaceState(null, '', path);
  new Function(gate)();
  return document.documentElement.classList.contains('show-prerendered');
}

afterEach(() => {
  document.getElementById('root')?.remove();
  document.documentElement.classList.remove('show-prerendered');
  window.history.replaceState(null, '', '/');
});

describe('the login page in the HTML, before the app starts', () => {
  it('shows the form with Entrar disabled: nothing can be sent without the app', () => {
    const root = pageFromTheBuild();
    expect(root.querySelector('h1')).toHaveTextContent('Acesse sua conta');
    expect(root.querySelector('label')).toHaveTextContent('CPF');
    expect(root.querySelector('button[type="submit"]')).toBeDisabled();
    expect(root.querySelector('a')).toHaveAttribute('href', '/forgot/recovery');
  });

  it('is shown only at / to a browser that keeps no session', () => {
    expect(runTheGate('/')).toBe(true);
    document.documentElement.classList.remove('show-prerendered');
    // A member kept signed in goes on to the home; the login must not flash by.
    startSession(makeSession(), true);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(runTheGate('/')).toBe(false);
    localStorage.clear();
    // The service worker answers every address with index.html.
    expect(runTheGate('/auth/home')).toBe(false);
    expect(runTheGate('/forgot/recovery')).toBe(false);
  });

  it('keeps what the member typed and where they were when the app takes over', async () => {
    const root = pageFromTheBuild();
    const user = userEvent.setup();
    await user.type(root.querySelector<HTMLInputElement>('input[name="cpf"]')!, '52998224725');
    await user.type(root.querySelector<HTMLInputElement>('input[name="password"]')!, 'demo12');
    await user.click(root.querySelector<HTMLInputElement>('input[name="remember"]')!);
    await user.click(root.querySelector<HTMLInputElement>('input[name="password"]')!);

    const fetchMock = stubApi({
      login: async () => jsonResponse(makeSession({ empresas: [makeCompany()] })),
      getBannersHome: () => new Promise<Response>(() => {}),
    });
    // What main.tsx does when the code has arrived.
    keepTypedBeforeStart(root);
    root.remove();
    const { history } = renderApp('/');

    const password = await screen.findByLabelText('Senha', { exact: true });
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(password).toHaveValue('demo12');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Manter-me conectado')).toBeChecked();
    await user.keyboard('34');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    // Signed in with the one card: on to the home.
    await waitFor(() => expect(history.location.pathname).toBe('/auth/home'));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      username: '52998224725',
      password: 'demo1234',
    });
    expect(localStorage.getItem('remember')).toBe('true');
  });

  it('a login page shown later (after Sair) starts empty', async () => {
    const root = pageFromTheBuild();
    const user = userEvent.setup();
    await user.type(root.querySelector<HTMLInputElement>('input[name="cpf"]')!, '529');
    keepTypedBeforeStart(root);
    root.remove();
    const first = renderApp('/');
    expect(await screen.findByLabelText('CPF')).toHaveValue('529');
    first.unmount();

    renderApp('/');
    expect(await screen.findByLabelText('CPF')).toHaveValue('');
  });
});
