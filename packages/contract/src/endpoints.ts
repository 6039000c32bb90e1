import { z } from 'zod';
import { routes, type RouteInfo, type RouteName } from './routes.js';
import { identity, messageResponse } from './schemas/common.js';
import {
  changePasswordAfterLoginBody,
  changePasswordBody,
  changePasswordResponse,
  checkPasswordCodeBody,
  loginBody,
  loginResponse,
  requestPasswordChangeBody,
  updateProfileBody,
  updateProfileResponse,
  updateTermsBody,
} from './schemas/user.js';
import {
  getBannersHomeBody,
  getBannersHomeResponse,
  getCategoriasResponse,
  getParceiroListaBody,
  getParceiroListaQuery,
  getParceiroListaResponse,
  getParceirosResponse,
  insereAvaliacaoBody,
  nationalPartnerUrlResponse,
  partnerBody,
  partnerDetail,
  partnerMenuBody,
  rating,
  favoritarBody,
  favoritarResponse,
  getParceiroCidadesResponse,
} from './schemas/partners.js';
import { customerProfile, updateClienteBody } from './schemas/customers.js';
import {
  deleteDependenteBody,
  dependent,
  dependentBody,
  dependentList,
  insertDependenteBody,
  updateDependenteBody,
} from './schemas/dependents.js';
import {
  getContratoBody,
  getContratoPagamentoBody,
  getContratoPagamentoResponse,
  getContratoResponse,
} from './schemas/contracts.js';
import { virtualBadgeResponse } from './schemas/card.js';
import { address, cepResult, getCepBody, updateEnderecoBody } from './schemas/address.js';
import {
  getAjudaEmpresaBody,
  getFaqTotalResponse,
  getServicosResponse,
  helpInfo,
  kinshipOption,
  sexOption,
} from './schemas/help.js';
import {
  appointment,
  attendanceContact,
  cancelAppointmentBody,
  documentUrlResponse,
  personComboItem,
  prescription,
  prescriptionDocumentBody,
  videoLink,
} from './schemas/attendance.js';
import { myDataExport } from './schemas/privacy.js';
import {
  markNoticeReadBody,
  noticeConsentResponse,
  noticesResponse,
  pushKeyResponse,
  pushSubscriptionBody,
  removePushSubscriptionBody,
  saveNoticeConsentBody,
} from './schemas/notices.js';
import { memberSavingsResponse, memberUsesResponse, reportUseBody } from './schemas/counter.js';

/** Statuses the API answers with an `errorResponse` body (`{ message, code }`). */
export type ErrorStatus =
  400 | 401 | 403 | 404 | 406 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

export interface Endpoint extends RouteInfo {
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  /** Error statuses of this call beyond the ones every call of its kind answers (`errorStatuses`). */
  errors?: readonly ErrorStatus[];
}

function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

/**
 * Every error status a call may answer: any /api call 400 (input), 401 (api key), 429 (rate
 * limit), 500 and 503 (the database cannot answer now: Retry-After says when to try again); with a body, or as a POST (a client may send one anyway), also 413 (too large)
 * and 415 (not JSON); with a token also 403 (not the caller's card, dependent or object); plus the
 * call's own `errors`.
 */
export function errorStatuses(e: Endpoint): ErrorStatus[] {
  const statuses: ErrorStatus[] = [400, 401, 429, 500, 503];
  if (e.body || e.method === 'POST') statuses.push(413, 415);
  if (e.auth === 'token') statuses.push(403);
  return [...new Set([...statuses, ...(e.errors ?? [])])].sort((a, b) => a - b);
}

