import type { Identity, ResponseBody } from '@clube/contract';
import { api } from '../../../lib/api-client';
import { useClubStore } from '../../../lib/club-store';
import { actingIdentity } from '../../../lib/use-acting-identity';

export type BannersRequest = Identity & { idEmpresa: number };
type BannersAnswer = ResponseBody<'getBannersHome'>;

/** An early answer older than this is not used: the screen asks again. */
const EARLY_ANSWER_MS = 30_000;

let early: { key: string; at: number; answer: Promise<BannersAnswer> } | null = null;

const keyOf = (body: BannersRequest) =>
  JSON.stringify([body.idCliente, body.idPerfil, body.idEmpresa]);

/** The banners request of the chosen card, or null before a card is chosen. */
export function bannersRequest(): BannersRequest | null {
  const club = useClubStore.getState();
  const identity = actingIdentity(club);
  return identity && club.choosedCompany !== null
    ? { ...identity, idEmpresa: club.choosedCompany }
    : null;
}

/** The home's banner (its largest element): fetched at once, ahead of the carousel that shows it. */
function preloadFirstBanner({ banners }: BannersAnswer): void {
  const first = banners[0];
  if (!first || typeof Image === 'undefined') return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = first.banner;
}

/**
 * Opening the app on the home (a member already signed in): the banners call starts while the home's
 * code is still downloading, and the first banner right after its answer. The screen's query takes
 * this answer (takeEarlyBanners) instead of asking again.
 */
export function startBannersHome(): void {
  const body = bannersRequest();
  if (!body) return;
  const answer = api('getBannersHome', body);
  answer.then(preloadFirstBanner, () => undefined);
  early = { key: keyOf(body), at: Date.now(), answer };
}

/** The early answer for this request, at most once, while it is fresh. */
export function takeEarlyBanners(body: BannersRequest): Promise<BannersAnswer> | undefined {
  const taken = early;
  if (!taken || taken.key !== keyOf(body) || Date.now() - taken.at > EARLY_ANSWER_MS)
    return undefined;
  early = null;
  return taken.answer;
}
