import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ME } from '../../../test/factories';
import { json, requestsTo } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { keepTypedBeforeStart } from '../../lib/prerendered';
import { setSessionHint } from '../../lib/session-hint';
import { render as renderSignInHtml } from '../../prerender';

/** index.html as the build writes it: the sign-in screen drawn in, before the app's code runs. */
function pageFromTheBuild(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<div class="prerendered">${renderSignInHtml()}</div>`;
  document.body.append(root);
  return root;
}

const gate = readFileSync(join(__dirname, '../../prerendered-gate.js'), 'utf8');

/** src/prerendered-gate.js, run as the page's head runs it at `path`. */
function runTheGate(path: string): boolean {
  document.documentElement.classList.remove('show-prerendered');
  window.history.replaceState(null, '', path);
  new Function(gate)();
  return document.documentElement.classList.contains('show-prerendered');
}

afterEach(() => {
  document.getElementById('root')?.remove();
  document.documentElement.classList.remove('show-prerendered');
  setSessionHint(false);
  window.history.replaceState(null, '', '/');
});

describe('the sign-in screen in the HTML, before the app starts', () => {
  it('shows the form with Entrar disabled: nothing can be sent without the app', () => {
    const root = pageFromTheBuild();
    expect(root.querySelector('h1')).toHaveTextContent('Clube Parceiro');
    expect(root.querySelector('label')).toHaveTextContent('E-mail');
    expect(root.querySelector('button[type="submit"]')).toBeDisabled();
  });

  it("is shown only at the app's sign-in addresses, to a browser that has not signed in here", () => {
    expect(runTheGate('/parceiro/')).toBe(true);
    expect(runTheGate('/parceiro')).toBe(true);
    expect(runTheGate('/parceiro/entrar')).toBe(true);
    // The server and the service worker answer every address with index.html.
    expect(runTheGate('/parceiro/usos-de-hoje')).toBe(false);
    // Signed in, the app opens on the check screen: the sign-in must not flash by.
    setSessionHint(true);
    expect(runTheGate('/parceiro/')).toBe(false);
    expect(runTheGate('/parceiro/entrar')).toBe(false);
  });

  it('keeps what the staff typed and where they were when the app takes over', async () => {
    const root = pageFromTheBuild();
    const user = userEvent.setup();
    await user.type(
      root.querySelector<HTMLInputElement>('input[name="email"]')!,
      'rita@farmacia.test',
    );
    await user.type(root.querySelector<HTMLInputElement>('input[name="senha"]')!, 'senha-do-b');

    // What main.tsx does when the code has arrived.
    keepTypedBeforeStart(root);
    root.remove();
    renderApp('/entrar', { login: () => json(ME), me: () => json(ME) });

    const password = await screen.findByLabelText('Senha');
    expect(screen.getByLabelText('E-mail')).toHaveValue('rita@farmacia.test');
    expect(password).toHaveValue('senha-do-b');
    expect(password).toHaveFocus();
    await user.keyboard('alcao');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Conferir cartão' })).toBeInTheDocument();
    expect(requestsTo('login')[0]?.body).toEqual({
      email: 'rita@farmacia.test',
      senha: 'senha-do-balcao',
    });
  });

  it('a sign-in screen shown later (after Sair) starts empty', async () => {
    const root = pageFromTheBuild();
    const user = userEvent.setup();
    await user.type(
      root.querySelector<HTMLInputElement>('input[name="email"]')!,
      'rita@farmacia.test',
    );
    keepTypedBeforeStart(root);
    root.remove();
    const first = renderApp('/entrar', {});
    expect(await screen.findByLabelText('E-mail')).toHaveValue('rita@farmacia.test');
    first.unmount();

    renderApp('/entrar', {});
    expect(await screen.findByLabelText('E-mail')).toHaveValue('');
  });
});
