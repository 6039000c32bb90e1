import { ERROR_CODES } from '@clube/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.js';

/**
 * Steps a member must finish before using the club (docs/product.md#after-sign-in): the first-access password change,
 * then the terms. The server enforces them, not only the web app's guard: while one is pending,
 * a token opens only the calls that allow it (route config `allowWhilePending`), so a new endpoint
 * is closed to such a member unless it says otherwise.
 */
export const PENDING_STEPS = { passwordChange: 'passwordChange', terms: 'terms' } as const;
export type PendingStep = (typeof PENDING_STEPS)[keyof typeof PENDING_STEPS];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Pending steps that do not block this `auth: 'token'` route; none when omitted. */
    allowWhilePending?: readonly PendingStep[];
  }
}

const REFUSALS = {
  passwordChange: () =>
    new HttpError(403, 'Troque sua senha para continuar.', ERROR_CODES.passwordChangeRequired),
  terms: () =>
    new HttpError(403, 'Aceite o termo de uso para continuar.', ERROR_CODES.termsRequired),
} as const satisfies Record<PendingStep, () => HttpError>;

/** The step the member must finish first: the password change comes before the terms. */
export function pendingStep(usuario: {
  alterar_senha: number;
  termo_pendente: number;
}): PendingStep | null {
  if (usuario.alterar_senha === 1) return PENDING_STEPS.passwordChange;
  if (usuario.termo_pendente === 1) return PENDING_STEPS.terms;
  return null;
}

/** Throws the step's 403 unless the matched route allows it. */
export function assertAllowedWhilePending(request: FastifyRequest, step: PendingStep | null): void {
  if (step === null) return;
  const allowed = request.routeOptions.config.allowWhilePending ?? [];
  if (!allowed.includes(step)) throw REFUSALS[step]();
}
