import { Tag } from 'lucide-react';
import { useState } from 'react';
import styles from './category-strip.module.css';

/** A category's icon, or a default one when it has none or it fails to load (docs/product.md#partner-list). */
export function CategoryIcon({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className={styles.fallback} data-testid="category-icon-fallback">
        <Tag size={24} aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      className={styles.image}
      src={src}
      alt=""
      width={56}
      height={56}
      onError={() => setFailed(true)}
    />
  );
}
