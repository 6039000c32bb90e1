import { formatCount } from '../../../lib/format';
import styles from './bar-chart.module.css';

export interface Bar {
  label: string;
  value: number;
}

/** At most this many day labels under the columns: every nth day is named. */
const AXIS_LABELS = 8;

/**
 * Columns over time, one per day of the period (days without data are zero, so the axis is the
 * calendar): an SVG drawn by hand, a few hundred bytes, rather than a chart library
 * (docs/decisions/049-report-charts.md). Each column names its day and value on hover; screen
 * readers get a summary, and the table beside it lists the numbers.
 */
export function ColumnChart({ bars, label }: { bars: Bar[]; label: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const width = Math.max(bars.length * 6, 120);
  const height = 120;
  const step = width / Math.max(bars.length, 1);
  const total = bars.reduce((sum, b) => sum + b.value, 0);
  const peak = bars.reduce<Bar | undefined>((p, b) => (!p || b.value > p.value ? b : p), undefined);
  const every = Math.max(1, Math.ceil(bars.length / AXIS_LABELS));
  const summary = [
    `${label}: ${bars.length} dias`,
    `total de ${formatCount(total)}`,
    peak && peak.value > 0
      ? `pico de ${formatCount(peak.value)} em ${peak.label}`
      : 'nenhum no período',
  ].join(', ');
  return (
    <figure className={styles.figure}>
      <div className={styles.plot}>
        <span className={styles.max} aria-hidden="true">
          {formatCount(max)}
        </span>
        <svg
          className={styles.columns}
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
        >
          <line className={styles.grid} x1={0} x2={width} y1={4} y2={4} />
          {bars.map((b, i) => {
            const h = (b.value / max) * (height - 4);
            return (
              <g key={b.label}>
                {/* The whole column's height answers the hover, a zero day too. */}
                <rect className={styles.hit} x={i * step} y={0} width={step} height={height}>
                  <title>{`${b.label}: ${formatCount(b.value)}`}</title>
                </rect>
                <rect
                  className={styles.bar}
                  x={i * step + step * 0.15}
                  y={height - h}
                  width={step * 0.7}
                  height={h}
                >
                  <title>{`${b.label}: ${formatCount(b.value)}`}</title>
                </rect>
              </g>
            );
          })}
        </svg>
      </div>
      <div
        className={styles.axis}
        style={{ gridTemplateColumns: `repeat(${Math.max(bars.length, 1)}, 1fr)` }}
        aria-hidden="true"
      >
        {bars.map((b, i) => (
          <span key={b.label} className={styles.tick}>
            {i % every === 0 ? b.label.slice(0, 5) : ''}
          </span>
        ))}
      </div>
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
