import { NEAR_ME_MAX_RADIUS_KM } from '@clube/contract';
import { LocateFixed } from 'lucide-react';
import { SelectField } from '../../../components/select-field';
import { askPosition, NEAR_ME_TEXTS, type NearMeState } from './near-me';
import styles from './discovery.module.css';

const RADII = [2, 5, 10, NEAR_ME_MAX_RADIUS_KM] as const;

/** 'Perto de mim': the position is asked for only on the tap; the message says what the list does. */
export function NearMeControls({
  state,
  onChange,
  raioKm,
  onRadius,
  leading,
}: {
  state: NearMeState;
  onChange: (state: NearMeState) => void;
  raioKm: number;
  onRadius: (km: number) => void;
  /** Other toggles shown on the same row ('Favoritos'). */
  leading?: React.ReactNode;
}) {
  const on = state.status === 'on';
  async function toggle() {
    if (on) return onChange({ status: 'off' });
    onChange({ status: 'asking' });
    onChange(await askPosition());
  }
  const message = state.status === 'off' ? null : NEAR_ME_TEXTS[state.status];
  return (
    <div className={styles.nearMe}>
      <div className={styles.nearMeRow}>
        {leading}
        <button
          type="button"
          className={styles.chip}
          aria-pressed={on}
          disabled={state.status === 'asking'}
          onClick={() => void toggle()}
        >
          <LocateFixed size={18} aria-hidden="true" />
          {NEAR_ME_TEXTS.button}
        </button>
        {on && (
          <SelectField
            label="Raio"
            value={raioKm}
            onChange={(event) => onRadius(Number(event.target.value))}
            options={RADII.map((km) => ({ value: km, label: `Até ${km} km` }))}
          />
        )}
      </div>
      <p className={styles.nearMeMessage} role="status">
        {message}
      </p>
    </div>
  );
}
