import { useState } from 'react';
import { cx } from '../lib/class-names';
import styles from './company-logo.module.css';

/** Matches --logo-padding in company-logo.module.css. */
const LOGO_PADDING_PX = 4;

interface CompanyLogoProps {
  src: string;
  name: string;
  /** Height in px; logos are wordmarks of any width, shown on a white plate. */
  height: number;
  /** Empty alt text when the company name is already written next to the logo. */
  decorative?: boolean;
  className?: string;
}

/** A company's logo, or its initial when there is none or it fails to load. */
export function CompanyLogo({
  src,
  name,
  height,
  decorative = false,
  className,
}: CompanyLogoProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span
        className={cx(styles.logo, styles.initial, className)}
        style={{ height, fontSize: height * 0.5 }}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
      >
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <span className={cx(styles.logo, className)} style={{ height }}>
      <img
        src={src}
        alt={decorative ? '' : name}
        height={height - 2 * LOGO_PADDING_PX}
        onError={() => setFailed(true)}
      />
    </span>
  );
}
