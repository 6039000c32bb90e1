import { DEMO_MEMBER } from '../../demo.js';

/**
 * The demo sign-ins (README: "Demo accounts"). Hashes are precomputed at the production cost
 * (scrypt N = 2^17, ~0.5 s each) so seeding a fresh database stays fast; the fixed salts are
 * harmless because these passwords are published anyway.
 */
export const DEMO_ACCOUNTS = {
  /** Two company cards: Viva Mais (profile 5) and Conecta Saúde (profile 9). */
  demo: {
    ...DEMO_MEMBER,
    hash: 'scrypt$131072$8$1$6CpFlCr2PDFl5zzPLVBndQ$y0I2CWjqbVIy8oGtcZJzP3k-kA2ZjJxVEYfYSvd9pi-YsI1194aKi3KrHFjAcNSBoE8Z4jvHbGHFi-4u0-aBiw',
  },
  /** Must change the password on first sign-in (alterar_senha). */
  firstAccess: {
    login: '11144477735',
    password: 'primeiro123',
    hash: 'scrypt$131072$8$1$CVvZ8L2DnMCKfpJdwuP0kQ$B8eQreqC0cNKwbnVmUMT_lQ_apEm7q0V60MnQz-sLuCQrnHSlLKdtdFugJqXvi8xeD8h68_OGP53LpDFTtZ8kg',
  },
  /** Has not accepted the terms yet (termo_pendente). */
  termsPending: {
    login: '39053344705',
    password: 'termos123',
    hash: 'scrypt$131072$8$1$0y00idh7Wadk1M0OgiTD3Q$CmcM4iRnHwL3Kr7CVdlpWeNUAKTQwGNVea35gaHBmGag5o8D2Ex98qwh_halpLgcuFp-9H3wkKV9BhiHziM1Ng',
  },
  /** One company card only: goes straight to the home screen. */
  singleCompany: {
    login: '15350946056',
    password: 'unico1234',
    hash: 'scrypt$131072$8$1$1uggEbL45IMbN7qArGXShQ$sjKeh0jRfXAit7ogsvG6iR9EdrphehHd-MU_UGE6sL-3zN5xTy4NOFimGMx46yGvwVm3hBOJtY7h__bXV0dMjw',
  },
} as const;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
