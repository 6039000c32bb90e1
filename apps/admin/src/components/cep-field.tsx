import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { adminApi } from '../lib/api-client';
import { errorMessage } from '../lib/api-error';
import { Button } from './button';
import styles from './cep-field.module.css';
import { TextField } from './field';

/** The address a CEP gives, in the forms' field names. */
export interface CepAddress {
  logradouro: string;
  bairro: string;
  cidade: string;
  uf: string;
}

interface CepFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  /** The CEP as typed now (the form's value). */
  getCep: () => string;
  /** Fills the form's address with what the CEP gives. */
  onFound: (address: CepAddress) => void;
}

/**
 * A CEP with its 'Buscar CEP' button: the API's CEP lookup (the same one the member app uses) fills
 * street, district, city and state; a CEP it does not know is said under the field.
 */
export function CepField({ error, getCep, onFound, ...input }: CepFieldProps) {
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({
    busy: false,
    message: null,
  });
  const find = async () => {
    const cep = getCep().replace(/\D/g, '');
    if (cep.length !== 8) return setState({ busy: false, message: 'Digite os 8 dígitos do CEP.' });
    setState({ busy: true, message: null });
    try {
      const found = await adminApi('adminCep', { query: { cep } });
      onFound({
        logradouro: found.logradouro,
        bairro: found.bairro,
        cidade: found.localidade,
        uf: found.uf,
      });
      setState({ busy: false, message: null });
    } catch (e) {
      setState({ busy: false, message: errorMessage(e) });
    }
  };
  return (
    <div className={styles.row}>
      <TextField
        label="CEP"
        inputMode="numeric"
        error={error ?? state.message ?? undefined}
        {...input}
      />
      <Button variant="secondary" size="sm" busy={state.busy} onClick={() => void find()}>
        Buscar CEP
      </Button>
    </div>
  );
}
