/** Every route of the console, under the /admin base (react-router's basename). */
export const paths = {
  signIn: '/entrar',
  home: '/',
  companies: '/empresas',
  newCompany: '/empresas/nova',
  company: (id: number | string) => `/empresas/${id}`,
  members: '/membros',
  newMember: '/membros/novo',
  member: (id: number | string) => `/membros/${id}`,
  memberImport: '/importar',
  operators: '/operadores',
  audit: '/auditoria',
  account: '/conta',
  partners: '/parceiros',
  newPartner: '/parceiros/novo',
  partner: (id: number | string) => `/parceiros/${id}`,
  categories: '/categorias',
  partnerImport: '/importar-parceiros',
  banners: '/banners',
  faq: '/perguntas-frequentes',
  services: '/servicos',
  videoLinks: '/servicos-por-video',
  reports: '/relatorios',
  uses: '/usos',
  useReports: '/usos/reportados',
} as const;

export const BASENAME = '/admin';
