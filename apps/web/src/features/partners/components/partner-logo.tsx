import { Store } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../../../lib/class-names';
import styles from './partner-logo.module.css';

/**
 * A partner's square logo, or a shop icon when it has none or it fails to load. Its size is
 * reserved before it loads; in lists it loads as it nears the screen (`lazy`).
 */
export function PartnerLogo({
  src,
  size = 56,
  className,
  lazy = false,
}: {
  src: string;
  size?: number;
  className?: string;
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={cx(styles.logo, className)} style={{ width: size, height: size }}>
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading={lazy ? 'lazy' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <Store size={size / 2} aria-hidden="true" />
      )}
    </span>
  );
}
