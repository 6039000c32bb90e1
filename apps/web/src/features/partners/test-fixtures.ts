import type { PartnerDetail, PartnerListItem, PartnerMenuItem } from '@clube/contract';

export const MENUS: PartnerMenuItem[] = [
  { idServicoParceiro: 30, nome: 'Parceiros Nacionais', active: true },
  { idServicoParceiro: 31, nome: 'Parceiros Meu Clube', active: true },
  { idServicoParceiro: 32, nome: 'Parceiros Locais', active: true },
];

export const CATEGORIES = [
  { idCategoria: 1, nomeCategoria: 'Alimentação', logo: '/media/categoria-food' },
  { idCategoria: 2, nomeCategoria: 'Saúde', logo: '/media/categoria-health' },
];

export function makePartner(overrides: Partial<PartnerListItem> = {}): PartnerListItem {
  return {
    idParceiro: 101,
    nomeParceiro: 'Café São João',
    logo: '/media/parceiro-cafe',
    nomeCategoria: 'Alimentação',
    acesso: 12,
    desconto: '15% de desconto',
    texto: '15% de desconto em cafés especiais.',
    texto_completo: 'Café São João oferece 15% de desconto para associados e dependentes.',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<PartnerDetail> = {}): PartnerDetail {
  return {
    idParceiro: 101,
    logo: '/media/parceiro-cafe',
    banner: '/media/parceiro-cafe-banner',
    nomeParceiro: 'Café São João',
    nomeCategoria: 'Alimentação',
    acesso: 13,
    desconto: '15% de desconto',
    validade: '2026-03-05',
    link: 'https://cafe.example/clube',
    beneficio: '15% de desconto em cafés especiais',
    resgate: 'Apresente a carteirinha no caixa.',
    voucher: 'CLUBE15',
    resumo: 'Alimentação: 15% de desconto.',
    descricao: 'Atende de segunda a sábado.',
    parceriaOnline: false,
    parceriaFisica: true,
    redeSocial: '@cafesaojoao',
    carteirinha: true,
    logradouro: 'Rua Augusta',
    numero: '1120',
    bairro: 'Consolação',
    cidade: 'São Paulo',
    uf: 'SP',
    cep: '01305000',
    whatsapp: '11987654321',
    inserirAvaliacao: true,
    ...overrides,
  };
}
