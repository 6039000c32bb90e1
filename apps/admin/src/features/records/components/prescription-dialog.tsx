import { PRESCRIPTION_MAX_BYTES, type PrescriptionBody } from '@clube/contract/admin';
import { useState, type ChangeEvent } from 'react';
import { TextField } from '../../../components/field';
import { Notice } from '../../../components/state-message';
import { FormDialog, type DialogProps } from './form-dialog';
import { PersonField, type Person } from './person-field';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('read'));
    reader.readAsDataURL(file);
  });

/** A prescription PDF for the holder or a dependent (the server checks its bytes). */
export function PrescriptionDialog({
  people,
  onSave,
  ...frame
}: DialogProps<PrescriptionBody> & { people: Person[] }) {
  const [who, setWho] = useState(0);
  const [fields, setFields] = useState({ descricao: '', medico: '', especialidade: '' });
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const submit = async () => {
    if (!file) return setProblem('Escolha o arquivo PDF da receita.');
    if (file.size > PRESCRIPTION_MAX_BYTES)
      return setProblem('Arquivo muito grande (máximo 2 MB).');
    const dataUrl = await readAsDataUrl(file);
    // The server checks the bytes; the browser may name a PDF's type differently.
    const arquivo = dataUrl.replace(/^data:[^;]*;/, 'data:application/pdf;');
    setProblem('');
    onSave({ ...fields, arquivo, ...(who ? { idDependente: who } : {}) });
  };
  const set = (name: keyof typeof fields) => (ev: ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [name]: ev.target.value }));
  return (
    <FormDialog
      id="prescription-form"
      title="Enviar receita"
      onSubmit={(ev) => {
        ev.preventDefault();
        void submit();
      }}
      {...frame}
    >
      {problem ? (
        <Notice tone="error" role="alert">
          {problem}
        </Notice>
      ) : null}
      <PersonField people={people} value={who} onChange={setWho} />
      <TextField label="Descrição" value={fields.descricao} onChange={set('descricao')} />
      <TextField label="Médico" value={fields.medico} onChange={set('medico')} />
      <TextField
        label="Especialidade"
        value={fields.especialidade}
        onChange={set('especialidade')}
      />
      <TextField
        label="Arquivo PDF"
        type="file"
        accept="application/pdf,.pdf"
        hint="Somente PDF, até 2 MB."
        onChange={(ev) => setFile(ev.target.files?.[0] ?? null)}
      />
    </FormDialog>
  );
}
