import type { Banner } from '@clube/contract';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { cx } from '../../../lib/class-names';
import { EXTERNAL_REL, httpHref } from '../../../lib/external-link';
import styles from './banner-carousel.module.css';

/** docs/product.md#constants-and-delays: autoplay every 2500 ms, looping, one slide per view (gap 30 px, 466 px high in CSS). */
export const BANNER_AUTOPLAY_MS = 2500;
export const BANNER_ALT = 'Banner informativo';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface SlideProps {
  banner: Banner;
  index: number;
  count: number;
  onShown?: (() => void) | undefined;
}

function BannerSlide({ banner, index, count, onShown }: SlideProps) {
  const href = httpHref(banner.urli);
  const image = (
    <img
      className={styles.image}
      src={banner.banner}
      alt={banner.alt || BANNER_ALT}
      width={390}
      height={466}
      // The first banner is the home's largest element: fetched first, the others when near.
      fetchPriority={index === 0 ? 'high' : 'low'}
      loading={index === 0 ? 'eager' : 'lazy'}
      decoding={index === 0 ? 'sync' : 'async'}
      draggable={false}
      onLoad={onShown}
      onError={onShown}
    />
  );
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription="banner"
      aria-label={`${index + 1} de ${count}`}
    >
      {href ? (
        <a className={styles.link} href={href} target="_blank" rel={EXTERNAL_REL}>
          {image}
          <span className="visually-hidden">(abre em nova aba)</span>
        </a>
      ) : (
        image
      )}
    </div>
  );
}

/**
 * docs/product.md#home: the company's banners, looping on their own; dots jump to a banner.
 * `onFirstShown`: the first banner's image has arrived (or failed), so it paints next.
 */
export function BannerCarousel({
  banners,
  onFirstShown,
}: {
  banners: Banner[];
  onFirstShown?: () => void;
}) {
  const [autoplay] = useState(() =>
    // Like the original app's carousel library: a swipe or keyboard focus stops it; the button restarts it.
    Autoplay({
      delay: BANNER_AUTOPLAY_MS,
      playOnInit: !prefersReducedMotion(),
      stopOnInteraction: true,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const select = () => setSelected(embla.selectedScrollSnap());
    // Embla emits these just before it updates isPlaying(), so the event itself says the state.
    const started = () => setPlaying(true);
    const stopped = () => setPlaying(false);
    select();
    setPlaying(embla.plugins().autoplay?.isPlaying() ?? false);
    embla.on('select', select).on('autoplay:play', started).on('autoplay:stop', stopped);
    return () => {
      embla.off('select', select).off('autoplay:play', started).off('autoplay:stop', stopped);
    };
  }, [embla]);

  const toggle = useCallback(() => {
    const plugin = embla?.plugins().autoplay;
    if (!plugin) return;
    if (plugin.isPlaying()) plugin.stop();
    else plugin.play();
  }, [embla]);

  return (
    <section className={styles.carousel} aria-roledescription="carrossel" aria-label="Banners">
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {banners.map((banner, index) => (
            <BannerSlide
              key={index}
              banner={banner}
              index={index}
              count={banners.length}
              onShown={index === 0 ? onFirstShown : undefined}
            />
          ))}
        </div>
      </div>
      {banners.length > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.toggle}
            onClick={toggle}
            aria-label={playing ? 'Pausar banners' : 'Reproduzir banners'}
          >
            {playing ? (
              <Pause size={16} aria-hidden="true" />
            ) : (
              <Play size={16} aria-hidden="true" />
            )}
          </button>
          <div className={styles.dots}>
            {banners.map((_, index) => (
              <button
                key={index}
                type="button"
                className={cx(styles.dot, index === selected && styles.dotActive)}
                aria-label={`Ir para o banner ${index + 1}`}
                aria-current={index === selected || undefined}
                onClick={() => {
                  embla?.scrollTo(index);
                  embla?.plugins().autoplay?.reset();
                }}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
