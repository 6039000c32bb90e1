import type { Identity, ResponseBody } from '@clube/contract';
import { api } from '../../../lib/api-client';
import { useClubStore } from '../../../lib/club-store';
import { startEarly, takeEarly } from '../../../lib/early-answer';
import { actingIdentity } from '../../../lib/use-acting-identity';

export type BannersRequest = Identity & { idEmpresa: number };
type BannersAnswer = ResponseBody<'getBannersHome'>;

const keyOf = (body: BannersRequest) =>
  `getBannersHome/${body.idCliente}/${body.idPerfil}/${body.idEmpresa}`;

/**
 * The home's banner (its largest element): fetched at once, ahead of the carousel that shows it.
 * Not where the page shows the home kept from the last visit: its banner is drawn there already,
 * and the page asks for its address after the app's code (decisions 137, 138), which this request
 * would otherwise get ahead of.
 */
function preloadFirstBanner({ banners }: BannersAnswer): void {
  const first = banners[0];
  const keptScreenShows = document.documentElement.classList.contains('show-kept-screen');
  if (!first || typeof Image === 'undefined' || keptScreenShows) return;
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
  const club = useClubStore.getState();
  const identity = actingIdentity(club);
  if (!identity || club.choosedCompany === null) return;
  const body = { ...identity, idEmpresa: club.choosedCompany };
  startEarly(keyOf(body), () => api('getBannersHome', body))?.then(
    preloadFirstBanner,
    () => undefined,
  );
}

export function takeEarlyBanners(body: BannersRequest): Promise<BannersAnswer> | undefined {
  return takeEarly(keyOf(body));
}
