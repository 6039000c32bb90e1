import { formatCount } from '../../../lib/format';
import styles from './bar-chart.module.css';

export interface Bar {
  label: string;
  value: number;
}

/**
 * Columns over time (one per day): an SVG drawn by hand, a few hundred bytes, rather than a chart
 * library (docs/decisions/049-report-charts.md). The numbers are in the table beside it and in its
 * CSV; the chart has a text summary for screen readers.
 */
export function ColumnChart({ bars, label }: { bars: Bar[]; label: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const width = Math.max(bars.length * 6, 120);
  const height = 120;
  const step = width / Math.max(bars.length, 1);
  const peak = bars.reduce<Bar | undefined>((p, b) => (!p || b.value > p.value ? b : p), undefined);
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.columns}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${label}: ${bars.length} dias${peak ? `, pico de ${formatCount(peak.value)} em ${peak.label}` : ''}`}
      >
        {bars.map((b, i) => {
          const h = (b.value / max) * (height - 4);
          return (
            <rect
              key={b.label}
              x={i * step + step * 0.15}
              y={height - h}
              width={step * 0.7}
              height={h}
            >
              <title>{`${b.label}: ${formatCount(b.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className={styles.caption}>
        <span>{bars[0]?.label}</span>
        <span>{bars.at(-1)?.label}</span>
      </figcaption>
    </figure>
  );
}

/** Horizontal bars for a ranking (top partners, categories), the value written beside each. */
export function RankingChart({ bars, label }: { bars: Bar[]; label: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <ul className={styles.ranking} aria-label={label}>
      {bars.map((b) => (
        <li key={b.label}>
          <span className={styles.rankLabel}>{b.label}</span>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.fill} style={{ width: `${(b.value / max) * 100}%` }} />
          </span>
          <span className={styles.rankValue}>{formatCount(b.value)}</span>
        </li>
      ))}
    </ul>
  );
}
