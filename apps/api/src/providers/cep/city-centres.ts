import { searchKey } from '../../lib/search-key.js';

/**
 * The centres of the state capitals (decimal degrees): where a partner with an address but no
 * coordinates is placed, so 'Perto de mim' finds it at least near its city. Known offline, like
 * the local CEP table; a city not listed leaves the partner without coordinates.
 */
const CAPITALS: readonly [string, string, number, number][] = [
  ['Rio Branco', 'AC', -9.9747, -67.8076],
  ['Maceió', 'AL', -9.6658, -35.735],
  ['Macapá', 'AP', 0.0349, -51.0694],
  ['Manaus', 'AM', -3.119, -60.0217],
  ['Salvador', 'BA', -12.9714, -38.5014],
  ['Fortaleza', 'CE', -3.7319, -38.5267],
  ['Brasília', 'DF', -15.7939, -47.8828],
  ['Vitória', 'ES', -20.3155, -40.3128],
  ['Goiânia', 'GO', -16.6869, -49.2648],
  ['São Luís', 'MA', -2.5307, -44.3068],
  ['Cuiabá', 'MT', -15.601, -56.0974],
  ['Campo Grande', 'MS', -20.4697, -54.6201],
  ['Belo Horizonte', 'MG', -19.9167, -43.9345],
  ['Belém', 'PA', -1.4558, -48.4902],
  ['João Pessoa', 'PB', -7.1195, -34.845],
  ['Curitiba', 'PR', -25.4284, -49.2733],
  ['Recife', 'PE', -8.0476, -34.877],
  ['Teresina', 'PI', -5.0892, -42.8019],
  ['Rio de Janeiro', 'RJ', -22.9068, -43.1729],
  ['Natal', 'RN', -5.7945, -35.211],
  ['Porto Alegre', 'RS', -30.0346, -51.2177],
  ['Porto Velho', 'RO', -8.7612, -63.9004],
  ['Boa Vista', 'RR', 2.8235, -60.6758],
  ['Florianópolis', 'SC', -27.5954, -48.548],
  ['São Paulo', 'SP', -23.5505, -46.6333],
  ['Aracaju', 'SE', -10.9472, -37.0731],
  ['Palmas', 'TO', -10.184, -48.3336],
];

const BY_CITY = new Map(
  CAPITALS.map(([cidade, uf, latitude, longitude]) => [
    `${searchKey(cidade)}/${uf}`,
    { latitude, longitude },
  ]),
);

/** The centre of a capital by its name (accents and case ignored) and state; else undefined. */
export function cityCentre(
  cidade: string,
  uf: string,
): { latitude: number; longitude: number } | undefined {
  return BY_CITY.get(`${searchKey(cidade.trim())}/${uf.trim().toUpperCase()}`);
}
