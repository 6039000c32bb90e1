import { lazy, Suspense } from 'react';
import { HomePage } from '../../features/home/pages/home-page';

// Below the carousel: their code loads after the home's own, so the banners come first (decision 085).
const HomeBlocks = lazy(() => import('../home-blocks').then((m) => ({ default: m.HomeBlocks })));

/** docs/product.md#home: the greeting and banners, then the blocks that apply to this member. */
export function HomeScreen() {
  return (
    <HomePage>
      {/* The card block's height, held while the blocks' code arrives (nothing below jumps). */}
      <Suspense fallback={<div style={{ minHeight: '9.5rem' }} aria-hidden="true" />}>
        <HomeBlocks />
      </Suspense>
    </HomePage>
  );
}
