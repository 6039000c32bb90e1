import styles from './company-logo.module.css';

/** A company's logo, or its initial on its primary colour when it has none (as the member app). */
export function CompanyLogo({
  name,
  logo,
  primary,
  contrast,
  size = 'md',
}: {
  name: string;
  logo: string;
  primary: string;
  contrast: string;
  size?: 'sm' | 'md';
}) {
  if (logo)
    return <img className={`${styles.logo} ${styles[size]}`} src={logo} alt="" loading="lazy" />;
  return (
    <span
      className={`${styles.logo} ${styles[size]} ${styles.initial}`}
      style={{ background: primary, color: contrast }}
      aria-hidden="true"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
