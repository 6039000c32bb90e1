import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { paths } from '../../config/paths';
import { HomePage } from '../../features/home/pages/home-page';
import { useKeepScreen } from '../../lib/kept-screen';

// Below the carousel: their code loads after the home's own, so the banners come first (decision 085).
const HomeBlocks = lazy(() => import('../home-blocks').then((m) => ({ default: m.HomeBlocks })));

/** The longest the blocks wait for the first banner (a slow image never holds them back for long). */
export const BLOCKS_WAIT_FOR_BANNER_MS = 1500;

/**
 * The blocks' code and calls start once the first banner has arrived (or there is none): on a slow
 * phone they would otherwise hold the main thread while the home's largest element waits to paint
 * (decision 085).
 */
function useBannersFirst() {
  const [settled, setSettled] = useState(false);
  const settle = useCallback(() => setSettled(true), []);
  useEffect(() => {
    const timer = setTimeout(settle, BLOCKS_WAIT_FOR_BANNER_MS);
    return () => clearTimeout(timer);
  }, [settle]);
  return [settled, settle] as const;
}

/** The card block's height, held while the blocks' code arrives (nothing below jumps). */
const blocksPlaceholder = <div style={{ minHeight: '9.5rem' }} aria-hidden="true" />;

/**
 * docs/product.md#home: the greeting and banners, then the blocks that apply to this member. The
 * screen is kept for the next visit's first paint once its banners show (lib/kept-screen.ts),
 * without the blocks: their stylesheets come with their code, after the home's.
 */
export function HomeScreen() {
  const [bannersSettled, settleBanners] = useBannersFirst();
  const [bannersShown, setBannersShown] = useState(false);
  const onBannersSettled = useCallback(
    (shown: boolean) => {
      settleBanners();
      if (shown) setBannersShown(true);
    },
    [settleBanners],
  );
  useKeepScreen(paths.auth.home, bannersShown);
  return (
    <HomePage onBannersSettled={onBannersSettled}>
      <div data-not-kept="" style={{ display: 'contents' }}>
        {bannersSettled ? (
          <Suspense fallback={blocksPlaceholder}>
            <HomeBlocks />
          </Suspense>
        ) : (
          blocksPlaceholder
        )}
      </div>
    </HomePage>
  );
}
