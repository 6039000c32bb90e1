import styles from './brand-mark.module.css';

/** The product's own mark (the same drawing as public/icon.svg), shown before a company is chosen. */
export function BrandMark() {
  return (
    <span className={styles.brand}>
      <svg className={styles.symbol} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
        <rect width="512" height="512" rx="112" fill="#1f4e8c" />
        <path
          d="M335.2 176.8A112 112 0 1 0 335.2 335.2"
          fill="none"
          stroke="#fff"
          strokeWidth="56"
          strokeLinecap="round"
        />
        <circle cx="360" cy="256" r="30" fill="#f5b83d" />
      </svg>
      Clube
    </span>
  );
}
