import { z } from 'zod';
import { LIMITS } from '../../constants.js';
import { plainText } from '../../schemas/common.js';
import {
  ADMIN_ACTIONS,
  ADMIN_MESSAGES,
  ADMIN_RESOURCES,
  ADMIN_ROLES,
  MIN_OPERATOR_PASSWORD_LENGTH,
} from '../constants.js';
import { namedRef } from './list.js';

export const adminRole = z.enum(ADMIN_ROLES, 'papel inválido');
export const adminAction = z.enum(ADMIN_ACTIONS, 'ação inválida');
export const adminResource = z.enum(ADMIN_RESOURCES, 'recurso inválido');

/** An operator's e-mail: trimmed and lower-cased, so sign-in and uniqueness ignore case. */
export const operatorEmail = plainText()
  .trim()
  .toLowerCase()
  .pipe(z.email('e-mail inválido').max(LIMITS.email, 'e-mail muito longo'));

/** A password an operator sets: long enough, not absurdly long. */
export const operatorPassword = z
  .string()
  .min(MIN_OPERATOR_PASSWORD_LENGTH, ADMIN_MESSAGES.shortPassword)
  .max(LIMITS.password, 'senha muito longa');

export const signInBody = z.object({
  email: operatorEmail,
  password: z.string().min(1, 'informe a senha').max(LIMITS.password, 'senha muito longa'),
});
export type SignInBody = z.infer<typeof signInBody>;

/**
 * The answer of the password step: a code to type next (`totp`), an authenticator to enrol first
 * (`enroll`: scan the QR code or type the secret, keep the recovery codes, then confirm a code),
 * or signed in (`done`, when this operator needs no second factor).
 */
export const signInResponse = z.discriminatedUnion('step', [
  z.object({ step: z.literal('totp') }),
  z.object({
    step: z.literal('enroll'),
    otpauthUrl: z.string(),
    /** The secret in base32, for typing into an app that cannot scan. */
    secret: z.string(),
    /** The QR code of `otpauthUrl` as an SVG document (made on the server). */
    qrSvg: z.string(),
    /** Shown once: each replaces one code from the app, once. */
    recoveryCodes: z.array(z.string()),
  }),
  z.object({ step: z.literal('done') }),
]);
export type SignInResponse = z.infer<typeof signInResponse>;

/** The second factor: six digits from the app, or one recovery code (not while enrolling). */
export const secondFactorBody = z.union(
  [
    z.object({
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'o código tem 6 dígitos'),
    }),
    z.object({
      recoveryCode: z
        .string()
        .trim()
        .max(40, 'código de recuperação inválido')
        .regex(/^[A-Za-z0-9-]+$/, 'código de recuperação inválido'),
    }),
  ],
  'informe o código do aplicativo ou um código de recuperação',
);
export type SecondFactorBody = z.infer<typeof secondFactorBody>;

export const secondFactorResponse = z.object({ step: z.literal('done') });

export const signOutResponse = z.object({ message: z.string() });

/** What an operator may do, resource by resource (scope applies on the server). */
export const adminPermissions = z.record(adminResource, z.array(adminAction));
export type AdminPermissions = z.infer<typeof adminPermissions>;

export const meResponse = z.object({
  operator: z.object({
    id: z.number(),
    email: z.string(),
    name: z.string(),
    role: adminRole,
    mustChangePassword: z.boolean(),
    totpEnabled: z.boolean(),
  }),
  /** The companies in the operator's scope (every company for an admin). */
  companies: z.array(namedRef),
  permissions: adminPermissions,
  /** When the session ends if left idle, and at the latest (ISO instants). */
  session: z.object({ idleExpiresAt: z.string(), expiresAt: z.string() }),
});
export type MeResponse = z.infer<typeof meResponse>;

export const changeOwnPasswordBody = z
  .object({
    currentPassword: z.string().min(1, 'informe a senha atual').max(LIMITS.password),
    newPassword: operatorPassword,
  })
  .refine((b) => b.currentPassword !== b.newPassword, {
    message: ADMIN_MESSAGES.samePassword,
    path: ['newPassword'],
  });
export type ChangeOwnPasswordBody = z.infer<typeof changeOwnPasswordBody>;

export const adminMessageResponse = z.object({ message: z.string() });
