import { appointmentBody, type AppointmentBody } from '@clube/contract/admin';
import { useState } from 'react';
import { SelectField, TextField } from '../../../components/field';
import { fieldError, FormDialog, useRecordForm, type DialogProps } from './form-dialog';
import { PersonField, type Person } from './person-field';

const BLANK: AppointmentBody = {
  data: '',
  inicio: '',
  fim: '',
  medico: '',
  especialidade: '',
  urlVideo: '',
  cancelavel: true,
};

/** A telemedicine appointment for the holder or a dependent. */
export function AppointmentDialog({
  people,
  onSave,
  ...frame
}: DialogProps<AppointmentBody> & { people: Person[] }) {
  const [who, setWho] = useState(0);
  const {
    register,
    errors: e,
    error,
    onSubmit,
  } = useRecordForm(appointmentBody, BLANK, undefined, {
    ...frame,
    onSave: (body: AppointmentBody) => onSave({ ...body, ...(who ? { idDependente: who } : {}) }),
  });
  return (
    <FormDialog
      id="appointment-form"
      title="Novo agendamento"
      onSubmit={onSubmit}
      {...frame}
      error={error}
    >
      <PersonField people={people} value={who} onChange={setWho} />
      <TextField label="Data" type="date" error={fieldError(e, 'data')} {...register('data')} />
      <TextField
        label="Início"
        type="time"
        error={fieldError(e, 'inicio')}
        {...register('inicio')}
      />
      <TextField label="Fim" type="time" error={fieldError(e, 'fim')} {...register('fim')} />
      <TextField label="Médico" error={fieldError(e, 'medico')} {...register('medico')} />
      <TextField
        label="Especialidade"
        error={fieldError(e, 'especialidade')}
        {...register('especialidade')}
      />
      <TextField
        label="Link da videochamada"
        hint="https://…"
        error={fieldError(e, 'urlVideo')}
        {...register('urlVideo')}
      />
      <SelectField
        label="O associado pode cancelar?"
        error={fieldError(e, 'cancelavel')}
        {...register('cancelavel', { setValueAs: (v: unknown) => v === true || v === 'true' })}
      >
        <option value="true">Sim</option>
        <option value="false">Não</option>
      </SelectField>
    </FormDialog>
  );
}
