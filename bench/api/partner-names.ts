/**
 * Partner names like the real thing, for the benchmarks: a trade, a common proper name, sometimes a
 * suffix, and a made-up word so that names are mostly distinct. 'Zeppelin' is the rare word (one
 * partner in 5,000).
 */
const TRADES = [
  'Padaria',
  'Café',
  'Farmácia',
  'Drogaria',
  'Ótica',
  'Academia',
  'Restaurante',
  'Lanchonete',
  'Pizzaria',
  'Sorveteria',
  'Açougue',
  'Mercado',
  'Salão',
  'Barbearia',
  'Clínica',
  'Laboratório',
  'Livraria',
  'Papelaria',
  'Oficina',
  'Auto Center',
  'Pet Shop',
  'Floricultura',
  'Lavanderia',
  'Escola',
  'Curso',
  'Hotel',
  'Pousada',
  'Estúdio',
  'Confeitaria',
  'Doceria',
];
const NAMES = [
  'São João',
  'Santa Luzia',
  'Boa Vista',
  'Dona Maria',
  'Bom Preço',
  'Estrela',
  'Primavera',
  'Central',
  'do Povo',
  'Paraíso',
  'Nossa Senhora',
  'Três Irmãos',
  'Ipê Amarelo',
  'Sabiá',
  'Jardim',
  'Horizonte',
  'Aurora',
  'Girassol',
  'Pôr do Sol',
  'Vitória',
  'Esperança',
  'Ação',
  'Araçá',
  'Coração',
  'Família',
  'Bem-Estar',
  'Saúde',
  'Caminho',
  'Vale Verde',
  'Sertão',
];
const SUFFIXES = ['', '', '', 'e Cia', 'Express', 'Premium', 'da Esquina', 'Gourmet', 'Mix'];
const SYLLABLES = [
  'ba',
  'ra',
  'ni',
  'lo',
  'te',
  'mi',
  'zu',
  'ca',
  'go',
  'fe',
  'di',
  'pa',
  'vo',
  'su',
];

/** A small seeded PRNG: the same names on every run. */
export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function partnerName(i: number, random: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  if (i % 5000 === 17) return `Zeppelin ${pick(NAMES)}`;
  const word = Array.from({ length: 3 }, () => pick(SYLLABLES)).join('');
  const made = word.charAt(0).toUpperCase() + word.slice(1);
  return [pick(TRADES), pick(NAMES), made, pick(SUFFIXES)].filter(Boolean).join(' ');
}
