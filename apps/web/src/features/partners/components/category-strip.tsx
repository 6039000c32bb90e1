import type { Category } from '@clube/contract';
import { LayoutGrid } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { afterFirstScreen } from '../../../lib/after-first-screen';
import { useHorizontalWheel } from '../use-horizontal-wheel';
import { CategoryIcon } from './category-icon';
import styles from './category-strip.module.css';

interface CategoryStripProps {
  categories: Category[];
  selected: number | null;
  onSelect: (idCategoria: number | null) => void;
}

/** Warms the browser cache with every icon once the screen is shown (docs/product.md#partner-list: icons preloaded). */
function usePreloadedIcons(urls: string[]) {
  const key = urls.join('\n');
  useEffect(
    () =>
      afterFirstScreen(() => {
        for (const url of key.split('\n')) if (url) new Image().src = url;
      }),
    [key],
  );
}

/** The exclusive menu's horizontal strip of category icons; the first chip shows every category. */
export function CategoryStrip({ categories, selected, onSelect }: CategoryStripProps) {
  const strip = useRef<HTMLUListElement>(null);
  useHorizontalWheel(strip);
  usePreloadedIcons(categories.map((c) => c.logo));

  return (
    <nav aria-label="Categorias">
      <ul className={styles.strip} ref={strip}>
        <li>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={selected === null}
            onClick={() => onSelect(null)}
          >
            <span className={styles.fallback}>
              <LayoutGrid size={24} aria-hidden="true" />
            </span>
            <span className={styles.name}>Todos</span>
          </button>
        </li>
        {categories.map((category) => (
          <li key={category.idCategoria}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={selected === category.idCategoria}
              onClick={() => onSelect(category.idCategoria)}
            >
              <CategoryIcon src={category.logo} />
              <span className={styles.name}>{category.nomeCategoria}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const PLACEHOLDER_CHIPS = 4;

/** The strip's place while its categories load: the same height, so nothing below moves. */
export function CategoryStripPlaceholder() {
  return (
    <div className={styles.placeholder} aria-hidden="true">
      <ul className={styles.strip}>
        {Array.from({ length: PLACEHOLDER_CHIPS }, (_, index) => (
          <li key={index}>
            <span className={styles.chip}>
              <span className={styles.fallback} />
              <span className={styles.name} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
