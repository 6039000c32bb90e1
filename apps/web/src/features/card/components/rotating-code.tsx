import {
  CARD_CODE_STEP_SECONDS,
  cardCodeAtStep,
  cardCodeSecondsLeft,
  cardCodeStep,
  cardQrPayload,
} from '@clube/contract';
import { useId, useMemo } from 'react';
import { useCodeClock } from '../use-code-clock';
import { QrCode } from './qr-code';
import styles from './rotating-code.module.css';

interface RotatingCodeProps {
  /** The card's base32 secret, kept on the device with the card. */
  secret: string;
  cardNumber: string;
}

/** "123456" → "123 456": easier to read out at a counter. */
const grouped = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;
/** "123456" → "1 2 3 4 5 6": a screen reader reads each digit, not "one hundred twenty…". */
const spoken = (code: string) => code.split('').join(' ');

/**
 * The card's proof for a partner: a QR code and a 6-digit code, derived on the device from the
 * card's secret for each 30-second window (no network needed), with the window's countdown.
 */
export function RotatingCode({ secret, cardNumber }: RotatingCodeProps) {
  const now = useCodeClock();
  const step = cardCodeStep(now);
  const code = useMemo(() => cardCodeAtStep(secret, step), [secret, step]);
  const secondsLeft = cardCodeSecondsLeft(now);
  const hintId = useId();

  return (
    <section className={styles.box} aria-labelledby={hintId}>
      <QrCode
        value={cardQrPayload(cardNumber, code)}
        label={`QR code da carteirinha, código ${spoken(code)}`}
      />
      {/* Live only here, so a screen reader hears the new code once per window, not the countdown. */}
      <p className={styles.code} aria-live="polite" aria-atomic="true">
        <span className="visually-hidden">Código: {spoken(code)}</span>
        <span aria-hidden="true" data-testid="card-code">
          {grouped(code)}
        </span>
      </p>
      <p id={hintId} className={styles.hint}>
        Mostre este código no parceiro
      </p>
      <div className={styles.countdown}>
        <progress
          className={styles.bar}
          max={CARD_CODE_STEP_SECONDS}
          value={secondsLeft}
          aria-label="Tempo até o próximo código"
          aria-valuetext={`${secondsLeft} segundos`}
        />
        <span className={styles.seconds} role="timer">
          Novo código em {secondsLeft} s
        </span>
      </div>
    </section>
  );
}
