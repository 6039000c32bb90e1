import { PROFILE_WITH_EMERGENCY, type Identity } from '@clube/contract';
import { UserRoundX } from 'lucide-react';
import { Button } from '../../../components/button';
import { FormCard, FormScreen } from '../../../components/form-screen';
import { FullScreenSpinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useHolderIdentity } from '../../../lib/use-holder-identity';
import { useCliente } from '../../../lib/records/get-cliente';
import { useAwaitingFreshAnswer } from '../../../lib/use-awaiting-fresh-answer';
import { GeneralDataForm } from '../components/general-data-form';
import { GENERAL_DATA_TEXTS, toGeneralDataForm } from '../general-data-model';

function GeneralData({ identity }: { identity: Identity }) {
  const cliente = useCliente(identity);
  const waiting = useAwaitingFreshAnswer(cliente);
  if (waiting) return <FullScreenSpinner />;
  if (cliente.data === undefined) {
    return (
      <StatusMessage
        icon={<UserRoundX size={30} />}
        title={GENERAL_DATA_TEXTS.loadFailed}
        action={
          <Button variant="secondary" onClick={() => void cliente.refetch()}>
            Tentar novamente
          </Button>
        }
      />
    );
  }
  const withEmergency = identity.idPerfil === PROFILE_WITH_EMERGENCY;
  return (
    <FormScreen
      title="Dados Gerais"
      lead="Campos com * são obrigatórios."
      back={{ to: paths.auth.menu, label: 'Voltar para o menu' }}
    >
      <FormCard>
        <GeneralDataForm
          identity={identity}
          withEmergency={withEmergency}
          initial={toGeneralDataForm(cliente.data)}
        />
      </FormCard>
    </FormScreen>
  );
}

/** docs/product.md#general-data: the chosen card's own record. */
export function GeneralDataPage() {
  const identity = useHolderIdentity();
  if (!identity) return <FullScreenSpinner />;
  return <GeneralData identity={identity} />;
}
