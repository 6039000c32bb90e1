import { LIMITS } from '@clube/contract';
import { Camera, Trash2, UserRound } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { buttonClassName } from './button';
import { cx } from '../lib/class-names';
import { toast } from '../lib/toast';
import styles from './photo-picker.module.css';

/** The types the server accepts (it checks the bytes too). */
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const PHOTO_TEXTS = {
  wrongType: 'Escolha uma imagem PNG, JPEG, WEBP ou GIF.',
  tooBig: 'A foto deve ter no máximo 2 MB.',
  hint: 'PNG, JPEG, WEBP ou GIF, até 2\u00a0MB.',
} as const;

/** One message at a time for the picker, whichever form it is on. */
const PHOTO_TOAST = 'photo-picker';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

interface PhotoPickerProps {
  /** A data URL, a '/media/…' URL or '' (no photo). */
  value: string;
  onChange: (value: string) => void;
  /** The preview's text alternative, naming whose photo it is. */
  alt: string;
  disabled?: boolean;
}

export function PhotoPicker({ value, onChange, alt, disabled = false }: PhotoPickerProps) {
  const hintId = useId();

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again still fires change
    if (!file) return;
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      toast.error(PHOTO_TEXTS.wrongType, { id: PHOTO_TOAST });
      return;
    }
    if (file.size > LIMITS.photoBytes) {
      toast.error(PHOTO_TEXTS.tooBig, { id: PHOTO_TOAST });
      return;
    }
    onChange(await readAsDataUrl(file));
  }

  return (
    <div className={styles.picker}>
      <div className={styles.preview}>
        {value ? (
          <img src={value} alt={alt} className={styles.image} />
        ) : (
          <UserRound size={44} aria-hidden="true" />
        )}
      </div>
      <div className={styles.actions}>
        <label className={cx(buttonClassName('secondary'), styles.choose, disabled && styles.off)}>
          <Camera size={20} aria-hidden="true" />
          {value ? 'Trocar foto' : 'Escolher foto'}
          <input
            type="file"
            name="foto"
            accept={PHOTO_TYPES.join(',')}
            className="visually-hidden"
            aria-describedby={hintId}
            disabled={disabled}
            onChange={(event) => void handleFile(event)}
          />
        </label>
        {value && (
          <button
            type="button"
            className={buttonClassName('ghost')}
            disabled={disabled}
            onClick={() => onChange('')}
          >
            <Trash2 size={18} aria-hidden="true" />
            <span>Remover foto</span>
          </button>
        )}
        <p id={hintId} className={styles.hint}>
          {PHOTO_TEXTS.hint}
        </p>
      </div>
    </div>
  );
}
