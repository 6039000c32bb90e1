import { z } from 'zod';

/**
 * "Baixar meus dados" (LGPD art. 18, access and portability): everything the club holds about the
 * signed-in member, as one JSON document. The call names no id: the token says whose data it is.
 */

/** Downloads a member may ask for in PRIVACY_LIMITS.exportWindowMinutes. */
export const PRIVACY_LIMITS = { exportsPerWindow: 5, exportWindowMinutes: 10 } as const;

export const PRIVACY_MESSAGES = {
  tooManyExports:
    'Você já baixou seus dados várias vezes agora. Aguarde alguns minutos e tente novamente.',
  noSignInHistory: 'O Clube não guarda o histórico de entradas no app.',
} as const;

const address = z.object({
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
});

const emergencyContact = z.object({
  ordem: z.number(),
  nome: z.string(),
  telefone: z.string(),
  parentesco: z.string(),
});

const ratingRecord = z.object({
  parceiro: z.string(),
  nota: z.number(),
  comentario: z.string(),
  criadaEm: z.string(),
});

const appointmentRecord = z.object({
  codigo: z.string(),
  dataConsulta: z.string(),
  horaInicio: z.string(),
  horaFim: z.string(),
  medico: z.string(),
  especialidade: z.string(),
  status: z.string(),
  canceladoEm: z.string(),
});

const prescriptionRecord = z.object({
  descricao: z.string(),
  medico: z.string(),
  especialidade: z.string(),
  criadaEm: z.string(),
  /** The PDF's file name, '' when there is none (the file itself opens from the app's prescriptions). */
  arquivo: z.string(),
});

const partnerAccess = z.object({ parceiro: z.string(), dia: z.string() });

/**
 * A use of a benefit registered at a partner's counter with the card: what the member sees in
 * 'Meus usos'. Money in cents (null when not typed); `desfeitoEm` '' unless the partner or an
 * operator undid it; `reporte` the member's 'Não reconheço este uso', if any. Nothing about the
 * partner's staff.
 */
const partnerUseRecord = z.object({
  parceiro: z.string(),
  registradoEm: z.string(),
  oferta: z.string(),
  valorCompraCentavos: z.number().nullable(),
  economiaCentavos: z.number().nullable(),
  desfeitoEm: z.string(),
  reporte: z.object({ comentario: z.string(), criadoEm: z.string() }).nullable(),
});

/** A card holder or a dependent, with what hangs off them. */
const exportedPerson = z.object({
  idCliente: z.number(),
  nome: z.string(),
  cpf: z.string(),
  email: z.string(),
  telefone1: z.string(),
  telefone2: z.string(),
  nascimento: z.string(),
  dataAdmissao: z.string(),
  sexo: z.string(),
  parentesco: z.string(),
  /** The photo itself as a data URL ('' when none), so the file stands on its own. */
  foto: z.string(),
  endereco: address,
  contatosEmergencia: z.array(emergencyContact),
  avaliacoes: z.array(ratingRecord),
  /** Our addition: the card's favourite partners (absent from older servers). */
  favoritos: z.array(z.object({ parceiro: z.string(), desde: z.string() })).optional(),
  /** Our addition: the notices the club sent to the card (absent from older servers). */
  avisos: z
    .array(
      z.object({
        titulo: z.string(),
        texto: z.string(),
        criadoEm: z.string(),
        lidoEm: z.string(),
      }),
    )
    .optional(),
  agendamentos: z.array(appointmentRecord),
  receitas: z.array(prescriptionRecord),
  acessosParceiros: z.array(partnerAccess),
  /** Our addition: the uses of benefits at partners' counters (absent from older servers). */
  usosEmParceiros: z.array(partnerUseRecord).optional(),
});

const invoiceRecord = z.object({
  vencimento: z.string(),
  pagoEm: z.string(),
  formaPagamento: z.string(),
  status: z.string(),
  valorCentavos: z.number(),
  boleto: z.string(),
});

const contractRecord = z.object({
  idContrato: z.number(),
  plano: z.string(),
  status: z.string(),
  formaPagamento: z.string(),
  valorMensalCentavos: z.number(),
  inicio: z.string(),
  fim: z.string(),
  faturas: z.array(invoiceRecord),
});

const exportedCard = exportedPerson.extend({
  empresa: z.string(),
  perfil: z.string(),
  numeroCarteirinha: z.string(),
  validadeCarteirinha: z.string(),
  encerradoEm: z.string(),
  dependentes: z.array(exportedPerson),
  contratos: z.array(contractRecord),
});

export const myDataExport = z.object({
  geradoEm: z.string(),
  usuario: z.object({
    login: z.string(),
    nome: z.string(),
    email: z.string(),
    telefone: z.string(),
    foto: z.string(),
    criadoEm: z.string(),
    termoAceitoEm: z.string(),
  }),
  cartoes: z.array(exportedCard),
  recuperacoesDeSenha: z.array(
    z.object({ canal: z.enum(['email', 'sms']), criadoEm: z.string(), usadoEm: z.string() }),
  ),
  historicoDeEntradas: z.string(),
  /** Our addition: the member's choices per notice kind beyond the inbox (absent from older servers). */
  preferenciasDeAvisos: z
    .array(
      z.object({ tipo: z.string(), push: z.boolean(), email: z.boolean(), alteradoEm: z.string() }),
    )
    .optional(),
  /** Our addition: the devices that receive the member's notices (absent from older servers). */
  aparelhosComNotificacoes: z
    .array(z.object({ aparelho: z.string(), criadoEm: z.string() }))
    .optional(),
});
export type MyDataExport = z.infer<typeof myDataExport>;
export type ExportedPerson = z.infer<typeof exportedPerson>;
export type ExportedCard = z.infer<typeof exportedCard>;
