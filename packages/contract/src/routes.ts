/**
 * Method, path and auth of every call of docs/product.md#api-calls (plus logout), without schemas: the web app's api client needs only
 * this, and importing it keeps zod out of the browser bundle. `endpoints` adds the schemas.
 */
export type EndpointAuth = 'key' | 'token';

export interface RouteInfo {
  method: 'GET' | 'POST';
  path: string;
  /** `key`: only the api_key header (docs/product.md#api-calls "api_key only" / "no token"); `token`: api_key plus a bearer token. */
  auth: EndpointAuth;
  /**
   * The call stores what a signed-in member sends, so it counts toward the member's writes a minute
   * (`LIMITS.memberWritesPerMinute`). The password changes are not flagged: the account lockout of
   * docs/decisions/008-login-lockout.md bounds them instead.
   */
  write?: true;
}

export const routes = {
  login: { method: 'POST', path: '/api/user/v1/Login', auth: 'key' },
  requestPasswordChange: {
    method: 'POST',
    path: '/api/user/v1/request-password-change',
    auth: 'key',
  },
  checkPasswordCode: { method: 'POST', path: '/api/user/v1/check-password-code', auth: 'key' },
  updateProfile: {
    method: 'POST',
    path: '/api/user/v1/update-profile',
    auth: 'token',
    write: true,
  },
  logout: { method: 'POST', path: '/api/user/v1/logout', auth: 'token' },
  changePasswordAfterLogin: {
    method: 'POST',
    path: '/api/user/v1/change-password-after-login',
    auth: 'token',
  },
  /** Our addition: the profile's password change (docs/product.md#profile), which sends no CPF. */
  changePassword: { method: 'POST', path: '/api/user/v1/change-password', auth: 'token' },
  updateTermsConditions: {
    method: 'POST',
    path: '/api/clube/v1/update-terms-conditions',
    auth: 'token',
  },
  getBannersHome: { method: 'POST', path: '/api/clube/v1/get-banners-home', auth: 'token' },
  getUrlParceiroNacional: {
    method: 'POST',
    path: '/api/clube/v1/get-url-parceiro-nacional',
    auth: 'token',
  },
  getParceiros: { method: 'POST', path: '/api/clube/v1/get-parceiros', auth: 'token' },
  getParceiroCategoria: {
    method: 'POST',
    path: '/api/clube/v1/get-parceiro-categoria',
    auth: 'token',
  },
  getParceiroLista: { method: 'POST', path: '/api/clube/v1/get-parceiro-lista', auth: 'token' },
  getParceiroDetalhe: { method: 'POST', path: '/api/clube/v1/get-parceiro-detalhe', auth: 'token' },
  getAvaliacao: { method: 'POST', path: '/api/clube/v1/get-avaliacao', auth: 'token' },
  insereAvaliacao: {
    method: 'POST',
    path: '/api/clube/v1/insere-avaliacao',
    auth: 'token',
    write: true,
  },
  /** Our addition: keeps or drops a partner among the acting card's favourites. */
  favoritarParceiro: {
    method: 'POST',
    path: '/api/clube/v1/favoritar-parceiro',
    auth: 'token',
    write: true,
  },
  /** Our addition: the cities of the partners a menu lists, for the city filter. */
  getParceiroCidades: {
    method: 'POST',
    path: '/api/clube/v1/get-parceiro-cidades',
    auth: 'token',
  },
  getCliente: { method: 'POST', path: '/api/clube/v1/get-cliente', auth: 'token' },
  updateCliente: {
    method: 'POST',
    path: '/api/clube/v1/update-cliente',
    auth: 'token',
    write: true,
  },
  getDependentes: { method: 'POST', path: '/api/clube/v1/get-dependentes', auth: 'token' },
  deleteDependente: {
    method: 'POST',
    path: '/api/clube/v1/delete-dependente',
    auth: 'token',
    write: true,
  },
  getDependenteUnico: { method: 'POST', path: '/api/clube/v1/get-dependente-unico', auth: 'token' },
  insertDependente: {
    method: 'POST',
    path: '/api/clube/v1/insert-dependente',
    auth: 'token',
    write: true,
  },
  updateDependente: {
    method: 'POST',
    path: '/api/clube/v1/update-dependente',
    auth: 'token',
    write: true,
  },
  getContrato: { method: 'POST', path: '/api/clube/v1/get-contrato', auth: 'token' },
  getContratoPagamento: {
    method: 'POST',
    path: '/api/clube/v1/get-contrato-pagamento',
    auth: 'token',
  },
  virtualBadge: { method: 'POST', path: '/api/clube/v1/virtual-badge', auth: 'token' },
  getClienteEndereco: { method: 'POST', path: '/api/clube/v1/get-cliente-endereco', auth: 'token' },
  updateClienteEndereco: {
    method: 'POST',
    path: '/api/clube/v1/update-cliente-endereco',
    auth: 'token',
    write: true,
  },
  getServicos: { method: 'POST', path: '/api/clube/v1/get-servicos', auth: 'token' },
  getAtendimento: { method: 'GET', path: '/api/clube/v1/get-atendimento', auth: 'token' },
  getFaqTotal: { method: 'GET', path: '/api/clube/v1/get-faq-total', auth: 'token' },
  getCep: { method: 'POST', path: '/api/generico/v1/getCEP', auth: 'token' },
  getAjudaEmpresa: { method: 'POST', path: '/api/generico/v1/get-ajuda-empresa', auth: 'key' },
  getAllGrauParentesco: {
    method: 'GET',
    path: '/api/generico/v1/getAllGrauParentesco',
    auth: 'token',
  },
  getAllSex: { method: 'GET', path: '/api/generico/v1/getAllSex', auth: 'token' },
  listaPessoasCombo: { method: 'POST', path: '/api/taDodoi/v1/lista-pessoas-combo', auth: 'token' },
  habilitarLinkAtendimento: {
    method: 'POST',
    path: '/api/taDodoi/v1/habilitar-link-atendimento',
    auth: 'token',
  },
  listaMinhasReceitas: {
    method: 'POST',
    path: '/api/taDodoi/v1/lista-minhas-receitas',
    auth: 'token',
  },
  listaMinhasReceitasDocumento: {
    method: 'POST',
    path: '/api/taDodoi/v1/lista-minhas-receitas-documento',
    auth: 'token',
  },
  listaMeusAgendamentos: {
    method: 'POST',
    path: '/api/taDodoi/v1/lista-meus-agendamentos',
    auth: 'token',
  },
  cancelarAgendamento: {
    method: 'POST',
    path: '/api/taDodoi/v1/cancelar-agendamento',
    auth: 'token',
    write: true,
  },
  /** Our addition: "Baixar meus dados" (LGPD), everything held about the signed-in member. */
  exportMyData: { method: 'POST', path: '/api/user/v1/export-data', auth: 'token' },
  /** The partner counter's 'Meus usos': the card's uses at partners. */
  getMeusUsos: { method: 'POST', path: '/api/clube/v1/get-meus-usos', auth: 'token' },
  /** 'Não reconheço este uso': reaches the operators. */
  reportarUso: { method: 'POST', path: '/api/clube/v1/reportar-uso', auth: 'token', write: true },
  /** 'Você economizou R$ X em <ano>': the savings of the year. */
  getEconomia: { method: 'POST', path: '/api/clube/v1/get-economia', auth: 'token' },
  /** 'Avisos': the card's notices, newest first, and how many are unread. */
  getAvisos: { method: 'POST', path: '/api/clube/v1/get-avisos', auth: 'token' },
  marcarAvisoLido: {
    method: 'POST',
    path: '/api/clube/v1/marcar-aviso-lido',
    auth: 'token',
    write: true,
  },
  marcarAvisosLidos: {
    method: 'POST',
    path: '/api/clube/v1/marcar-avisos-lidos',
    auth: 'token',
    write: true,
  },
  /** Perfil's 'Avisos': the signed-in person's consent per notice kind and channel. */
  getPreferenciasAvisos: {
    method: 'GET',
    path: '/api/clube/v1/get-preferencias-avisos',
    auth: 'token',
  },
  salvarPreferenciasAvisos: {
    method: 'POST',
    path: '/api/clube/v1/salvar-preferencias-avisos',
    auth: 'token',
    write: true,
  },
  /** Web Push: the server's public key, and this device's subscription (added, removed). */
  getChavePush: { method: 'GET', path: '/api/clube/v1/get-chave-push', auth: 'token' },
  registrarPush: {
    method: 'POST',
    path: '/api/clube/v1/registrar-push',
    auth: 'token',
    write: true,
  },
  removerPush: { method: 'POST', path: '/api/clube/v1/remover-push', auth: 'token', write: true },
} as const satisfies Record<string, RouteInfo>;

export type RouteName = keyof typeof routes;
