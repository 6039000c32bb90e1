import { createContext, useContext } from 'react';

/**
 * The sign-in screen is drawn into index.html at build time (scripts/prerender.mjs at the
 * repository root; shown by src/prerendered-gate.js where the app draws it too), so on a slow
 * connection the staff sees the form, and can type into it, before the app's code has arrived
 * (docs/decisions/124-counter-sign-in-in-the-html.md). The app then draws the screen itself and
 * takes over what was typed.
 */
const Prerendering = createContext(false);

/** Wraps the build-time render: 'Entrar' stays disabled until the app's code runs. */
export const PrerenderingProvider = Prerendering.Provider;

export function usePrerendering(): boolean {
  return useContext(Prerendering);
}

export interface TypedBeforeStart {
  email: string;
  senha: string;
  /** The field that had the focus, to give it back. */
  focused: 'email' | 'senha' | null;
}

let typed: TypedBeforeStart | null = null;

/** Reads what was typed into the HTML's form before the app starts (main.tsx calls it once). */
export function keepTypedBeforeStart(root: HTMLElement): void {
  const email = root.querySelector<HTMLInputElement>('input[name="email"]');
  const senha = root.querySelector<HTMLInputElement>('input[name="senha"]');
  if (!email || !senha) return;
  const active = document.activeElement;
  typed = {
    email: email.value,
    senha: senha.value,
    focused: active === email ? 'email' : active === senha ? 'senha' : null,
  };
}

/** What was typed before the app started: the sign-in screen's first render reads it. */
export function typedBeforeStart(): TypedBeforeStart | null {
  return typed;
}

/** Forgotten once the app's form holds it: a later sign-in screen starts empty. */
export function forgetTypedBeforeStart(): void {
  typed = null;
}
