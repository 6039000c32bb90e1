import { useEffect, useState } from 'react';
import styles from './qr-code.module.css';

interface QrCodeProps {
  value: string;
  /** Read aloud instead of the squares. */
  label: string;
}

type Modules = boolean[][];

/** One SVG path of the dark modules, a 1×1 square each (the viewBox scales it). */
function modulesPath(modules: Modules): string {
  let d = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return d;
}

/**
 * A QR code of `value`, drawn as SVG from the matrix `uqr` encodes. The library is imported here,
 * so it is a chunk of the card screen only; the square keeps its size while it loads.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const [modules, setModules] = useState<Modules | null>(null);

  useEffect(() => {
    let current = true;
    import('uqr')
      .then(({ encode }) => {
        // Quartile correction: a cracked or dim phone screen still scans.
        if (current) setModules(encode(value, { ecc: 'Q', border: 2 }).data);
      })
      .catch(() => {
        if (current) setModules(null);
      });
    return () => {
      current = false;
    };
  }, [value]);

  const size = modules?.length ?? 0;
  return (
    <div className={styles.box} data-phase={modules ? 'drawn' : 'loading'}>
      <svg
        className={styles.squares}
        role="img"
        aria-label={label}
        aria-busy={modules ? undefined : true}
        viewBox={`0 0 ${size || 1} ${size || 1}`}
        shapeRendering="crispEdges"
      >
        {modules ? <path d={modulesPath(modules)} fill="#000000" /> : null}
      </svg>
    </div>
  );
}