/** Every call of docs/product.md#api-calls (and our logout): path, method, auth, request and response schemas. */
export const endpoints = {
  login: endpoint({
    ...routes.login,
    body: loginBody,
    response: loginResponse,
    errors: [404],
  }),
  requestPasswordChange: endpoint({
    ...routes.requestPasswordChange,
    body: requestPasswordChangeBody,
    response: messageResponse,
  }),
  checkPasswordCode: endpoint({
    ...routes.checkPasswordCode,
    body: checkPasswordCodeBody,
    response: messageResponse,
    errors: [406],
  }),
  updateProfile: endpoint({
    ...routes.updateProfile,
    body: updateProfileBody,
    response: updateProfileResponse,
  }),
  logout: endpoint({
    ...routes.logout,
    response: messageResponse,
  }),
  changePasswordAfterLogin: endpoint({
    ...routes.changePasswordAfterLogin,
    body: changePasswordAfterLoginBody,
    response: changePasswordResponse,
    errors: [404],
  }),
  changePassword: endpoint({
    ...routes.changePassword,
    body: changePasswordBody,
    response: changePasswordResponse,
    errors: [404],
  }),
  updateTermsConditions: endpoint({
    ...routes.updateTermsConditions,
    body: updateTermsBody,
    response: messageResponse,
  }),

  getBannersHome: endpoint({
    ...routes.getBannersHome,
    body: getBannersHomeBody,
    response: getBannersHomeResponse,
    errors: [404],
  }),
  getUrlParceiroNacional: endpoint({
    ...routes.getUrlParceiroNacional,
    body: identity,
    response: nationalPartnerUrlResponse,
    errors: [404],
  }),
  getParceiros: endpoint({
    ...routes.getParceiros,
    body: identity,
    response: getParceirosResponse,
  }),
  getParceiroCategoria: endpoint({
    ...routes.getParceiroCategoria,
    body: partnerMenuBody,
    response: getCategoriasResponse,
    errors: [404],
  }),
  getParceiroLista: endpoint({
    ...routes.getParceiroLista,
    body: getParceiroListaBody,
    query: getParceiroListaQuery,
    response: getParceiroListaResponse,
    errors: [404],
  }),
  getParceiroDetalhe: endpoint({
    ...routes.getParceiroDetalhe,
    body: partnerBody,
    response: partnerDetail,
    errors: [404],
  }),
  getAvaliacao: endpoint({
    ...routes.getAvaliacao,
    body: partnerBody,
    response: rating,
    errors: [404],
  }),
  insereAvaliacao: endpoint({
    ...routes.insereAvaliacao,
    body: insereAvaliacaoBody,
    response: messageResponse,
    errors: [404, 409],
  }),
  favoritarParceiro: endpoint({
    ...routes.favoritarParceiro,
    body: favoritarBody,
    response: favoritarResponse,
    errors: [404],
  }),
  getParceiroCidades: endpoint({
    ...routes.getParceiroCidades,
    body: partnerMenuBody,
    response: getParceiroCidadesResponse,
    errors: [404],
  }),

  getCliente: endpoint({
    ...routes.getCliente,
    body: identity,
    response: customerProfile,
  }),
  updateCliente: endpoint({
    ...routes.updateCliente,
    body: updateClienteBody,
    response: messageResponse,
  }),

  getDependentes: endpoint({
    ...routes.getDependentes,
    body: identity,
    response: dependentList,
  }),
  deleteDependente: endpoint({
    ...routes.deleteDependente,
    body: deleteDependenteBody,
    response: dependentList,
  }),
  getDependenteUnico: endpoint({
    ...routes.getDependenteUnico,
    body: dependentBody,
    response: dependent,
  }),
  insertDependente: endpoint({
    ...routes.insertDependente,
    body: insertDependenteBody,
    response: dependent,
    errors: [409],
  }),
  updateDependente: endpoint({
    ...routes.updateDependente,
    body: updateDependenteBody,
    response: dependent,
    errors: [409],
  }),

  getContrato: endpoint({
    ...routes.getContrato,
    body: getContratoBody,
    response: getContratoResponse,
  }),
  getContratoPagamento: endpoint({
    ...routes.getContratoPagamento,
    body: getContratoPagamentoBody,
    response: getContratoPagamentoResponse,
  }),
  virtualBadge: endpoint({
    ...routes.virtualBadge,
    body: identity,
    response: virtualBadgeResponse,
  }),
  getClienteEndereco: endpoint({
    ...routes.getClienteEndereco,
    body: identity,
    response: address,
  }),
  updateClienteEndereco: endpoint({
    ...routes.updateClienteEndereco,
    body: updateEnderecoBody,
    response: messageResponse,
  }),
  getServicos: endpoint({
    ...routes.getServicos,
    body: identity,
    response: getServicosResponse,
  }),
  getAtendimento: endpoint({
    ...routes.getAtendimento,
    response: attendanceContact,
  }),
  getFaqTotal: endpoint({
    ...routes.getFaqTotal,
    response: getFaqTotalResponse,
  }),

  getCep: endpoint({
    ...routes.getCep,
    body: getCepBody,
    response: cepResult,
    /** 404 unknown CEP; 502 the CEP provider failed or timed out. */
    errors: [404, 502],
  }),
  getAjudaEmpresa: endpoint({
    ...routes.getAjudaEmpresa,
    body: getAjudaEmpresaBody,
    response: helpInfo,
    errors: [404],
  }),
  getAllGrauParentesco: endpoint({
    ...routes.getAllGrauParentesco,
    response: z.array(kinshipOption),
  }),
  getAllSex: endpoint({
    ...routes.getAllSex,
    response: z.array(sexOption),
  }),

  listaPessoasCombo: endpoint({
    ...routes.listaPessoasCombo,
    body: identity,
    response: z.array(personComboItem),
  }),
  habilitarLinkAtendimento: endpoint({
    ...routes.habilitarLinkAtendimento,
    body: identity,
    response: z.array(videoLink),
  }),
  listaMinhasReceitas: endpoint({
    ...routes.listaMinhasReceitas,
    body: identity,
    response: z.array(prescription),
  }),
  listaMinhasReceitasDocumento: endpoint({
    ...routes.listaMinhasReceitasDocumento,
    body: prescriptionDocumentBody,
    response: documentUrlResponse,
    /** 404 the prescription's document is not a stored PDF. */
    errors: [404],
  }),
  listaMeusAgendamentos: endpoint({
    ...routes.listaMeusAgendamentos,
    body: identity,
    response: z.array(appointment),
  }),
  cancelarAgendamento: endpoint({
    ...routes.cancelarAgendamento,
    body: cancelAppointmentBody,
    response: messageResponse,
    /** 409 already cancelled, not cancellable, or already started. */
    errors: [409],
  }),
  exportMyData: endpoint({
    ...routes.exportMyData,
    response: myDataExport,
  }),
  getMeusUsos: endpoint({
    ...routes.getMeusUsos,
    body: identity,
    response: memberUsesResponse,
  }),
  reportarUso: endpoint({
    ...routes.reportarUso,
    body: reportUseBody,
    response: messageResponse,
    /** 404 not a use of this card; 409 already reported. */
    errors: [404, 409],
  }),
  getEconomia: endpoint({
    ...routes.getEconomia,
    body: identity,
    response: memberSavingsResponse,
  }),
  getAvisos: endpoint({
    ...routes.getAvisos,
    body: identity,
    response: noticesResponse,
  }),
  marcarAvisoLido: endpoint({
    ...routes.marcarAvisoLido,
    body: markNoticeReadBody,
    response: noticesResponse,
    /** 404 not a notice of this card. */
    errors: [404],
  }),
  marcarAvisosLidos: endpoint({
    ...routes.marcarAvisosLidos,
    body: identity,
    response: noticesResponse,
  }),
  getPreferenciasAvisos: endpoint({
    ...routes.getPreferenciasAvisos,
    response: noticeConsentResponse,
  }),
  salvarPreferenciasAvisos: endpoint({
    ...routes.salvarPreferenciasAvisos,
    body: saveNoticeConsentBody,
    response: noticeConsentResponse,
    /** 422 a security kind switched off. */
    errors: [422],
  }),
  getChavePush: endpoint({ ...routes.getChavePush, response: pushKeyResponse }),
  registrarPush: endpoint({
    ...routes.registrarPush,
    body: pushSubscriptionBody,
    response: messageResponse,
    /** 409 the server sends no push notifications; 422 not a browser's push service. */
    errors: [409, 422],
  }),
  removerPush: endpoint({
    ...routes.removerPush,
    body: removePushSubscriptionBody,
    response: messageResponse,
    /** 404 not a subscription of this member. */
    errors: [404],
  }),
} as const satisfies Record<RouteName, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the client sends for an endpoint (before server-side transforms). */
export type RequestBody<N extends EndpointName> = SchemaInput<
  Endpoints[N] extends { body: infer B } ? B : undefined
>;
export type RequestQuery<N extends EndpointName> = SchemaInput<
  Endpoints[N] extends { query: infer Q } ? Q : undefined
>;
/** What the server answers for an endpoint. */
export type ResponseBody<N extends EndpointName> = SchemaOutput<Endpoints[N]['response']>;
