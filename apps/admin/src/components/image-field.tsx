import { PARTNER_IMAGE_BYTES, PARTNER_IMAGE_TYPES } from '@clube/contract/admin';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from './button';
import { FieldFrame } from './field';
import styles from './image-field.module.css';

/**
 * An image upload with its preview: PNG, JPEG or WEBP up to 1 MB, read as a data URL (the server
 * checks the bytes again and re-encodes it).
 */
export function ImageField({
  label,
  hint,
  value,
  error,
  wide = false,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  error?: string | undefined;
  wide?: boolean;
  onChange: (value: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(PARTNER_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setPickError('Escolha uma imagem PNG, JPEG ou WEBP.');
      return;
    }
    if (file.size > PARTNER_IMAGE_BYTES) {
      setPickError('A imagem passa de 1 MB. Reduza o tamanho e tente de novo.');
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      setPickError(null);
      onChange(String(reader.result));
    };
    reader.onerror = () => setPickError('Não foi possível ler a imagem.');
    reader.readAsDataURL(file);
  };
  return (
    <FieldFrame label={label} error={pickError ?? error} hint={hint}>
      {({ id, describedBy }) => (
        <div className={styles.row}>
          <span className={`${styles.box} ${wide ? styles.wide : ''}`}>
            {value ? (
              <img src={value} alt={`Prévia: ${label.toLowerCase()}`} className={styles.image} />
            ) : (
              <span className={styles.empty}>Sem imagem</span>
            )}
          </span>
          <input
            ref={input}
            id={id}
            type="file"
            accept={PARTNER_IMAGE_TYPES.join(',')}
            className="visually-hidden"
            aria-describedby={describedBy}
            onChange={pick}
          />
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
            {value ? 'Trocar imagem' : 'Enviar imagem'}
          </Button>
          {value ? (
            <Button variant="ghost" size="sm" onClick={() => onChange('')}>
              Remover
            </Button>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}
