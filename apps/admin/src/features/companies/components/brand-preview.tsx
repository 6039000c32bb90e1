import { companyContrast, passesAA, WCAG_AA_TEXT_CONTRAST } from '@clube/contract/admin';
import type { CSSProperties } from 'react';
import styles from './brand-preview.module.css';

const HEX = /^#[0-9a-f]{6}$/i;
const ratio = (n: number) => `${n.toFixed(2).replace('.', ',')}:1`;
const AA = ratio(WCAG_AA_TEXT_CONTRAST);

interface BrandPreviewProps {
  name: string;
  logo: string;
  colors: { primary: string; secondary: string; contrast: string };
}

/**
 * The member app's header, virtual card and buttons in the colours being edited, drawn as the
 * member app draws them (contrast text on the primary, a secondary stripe), updated on every
 * keystroke. Colours reach the page as CSS custom properties through the CSSOM (no inline style
 * attribute, so the strict CSP holds).
 */
export function BrandPreview({ name, logo, colors }: BrandPreviewProps) {
  const valid = HEX.test(colors.primary) && HEX.test(colors.secondary) && HEX.test(colors.contrast);
  const vars = {
    '--preview-primary': HEX.test(colors.primary) ? colors.primary : '#888888',
    '--preview-secondary': HEX.test(colors.secondary) ? colors.secondary : '#bbbbbb',
    '--preview-contrast': HEX.test(colors.contrast) ? colors.contrast : '#ffffff',
  } as CSSProperties;
  const initial = name.trim().charAt(0).toUpperCase() || 'C';
  const displayName = name.trim() || 'Nome da empresa';

  return (
    <figure className={styles.frame} aria-labelledby="brand-preview-caption" style={vars}>
      <figcaption id="brand-preview-caption" className={styles.caption}>
        Prévia no app do membro
      </figcaption>
      <div className={styles.phone} aria-hidden="true">
        <div className={styles.header}>
          {logo ? (
            <img className={styles.logo} src={logo} alt="" />
          ) : (
            <span className={styles.initial}>{initial}</span>
          )}
          <span className={styles.headerName}>{displayName}</span>
        </div>
        <div className={styles.body}>
          <div className={styles.card}>
            <span className={styles.kind}>Carteirinha</span>
            <span className={styles.term}>Titular</span>
            <span className={styles.holder}>Maria da Silva</span>
            <span className={styles.facts}>
              <span>Nº 000123</span>
              <span>Válida até 12/2027</span>
            </span>
          </div>
          <div className={styles.buttons}>
            <span className={styles.primaryButton}>Salvar</span>
            <span className={styles.secondaryChip}>Destaque</span>
          </div>
        </div>
      </div>
      {valid ? <ContrastReport colors={colors} /> : null}
    </figure>
  );
}

function ContrastReport({ colors }: { colors: BrandPreviewProps['colors'] }) {
  const c = companyContrast(colors);
  const problems = [
    passesAA(c.primary)
      ? null
      : `O texto na cor de contraste sobre a cor primária tem contraste ${ratio(c.primary)}, abaixo do mínimo de ${AA} (WCAG AA): o cabeçalho, a carteirinha e os botões ficam difíceis de ler.`,
    passesAA(c.secondary)
      ? null
      : `O texto na cor de contraste sobre a cor secundária tem contraste ${ratio(c.secondary)}, abaixo do mínimo de ${AA} (WCAG AA): os destaques ficam difíceis de ler.`,
  ].filter((p): p is string => p !== null);

  return (
    <div className={styles.report} aria-live="polite">
      <ul className={styles.pairs} aria-label="Contraste de cada par de cores">
        <ContrastPair label="Contraste sobre a primária" value={c.primary} />
        <ContrastPair label="Contraste sobre a secundária" value={c.secondary} />
      </ul>
      {problems.length > 0 ? (
        <div className={styles.warning} role="alert">
          <strong>Atenção ao contraste</strong>
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ) : (
        <p className={styles.ok}>O texto passa no nível AA da WCAG nas duas cores.</p>
      )}
    </div>
  );
}

/** One text/background pair: its ratio and whether it reaches AA. */
function ContrastPair({ label, value }: { label: string; value: number }) {
  const ok = passesAA(value);
  return (
    <li className={styles.pair}>
      <span>{label}</span>
      <strong>{ratio(value)}</strong>
      <span className={ok ? styles.pass : styles.fail}>{ok ? 'AA' : 'Abaixo de AA'}</span>
    </li>
  );
}
