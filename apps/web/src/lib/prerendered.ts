import { createContext, useContext } from 'react';

/**
 * The login page is drawn into index.html at build time (scripts/prerender.mjs at the repository
 * root), so on a slow connection the member sees the form, and can type into it, before the app's
 * code has arrived (docs/decisions/132-the-first-screen-in-the-html.md). src/prerendered-gate.js
 * shows that copy only at / to a browser with no session kept (where the app draws the login
 * too); the app then draws the page itself and takes over what was typed.
 */
const Prerendering = createContext(false);

/** Wraps the build-time render: 'Entrar' stays disabled until the app's code runs. */
export const PrerenderingProvider = Prerendering.Provider;

export function usePrerendering(): boolean {
  return useContext(Prerendering);
}

export interface TypedBeforeStart {
  cpf: string;
  password: string;
  remember: boolean;
  /** The field that had the focus, to give it back. */
  focused: 'cpf' | 'password' | null;
}

let typed: TypedBeforeStart | null = null;

/**
 * Reads what was typed into the HTML's form before the app starts (main.tsx calls it once, just
 * before React replaces the copy). Nothing when the copy was not shown.
 */
export function keepTypedBeforeStart(root: HTMLElement): void {
  const copy = root.querySelector<HTMLElement>('.prerendered');
  const cpf = copy?.querySelector<HTMLInputElement>('input[name="cpf"]');
  const password = copy?.querySelector<HTMLInputElement>('input[name="password"]');
  const remember = copy?.querySelector<HTMLInputElement>('input[name="remember"]');
  if (!copy || !cpf || !password || getComputedStyle(copy).display === 'none') return;
  const active = document.activeElement;
  typed = {
    cpf: cpf.value,
    password: password.value,
    remember: remember?.checked ?? false,
    focused: active === cpf ? 'cpf' : active === password ? 'password' : null,
  };
}

/** What was typed before the app started: the login page's first render reads it. */
export function typedBeforeStart(): TypedBeforeStart | null {
  return typed;
}

/** Forgotten once the app's form holds it: a later login page starts empty. */
export function forgetTypedBeforeStart(): void {
  typed = null;
}
