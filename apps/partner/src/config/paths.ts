/** The app's URL prefix (the server's static plugin and vite.config.ts's base say the same). */
export const BASENAME = '/parceiro';

export const paths = {
  signIn: '/entrar',
  changePassword: '/trocar-senha',
  check: '/',
  usesToday: '/usos-de-hoje',
} as const;
