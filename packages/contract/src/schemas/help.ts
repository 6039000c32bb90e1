import { z } from 'zod';
import { id } from './common.js';

export const service = z.object({ nome: z.string(), descricao: z.string() });
export type Service = z.infer<typeof service>;
export const getServicosResponse = z.array(service);

export const getAjudaEmpresaBody = z.object({ idEmpresa: id });
export const helpInfo = z.object({
  telefone1: z.string(),
  telefone2: z.string(),
  email: z.string(),
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
});
export type HelpInfo = z.infer<typeof helpInfo>;

export const sexOption = z.object({ idSexo: z.number(), nome: z.string() });
export type SexOption = z.infer<typeof sexOption>;
export const kinshipOption = z.object({ idGrauParentesco: z.number(), nome: z.string() });
export type KinshipOption = z.infer<typeof kinshipOption>;

export const faqItem = z.object({ pergunta: z.string(), resposta: z.string() });
export const faqCategory = z.object({ categoria: z.string(), conteudo: z.array(faqItem) });
export type FaqCategory = z.infer<typeof faqCategory>;
export const getFaqTotalResponse = z.array(faqCategory);
