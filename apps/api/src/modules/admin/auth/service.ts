import { ADMIN_MESSAGES, type MeResponse, type SignInResponse } from '@clube/contract/admin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Operador } from '../../../db/schema.js';
import { ERROR_CODES } from '@clube/contract';
import { badRequest, HttpError } from '../../../lib/http-error.js';
import type {
  AdminSessionRow,
  AdminSessions,
  SignedInOperator,
} from '../../../plugins/admin-session.js';
import { permissionsOf, scopeOf } from '../permissions.js';
import { claimTotpStep, companiesIn, replaceRecoveryCodes, storeEnrolment } from './queries.js';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrSvg,
  totpStep,
  useRecoveryCode,
} from './totp.js';

type Db = Kysely<Database>;

/**
 * Whether this operator must pass a second factor: always once enrolled; otherwise when
 * ADMIN_2FA=required, unless the operator is a demo one (dispensa_2fa) and demo mode is on.
 */
export function needsSecondFactor(
  operator: Pick<Operador, 'totp_ativo' | 'dispensa_2fa'>,
  config: { demo: boolean; admin: { twoFactor: 'required' | 'optional' } },
): boolean {
  if (operator.totp_ativo === 1) return true;
  if (operator.dispensa_2fa === 1 && config.demo) return false;
  return config.admin.twoFactor === 'required';
}

/**
 * After a right password: an enrolment to confirm (secret and recovery codes stored, not active
 * until a code confirms them), a session waiting for the code, or signed in.
 */
export async function startSession(
  db: Db,
  sessions: AdminSessions,
  key: Buffer,
  request: FastifyRequest,
  reply: FastifyReply,
  operator: Operador,
  secondFactor: boolean,
): Promise<SignInResponse> {
  if (!secondFactor) {
    await sessions.open(db, request, reply, operator.id, null);
    return { step: 'done' };
  }
  if (operator.totp_ativo === 1) {
    await sessions.open(db, request, reply, operator.id, 'totp');
    return { step: 'totp' };
  }
  const secret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  const url = otpauthUrl(secret, operator.email);
  const svg = await qrSvg(url);
  await storeEnrolment(
    db,
    operator.id,
    encryptSecret(key, secret),
    recoveryCodes.map(hashRecoveryCode),
    new Date().toISOString(),
  );
  await sessions.open(db, request, reply, operator.id, 'enroll');
  return { step: 'enroll', otpauthUrl: url, secret, qrSvg: svg, recoveryCodes };
}

export type SecondFactor = { code: string } | { recoveryCode: string };

/**
 * Checks the second factor of a pending session; on success records its use (the code's time
 * step, or the recovery code struck out) and answers how it was passed. False on a wrong code.
 */
export async function passSecondFactor(
  db: Db,
  key: Buffer,
  operator: Operador,
  session: AdminSessionRow,
  factor: SecondFactor,
): Promise<'totp' | 'recovery' | false> {
  const now = new Date();
  if ('code' in factor) {
    const secret = operator.totp_segredo ? decryptSecret(key, operator.totp_segredo) : null;
    if (secret === null) return false;
    const step = totpStep(secret, factor.code, now.getTime());
    if (step === null) return false;
    const enrolling = session.step === 'enroll';
    return (await claimTotpStep(db, operator.id, step, enrolling, now.toISOString()))
      ? 'totp'
      : false;
  }
  if (session.step === 'enroll')
    throw badRequest('Para concluir o cadastro, digite um código do aplicativo autenticador.');
  const stored = operator.codigos_recuperacao;
  const remaining = useRecoveryCode(JSON.parse(stored) as string[], factor.recoveryCode);
  if (remaining === null) return false;
  const replaced = await replaceRecoveryCodes(
    db,
    operator.id,
    stored,
    JSON.stringify(remaining),
    now.toISOString(),
  );
  return replaced ? 'recovery' : false;
}

/** The console's picture of the signed-in operator. */
export async function describeMe(
  db: Db,
  operator: SignedInOperator,
  session: AdminSessionRow,
  idleSeconds: number,
): Promise<MeResponse> {
  const scope = scopeOf(operator);
  return {
    operator: {
      id: operator.id,
      email: operator.email,
      name: operator.name,
      role: operator.role,
      mustChangePassword: operator.mustChangePassword,
      totpEnabled: operator.totpEnabled,
    },
    companies: await companiesIn(db, scope),
    permissions: permissionsOf(operator),
    session: {
      idleExpiresAt: new Date(Date.parse(session.lastSeenAt) + idleSeconds * 1000).toISOString(),
      expiresAt: session.expiresAt,
    },
  };
}

export const badCredentials = () =>
  new HttpError(401, ADMIN_MESSAGES.badCredentials, ERROR_CODES.badCredentials);
export const badCode = () => new HttpError(401, ADMIN_MESSAGES.badCode, ERROR_CODES.badCredentials);
