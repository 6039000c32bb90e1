import { useState } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { Panel } from '../../../components/page';
import { Notice } from '../../../components/state-message';
import { errorMessage } from '../../../lib/api-error';
import { useResource, useResourceWrite } from '../../../lib/resource/resource';
import styles from './campaigns.module.css';

/**
 * 'Membro de teste': the CPF of a member (with a card in the operator's companies) who receives
 * the operator's 'Enviar teste para mim', so a campaign can be seen on a real phone before it
 * goes out (docs/decisions/119).
 */
export function TesterPanel({ className }: { className?: string }) {
  const tester = useResource('getCampaignTester');
  const save = useResourceWrite('setCampaignTester', {
    refresh: ['getCampaignTester'],
    success: 'Membro de teste salvo.',
    handlesErrors: true,
  });
  const [cpf, setCpf] = useState('');
  const current = tester.data?.cpf
    ? `${tester.data.nome ?? 'Membro'} (CPF ${tester.data.cpf})`
    : 'Nenhum membro de teste cadastrado.';
  return (
    <Panel title="Membro de teste" {...(className ? { className } : {})}>
      <p>
        “Enviar teste para mim” manda a campanha só a este membro, nas empresas da campanha. Use um
        cadastro seu ou de teste. Atual: <strong>{current}</strong>
      </p>
      <form
        className={styles.tester}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { body: { cpf: cpf.trim() === '' ? null : cpf } },
            { onSuccess: () => setCpf('') },
          );
        }}
      >
        <TextField
          label="CPF do membro de teste"
          inputMode="numeric"
          value={cpf}
          onChange={(e) => setCpf(e.target.value)}
          hint="Vazio e salvar: remove o membro de teste."
        />
        <Button type="submit" variant="secondary" busy={save.isPending}>
          Salvar membro de teste
        </Button>
      </form>
      {save.error ? (
        <Notice tone="error" role="alert">
          {errorMessage(save.error)}
        </Notice>
      ) : null}
    </Panel>
  );
}
