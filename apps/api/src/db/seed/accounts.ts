import { DEMO_MEMBER } from '../../demo.js';

/**
 * The demo sign-ins (README: "Demo accounts"). Hashes are precomputed at the production cost
 * (scrypt N = 2^15, r = 8, p = 3, ~0.4 s each) so seeding a fresh database stays fast; the fixed salts are
 * harmless because these passwords are published anyway.
 */
export const DEMO_ACCOUNTS = {
  /** Two company cards: Viva Mais (profile 5) and Conecta Saúde (profile 9). */
  demo: {
    ...DEMO_MEMBER,
    hash: 'scrypt$32768$8$3$FGUBWvwF2LA1B0hNv9i64Q$HNlmvCvI-2Q3dTdW4hSWKHTpFfbTf7-IEV2KmgQH4_0T5OFjrh2kPJ9ymkPhS1r8mOrTNpkLi9hJK3uv1BA2DA',
  },
  /** Must change the password on first sign-in (alterar_senha). */
  firstAccess: {
    login: '11144477735',
    password: 'primeiro123',
    hash: 'scrypt$32768$8$3$fnjmwUEtKxdrXM4LzASw9w$ZgYSOwuz96ZClWf2YfDagZo2EPlC1DmgI8aGHd_HBOIHF61ih25UmUvqaGd4MiT94G2mMHvnp_djQXzYMGxq9g',
  },
  /** Has not accepted the terms yet (termo_pendente). */
  termsPending: {
    login: '39053344705',
    password: 'termos123',
    hash: 'scrypt$32768$8$3$D0WgA13aiPPJzlvV7JF_2g$tUMzcXco3ypHgB7RZnhwZSCTnO-oYGv92iRM_v4hnbzoTH4Yp1e1dEHnmlJeU302ioIq0hFiPL_hMBpGLkgUaQ',
  },
  /** One company card only: goes straight to the home screen. */
  singleCompany: {
    login: '15350946056',
    password: 'unico1234',
    hash: 'scrypt$32768$8$3$WbuWR2LAZw-WeZSXroLCog$ifCx27WeDCLvJ2RWTbTEveWiJUN_peLoOAk6cExDh5Lp9vgcnCyQRs8raVPYEPyN6YDgyhOcuKea-CP0yOuuxw',
  },
} as const;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
