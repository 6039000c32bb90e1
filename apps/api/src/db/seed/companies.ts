import type { SeedContext } from './context.js';
import { bannerSvg, cardFooterSvg, companyLogoSvg, demoPageSvg } from './svg.js';
import type { BannerArt, Palette } from './svg.js';

export type CompanyKey = 'viva' | 'conecta' | 'amigo';
export type CompanyIds = Record<CompanyKey, number>;

interface CompanyDef {
  key: CompanyKey;
  nome: string;
  palette: Palette;
  tadodoi: 0 | 1;
  createDependents: 0 | 1;
  atendimentoLiberado: 0 | 1;
  pet: boolean;
  treinos: boolean;
  cardFooter: string;
  help: {
    telefone1: string;
    telefone2: string;
    email: string;
    cep: string;
    logradouro: string;
    numero: string;
    complemento: string;
    bairro: string;
    cidade: string;
    uf: string;
  };
  banners: (BannerArt & { page?: string })[];
  services: [nome: string, descricao: string][];
}

export const COMPANIES: readonly CompanyDef[] = [
  {
    key: 'viva',
    nome: 'Viva Mais Benefícios',
    palette: { primary: '#0b6e4f', secondary: '#f2c14e', contrast: '#ffffff' },
    tadodoi: 1,
    createDependents: 1,
    atendimentoLiberado: 1,
    pet: true,
    treinos: true,
    cardFooter: 'Válida em todo o território nacional',
    help: {
      telefone1: '11987650000',
      telefone2: '1130001000',
      email: 'atendimento@vivamais.exemplo.com.br',
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: 'Conjunto 101',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
    },
    banners: [
      {
        tag: 'Tá Dodói?',
        title: 'Telemedicina 24 horas',
        text: 'Consulte um médico pelo celular, sem sair de casa e sem custo extra.',
        cta: 'Saiba mais',
        page: 'telemedicina',
      },
      {
        tag: 'Parceiros',
        title: 'Até 30% de desconto em farmácias',
        text: 'Apresente sua carteirinha virtual nas farmácias parceiras.',
      },
      {
        tag: 'Campanha',
        title: 'Vacinação contra a gripe',
        text: 'Associados e dependentes têm condições especiais nas clínicas parceiras.',
        cta: 'Ver clínicas',
        page: 'vacinacao',
      },
      {
        tag: 'Novidade',
        title: 'Cadastre seus dependentes',
        text: 'Inclua cônjuge e filhos pelo app e amplie seus benefícios.',
      },
    ],
    services: [
      [
        'Telemedicina 24 horas',
        'Atendimento médico por vídeo a qualquer hora, para o titular e os dependentes.',
      ],
      ['Seguro de vida', 'Cobertura por morte acidental de R$ 20.000,00 para o titular.'],
      [
        'Assistência funeral',
        'Assistência funeral familiar em todo o Brasil, com atendimento 24 horas.',
      ],
      [
        'Descontos em farmácias',
        'Descontos de até 30% em medicamentos nas farmácias da rede parceira.',
      ],
      [
        'Clube de vantagens',
        'Mais de 40 parceiros com descontos em alimentação, educação, lazer e serviços.',
      ],
    ],
  },
  {
    key: 'conecta',
    nome: 'Conecta Saúde Clube',
    palette: { primary: '#1d4ed8', secondary: '#38bdf8', contrast: '#ffffff' },
    tadodoi: 1,
    createDependents: 0,
    atendimentoLiberado: 1,
    pet: false,
    treinos: false,
    cardFooter: 'Conecta Saúde: cuidando de você',
    help: {
      telefone1: '31988776655',
      telefone2: '3132104500',
      email: 'contato@conectasaude.exemplo.com.br',
      cep: '30140010',
      logradouro: 'Praça da Liberdade',
      numero: '450',
      complemento: '2º andar',
      bairro: 'Funcionários',
      cidade: 'Belo Horizonte',
      uf: 'MG',
    },
    banners: [
      {
        tag: 'Saúde',
        title: 'Check-up anual com desconto',
        text: 'Exames laboratoriais com preços especiais para associados.',
        cta: 'Agendar',
        page: 'check-up',
      },
      {
        tag: 'Bem-estar',
        title: 'Apoio psicológico online',
        text: 'Sessões com psicólogos pelo app, com sigilo e conforto.',
      },
      {
        tag: 'Parceiros',
        title: 'Sabores de Minas com desconto',
        text: 'Restaurantes e cafés parceiros em Belo Horizonte.',
      },
    ],
    services: [
      ['Telemedicina', 'Consultas por vídeo com clínico geral e especialistas.'],
      ['Apoio psicológico', 'Até quatro sessões mensais com psicólogos credenciados.'],
      ['Orientação nutricional', 'Acompanhamento com nutricionista por vídeo.'],
      ['Desconto em exames', 'Exames laboratoriais e de imagem com até 40% de desconto.'],
    ],
  },
  {
    key: 'amigo',
    nome: 'Rede Amigo Servidor',
    palette: { primary: '#7c3aed', secondary: '#f97316', contrast: '#ffffff' },
    tadodoi: 0,
    createDependents: 1,
    atendimentoLiberado: 0,
    pet: false,
    treinos: false,
    cardFooter: '',
    help: {
      telefone1: '41999887766',
      telefone2: '4133224400',
      email: 'associado@redeamigo.exemplo.com.br',
      cep: '80020310',
      logradouro: 'Rua XV de Novembro',
      numero: '700',
      complemento: '',
      bairro: 'Centro',
      cidade: 'Curitiba',
      uf: 'PR',
    },
    banners: [
      {
        tag: 'Associado',
        title: 'Bem-vindo à Rede Amigo',
        text: 'Seu cartão de benefícios agora está no celular.',
      },
      {
        tag: 'Educação',
        title: 'Cursos com até 50% de desconto',
        text: 'Idiomas, cursos técnicos e graduação a distância.',
        cta: 'Conhecer',
        page: 'cursos',
      },
      {
        tag: 'Lazer',
        title: 'Fim de semana em família',
        text: 'Hotéis, parques e cinemas parceiros com preços especiais.',
      },
    ],
    services: [
      ['Clube de descontos', 'Descontos em comércio local e em parceiros nacionais.'],
      [
        'Assistência residencial',
        'Chaveiro, eletricista e encanador em caso de emergência, duas vezes por ano.',
      ],
      ['Auxílio educação', 'Bolsas de estudo de até 50% em instituições parceiras.'],
    ],
  },
];

