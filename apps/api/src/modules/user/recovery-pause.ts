import { RECOVERY_MESSAGES } from '@clube/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Usuario } from '../../db/schema.js';
import { tooManyRequests } from '../../lib/http-error.js';
import { createStoreCounter } from './login-limit.js';

/**
 * The cumulative cap on wrong recovery codes of one account, across its codes and whatever
 * addresses guess them: at `wrongCodesPerDay` wrong codes within a day recovery pauses for that
 * CPF for a day (no new code, no code checked) and the member is told through their contact.
 * With 5 tries a code and 3 codes an hour alone, steady guessing of a 4-digit code would win
 * within weeks; this bounds it to 10 guesses a day. Counts live in the rate limiter's store, so
 * with REDIS_URL every instance shares them.
 */
export const RECOVERY_PAUSE = {
  wrongCodesPerDay: 10,
  pauseMs: 24 * 3600_000,
} as const;

export interface RecoveryPause {
  /** 429 (with Retry-After) while recovery of this CPF is paused. */
  check(reply: FastifyReply, login: string): Promise<void>;
  /** Counts a wrong code; answers true when this one started the pause. */
  recordWrongCode(login: string): Promise<boolean>;
}

export function createRecoveryPause(app: FastifyInstance): RecoveryPause {
  const day = RECOVERY_PAUSE.pauseMs;
  // Distinct names: with REDIS_URL every counter shares one key space.
  const wrongCodes = createStoreCounter(app, 'recovery-wrong-codes', day);
  const pauses = createStoreCounter(app, 'recovery-pause', day);
  return {
    async check(reply, login) {
      const pause = await pauses.read(login);
      if (pause.count === 0) return;
      reply.header('Retry-After', Math.max(1, pause.retryAfterSeconds));
      throw tooManyRequests(RECOVERY_MESSAGES.paused);
    },
    async recordWrongCode(login) {
      const wrong = await wrongCodes.add(login);
      if (wrong.count !== RECOVERY_PAUSE.wrongCodesPerDay) return false;
      await pauses.add(login);
      return true;
    },
  };
}

/** What the member reads when recovery of their account pauses: e-mail when on file, else SMS. */
export function pauseNotice(usuario: Usuario) {
  const corpo = [
    `Olá, ${usuario.nome}.`,
    '',
    'Alguém digitou muitos códigos errados para trocar a senha da sua conta no Clube.',
    'Por segurança, a recuperação de senha ficará pausada por 24 horas. Sua senha continua a mesma.',
    'Se não foi você, fale com o atendimento da sua empresa.',
  ].join('\n');
  if (usuario.email.trim() !== '') {
    return {
      canal: 'email' as const,
      destino: usuario.email.trim(),
      assunto: 'Clube: recuperação de senha pausada',
      corpo,
      corpo_html: null,
    };
  }
  if (usuario.telefone.trim() === '') return undefined;
  return {
    canal: 'sms' as const,
    destino: usuario.telefone.trim(),
    assunto: '',
    corpo:
      'Clube: muitos códigos errados para trocar sua senha. A recuperação ficou pausada por 24 horas. Se não foi você, fale com o atendimento.',
    corpo_html: null,
  };
}
