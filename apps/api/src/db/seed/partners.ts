import { cityCentre } from '../../providers/cep/city-centres.js';
import { EXCLUSIVE_MENU_NAME, PARTNER_TYPES } from '@clube/contract';
import { searchKey } from '../../lib/search-key.js';
import { indexPartnerNames } from '../../modules/partners/search-index.js';
import type { NewParceiro } from '../schema.js';
import { addressOf } from './ceps.js';
import { COMPANIES } from './companies.js';
import type { CompanyIds, CompanyKey } from './companies.js';
import type { SeedContext } from './context.js';
import { addDays } from './dates.js';
import { CATEGORIES, PARTNERS } from './partners-data.js';
import type { CategoryKey, PartnerDef, PartnerKind } from './partners-data.js';
import { categoryIconSvg, demoPageSvg, partnerBannerSvg, partnerLogoSvg } from './svg.js';

/** Partner ids by name. */
export type PartnerIds = Map<string, number>;

const MENUS: readonly { tipo: 0 | 1 | 2; nome: string; kind: PartnerKind }[] = [
  { tipo: PARTNER_TYPES.national, nome: 'Parceiros Nacionais', kind: 'national' },
  { tipo: PARTNER_TYPES.exclusive, nome: EXCLUSIVE_MENU_NAME, kind: 'exclusive' },
  { tipo: PARTNER_TYPES.local, nome: 'Parceiros Locais', kind: 'local' },
];

/** The company whose national-partner menu is switched off, so the web's "active" rule is exercised. */
const NATIONAL_MENU_OFF: CompanyKey = 'conecta';

const DDD: Record<string, string> = { SP: '11', MG: '31', PR: '41' };

function slug(text: string): string {
  return searchKey(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function partnerRow(
  def: PartnerDef,
  index: number,
  ctx: SeedContext,
  categoryIds: Map<CategoryKey, number>,
  onlineRedeemPage: string,
): NewParceiro {
  const { media, random, today } = ctx;
  const key = slug(def.nome);
  const category = CATEGORIES.find((c) => c.key === def.categoria);
  const categoriaId = categoryIds.get(def.categoria);
  if (category === undefined || categoriaId === undefined)
    throw new Error(`unknown category ${def.categoria}`);
  const local = def.kind === 'local';
  const address = def.endereco ? addressOf(def.endereco[0]) : undefined;
  const voucher =
    local || index % 3 !== 0
      ? `CLUBE${key.replace(/-/g, '').slice(0, 4).toUpperCase()}${10 + (index % 40)}`
      : '';
  const offer = `${def.desconto} ${def.oferta}`;
  const redeem = local
    ? 'Apresente a carteirinha virtual do app no caixa, antes de pagar, junto com um documento com foto.'
    : voucher
      ? `Use o cupom ${voucher} na finalização da compra no site ou no aplicativo do parceiro.`
      : 'Acesse o link do benefício e identifique-se com o CPF do titular.';

  return {
    nome: def.nome,
    nome_busca: searchKey(def.nome),
    categoria_id: categoriaId,
    logo: media.svg(`parceiro-${key}-logo`, partnerLogoSvg(def.nome, category.color)),
    banner: media.svg(
      `parceiro-${key}-banner`,
      partnerBannerSvg(def.nome, def.desconto, category.color, index),
    ),
    desconto: def.desconto,
    texto: `${offer}.`,
    texto_completo:
      `${def.nome} oferece ${offer.charAt(0).toLowerCase()}${offer.slice(1)} para associados e dependentes. ` +
      `${redeem} Desconto não cumulativo com outras promoções; consulte as condições com o parceiro.`,
    validade: index % 4 === 3 ? null : addDays(today, 60 + random.int(0, 300)),
    link: local ? '' : onlineRedeemPage,
    beneficio: offer,
    resgate: redeem,
    voucher,
    resumo: `${category.nome}: ${def.desconto.toLowerCase()} ${def.oferta}.`,
    descricao: local
      ? `${def.nome} atende em ${address?.bairro ?? ''}, ${address?.cidade ?? ''}, com atendimento de segunda a sábado.`
      : `${def.nome} atende todo o Brasil pelos canais online, com entrega ou acesso digital.`,
    parceria_online: local ? 0 : 1,
    parceria_fisica: local || index % 5 === 0 ? 1 : 0,
    rede_social: `@${key.replace(/-/g, '')}`,
    carteirinha: local ? 1 : 0,
    logradouro: address?.logradouro ?? '',
    numero: def.endereco?.[1] ?? '',
    bairro: address?.bairro ?? '',
    cidade: address?.cidade ?? '',
    uf: address?.uf ?? '',
    cep: address?.cep ?? '',
    whatsapp: address ? `${DDD[address.uf] ?? '11'}9${random.int(7000_0000, 9999_9999)}` : '',
    acessos: random.int(3, 480),
    ...demoPosition(address, index),
  };
}

/** A local partner near its city's centre, spread by its index (no random draw: the rest of the seed stays as it was). */
function demoPosition(address: { cidade: string; uf: string } | undefined, index: number) {
  const centre = address && cityCentre(address.cidade, address.uf);
  if (!centre) return {};
  return {
    latitude: Number((centre.latitude + (((index * 37) % 11) - 5) * 0.004).toFixed(5)),
    longitude: Number((centre.longitude + (((index * 53) % 13) - 6) * 0.004).toFixed(5)),
  };
}

export async function seedPartners(ctx: SeedContext, companies: CompanyIds): Promise<PartnerIds> {
  const { db, media } = ctx;

  const categoryIds = new Map<CategoryKey, number>();
  for (const category of CATEGORIES) {
    const { id } = await db
      .insertInto('categoria')
      .values({
        nome: category.nome,
        logo: media.svg(
          `categoria-${category.key}`,
          categoryIconSvg(category.nome, category.key, category.color),
        ),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(category.key, id);
  }

  const onlineRedeemPage = media.svg(
    'demo-resgate-online',
    demoPageSvg(
      'Resgate online',
      'Aqui abriria a loja do parceiro, com o cupom do clube já aplicado.',
      '#0f766e',
    ),
  );
  const partnerIds: PartnerIds = new Map();
  for (const [index, def] of PARTNERS.entries()) {
    const { id } = await db
      .insertInto('parceiro')
      .values(partnerRow(def, index, ctx, categoryIds, onlineRedeemPage))
      .returning('id')
      .executeTakeFirstOrThrow();
    partnerIds.set(def.nome, id);
  }
  await indexPartnerNames(
    db,
    [...partnerIds].map(([nome, id]) => ({ id, nome })),
  );

  const partnerId = (nome: string): number => {
    const id = partnerIds.get(nome);
    if (id === undefined) throw new Error(`partner ${nome} is not seeded`);
    return id;
  };
  for (const { key: companyKey } of COMPANIES) {
    const empresaId = companies[companyKey];
    for (const menu of MENUS) {
      const { id: menuId } = await db
        .insertInto('menu_parceiro')
        .values({
          empresa_id: empresaId,
          tipo: menu.tipo,
          nome: menu.nome,
          ativo: menu.kind === 'national' && companyKey === NATIONAL_MENU_OFF ? 0 : 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const links = PARTNERS.filter(
        (p) => p.kind === menu.kind && p.companies.includes(companyKey),
      ).map((p) => ({
        parceiro_id: partnerId(p.nome),
        menu_parceiro_id: menuId,
      }));
      if (links.length > 0) await db.insertInto('parceiro_menu').values(links).execute();
    }
  }
  return partnerIds;
}
