/**
 * The CPF the code was asked for, from the CPF screen to the code screen: the server checks a code
 * only against the account it was sent for. Session storage: it survives a reload of the code
 * screen and goes with the tab.
 */
const KEY = 'clube-recovery-cpf';

export function rememberRecoveryCpf(cpf: string): void {
  sessionStorage.setItem(KEY, cpf);
}

export function recoveryCpf(): string {
  return sessionStorage.getItem(KEY) ?? '';
}

export function forgetRecoveryCpf(): void {
  sessionStorage.removeItem(KEY);
}