/** Links that would lead to other services point to local stand-in pages (no external URL). */
export function seedSharedPages({ media }: SeedContext): {
  parceirosNacionais: string;
  pet: string;
  treinos: string;
} {
  return {
    parceirosNacionais: media.svg(
      'demo-parceiros-nacionais',
      demoPageSvg(
        'Parceiros Nacionais',
        'Aqui abriria o portal de parceiros nacionais, com descontos em grandes redes de todo o Brasil.',
        '#0f766e',
      ),
    ),
    pet: media.svg(
      'demo-telemedicina-pet',
      demoPageSvg(
        'Telemedicina Pet',
        'Aqui abriria a teleorientação veterinária para o seu pet, 24 horas por dia.',
        '#b45309',
      ),
    ),
    treinos: media.svg(
      'demo-treinos',
      demoPageSvg(
        'Treinos',
        'Aqui abriria a plataforma de treinos em vídeo com planos para todos os níveis.',
        '#be123c',
      ),
    ),
  };
}

export async function seedCompanies(ctx: SeedContext): Promise<CompanyIds> {
  const { db, media } = ctx;
  const pages = seedSharedPages(ctx);
  const ids: Partial<CompanyIds> = {};

  for (const company of COMPANIES) {
    const logo = media.svg(`logo-${company.key}`, companyLogoSvg(company.nome, company.palette));
    const footer = company.cardFooter
      ? media.svg(
          `carteirinha-rodape-${company.key}`,
          cardFooterSvg(company.cardFooter, company.palette),
        )
      : '';
    const { id } = await db
      .insertInto('empresa')
      .values({
        nome: company.nome,
        logo,
        cor_primaria: company.palette.primary,
        cor_secundaria: company.palette.secondary,
        cor_contraste: company.palette.contrast,
        tadodoi: company.tadodoi,
        create_dependents: company.createDependents,
        atendimento_liberado: company.atendimentoLiberado,
        link_pet: company.pet ? pages.pet : '',
        link_treinos: company.treinos ? pages.treinos : '',
        link_parceiro_nacional: pages.parceirosNacionais,
        imagem_rodape_carteirinha: footer,
        ajuda_telefone1: company.help.telefone1,
        ajuda_telefone2: company.help.telefone2,
        ajuda_email: company.help.email,
        ajuda_cep: company.help.cep,
        ajuda_logradouro: company.help.logradouro,
        ajuda_numero: company.help.numero,
        ajuda_complemento: company.help.complemento,
        ajuda_bairro: company.help.bairro,
        ajuda_cidade: company.help.cidade,
        ajuda_uf: company.help.uf,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[company.key] = id;

    await db
      .insertInto('banner')
      .values(
        company.banners.map((art, i) => ({
          empresa_id: id,
          imagem: media.svg(`banner-${company.key}-${i + 1}`, bannerSvg(art, company.palette, i)),
          link: art.page
            ? media.svg(
                `demo-campanha-${company.key}-${art.page}`,
                demoPageSvg(art.title, art.text, company.palette.primary),
              )
            : '',
          ordem: i + 1,
        })),
      )
      .execute();

    await db
      .insertInto('servico')
      .values(
        company.services.map(([nome, descricao], i) => ({
          empresa_id: id,
          nome,
          descricao,
          ordem: i + 1,
        })),
      )
      .execute();
  }
  return { viva: required(ids.viva), conecta: required(ids.conecta), amigo: required(ids.amigo) };
}

function required(id: number | undefined): number {
  if (id === undefined) throw new Error('company not seeded');
  return id;
}
