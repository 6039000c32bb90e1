import { useEffect, useRef, useState } from 'react';
import styles from './barcode.module.css';

interface BarcodeProps {
  value: string;
  /** Read aloud instead of the bars. */
  label: string;
}

type Phase = 'loading' | 'drawn' | 'failed';

/**
 * A CODE128 barcode of `value`, drawn as SVG by jsbarcode. The library is imported here, so it is
 * a chunk of this screen only; the box keeps its size while it loads (no layout shift).
 */
export function Barcode({ value, label }: BarcodeProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [phase, setPhase] = useState<Phase>('loading');

  useEffect(() => {
    let current = true;
    setPhase('loading');
    import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (!current || !svg.current) return;
        JsBarcode(svg.current, value, {
          format: 'CODE128',
          displayValue: false,
          margin: 0,
          height: 100,
          width: 2,
          background: 'transparent',
          lineColor: '#000000',
        });
        // Stretched to the box's width: wider bars scan more easily.
        svg.current.setAttribute('preserveAspectRatio', 'none');
        setPhase('drawn');
      })
      .catch(() => {
        if (current) setPhase('failed');
      });
    return () => {
      current = false;
    };
  }, [value]);

  return (
    <div className={styles.box} data-phase={phase}>
      <svg
        ref={svg}
        className={styles.bars}
        role="img"
        aria-label={label}
        aria-busy={phase === 'loading' || undefined}
      />
    </div>
  );
}
