/**
 * The demo member's sign-in (README "Quick start"). The demo seed creates the account with it, and
 * in demo mode the empty-login fallback (docs/product.md#login) types it in: once the member changes the password,
 * the fallback fails like any wrong password.
 */
export const DEMO_MEMBER = { login: '52998224725', password: 'demo1234' } as const;

/** The start-up warning of demo mode: loud, because the demo passwords are published. */
export const DEMO_MODE_WARNING =
  'modo de demonstração: as contas de demonstração (senhas publicadas no README) existem neste banco e o login vazio entra como o membro de demonstração. Para desligar: DEMO=false com API_KEYS (e JWT_SECRET), num banco sem os dados de demonstração.';

/**
 * The demo operators of the console (README "Demo accounts"): published, so they exist only in demo
 * mode, and only there sign in without a second factor (docs/decisions/029-admin-session-auth.md).
 * The operator works on Viva Mais only; support reads Viva Mais only.
 */
export const DEMO_OPERATORS = {
  admin: { email: 'admin@clube.demo', password: 'demo1234', name: 'Admin Demonstração' },
  operator: { email: 'operador@clube.demo', password: 'operador1234', name: 'Operador Viva Mais' },
  support: { email: 'suporte@clube.demo', password: 'suporte1234', name: 'Suporte Viva Mais' },
} as const;

/**
 * The demo counter staff (README "Demo accounts"): one account at each seeded company's favourite
 * partner, for the partner app at /parceiro. Published, so they exist only in demo data.
 */
export const DEMO_PARTNER_STAFF = [
  { company: 'viva', partner: 'Café Colonial Dona Rosa', email: 'balcao@cafe-colonial.demo' },
  { company: 'conecta', partner: 'Restaurante Sabor Mineiro', email: 'balcao@sabor-mineiro.demo' },
  { company: 'amigo', partner: 'Sorveteria Polo Norte', email: 'balcao@polo-norte.demo' },
] as const;
export const DEMO_PARTNER_STAFF_PASSWORD = 'balcao1234';
