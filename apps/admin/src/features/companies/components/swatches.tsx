import { passesAA } from '@clube/contract/admin';
import { Badge } from '../../../components/page';
import styles from './swatches.module.css';

/** The three colours of a company as small chips, each named for screen readers. */
export function Swatches({
  colors,
}: {
  colors: { primary: string; secondary: string; contrast: string };
}) {
  const chips = [
    ['Primária', colors.primary],
    ['Secundária', colors.secondary],
    ['Contraste', colors.contrast],
  ] as const;
  return (
    <span className={styles.row}>
      {chips.map(([name, value]) => (
        <span
          key={name}
          className={styles.chip}
          style={{ background: value }}
          title={`${name}: ${value}`}
          role="img"
          aria-label={`${name} ${value}`}
        />
      ))}
    </span>
  );
}

/** The worse of the two contrasts of the member app's text, with AA pass or fail. */
export function ContrastBadge({
  contraste,
}: {
  contraste: { primary: number; secondary: number };
}) {
  const worst = Math.min(contraste.primary, contraste.secondary);
  const ok = passesAA(worst);
  return (
    <Badge tone={ok ? 'success' : 'warning'}>
      {ok ? 'AA' : 'Abaixo de AA'} · {worst.toFixed(2).replace('.', ',')}:1
    </Badge>
  );
}
