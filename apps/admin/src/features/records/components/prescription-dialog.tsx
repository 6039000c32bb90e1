import {
  PRESCRIPTION_MAX_BYTES,
  prescriptionBody,
  type PrescriptionBody,
} from '@clube/contract/admin';
import { useState } from 'react';
import { z } from 'zod';
import { TextField } from '../../../components/field';
import { fieldError, FormDialog, useRecordForm, type DialogProps } from './form-dialog';
import { PersonField, type Person } from './person-field';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('read'));
    reader.readAsDataURL(file);
  });

/** What the form holds: the contract's texts, and the chosen file (read into a data URL on send). */
const prescriptionForm = prescriptionBody.omit({ arquivo: true, idDependente: true }).extend({
  arquivo: z
    .custom<FileList | null>(
      (files) => files instanceof FileList && files.length > 0,
      'escolha o arquivo PDF da receita',
    )
    .refine(
      (files) => (files?.[0]?.size ?? 0) <= PRESCRIPTION_MAX_BYTES,
      'arquivo muito grande (máximo 2 MB)',
    ),
});
type PrescriptionForm = z.input<typeof prescriptionForm>;

const BLANK: PrescriptionForm = { descricao: '', medico: '', especialidade: '', arquivo: null };

/** A prescription PDF for the holder or a dependent (the server checks its bytes). */
export function PrescriptionDialog({
  people,
  onSave,
  ...frame
}: DialogProps<PrescriptionBody> & { people: Person[] }) {
  const [who, setWho] = useState(0);
  const send = async ({ arquivo, ...texts }: PrescriptionForm) => {
    const dataUrl = await readAsDataUrl(arquivo![0]!);
    // The server checks the bytes; the browser may name a PDF's type differently.
    const pdf = dataUrl.replace(/^data:[^;]*;/, 'data:application/pdf;');
    onSave({ ...texts, arquivo: pdf, ...(who ? { idDependente: who } : {}) });
  };
  const {
    register,
    errors: e,
    error,
    onSubmit,
  } = useRecordForm(prescriptionForm, BLANK, undefined, {
    ...frame,
    onSave: (values) => void send(values),
  });
  return (
    <FormDialog
      id="prescription-form"
      title="Enviar receita"
      onSubmit={onSubmit}
      {...frame}
      error={error}
    >
      <PersonField people={people} value={who} onChange={setWho} />
      <TextField label="Descrição" error={fieldError(e, 'descricao')} {...register('descricao')} />
      <TextField label="Médico" error={fieldError(e, 'medico')} {...register('medico')} />
      <TextField
        label="Especialidade"
        error={fieldError(e, 'especialidade')}
        {...register('especialidade')}
      />
      <TextField
        label="Arquivo PDF"
        type="file"
        accept="application/pdf,.pdf"
        hint="Somente PDF, até 2 MB."
        error={fieldError(e, 'arquivo')}
        {...register('arquivo')}
      />
    </FormDialog>
  );
}
