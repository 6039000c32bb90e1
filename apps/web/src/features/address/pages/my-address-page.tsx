import type { Identity } from '@clube/contract';
import { MapPinOff } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/button';
import { FormCard, FormScreen } from '../../../components/form-screen';
import { FullScreenSpinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useAwaitingFreshAnswer } from '../../../lib/use-awaiting-fresh-answer';
import { useHolderIdentity } from '../../../lib/use-holder-identity';
import { ADDRESS_TEXTS, toAddressForm } from '../address-model';
import { useClienteEndereco } from '../api/get-cliente-endereco';
import { AddressForm } from '../components/address-form';

function MyAddress({ identity }: { identity: Identity }) {
  const address = useClienteEndereco(identity);
  const waiting = useAwaitingFreshAnswer(address);
  const failed = address.isError && address.data === undefined && !address.isFetching;
  useEffect(() => {
    if (failed) toast.error(ADDRESS_TEXTS.apiProblem, { id: 'address-load' });
  }, [failed]);

  if (waiting) return <FullScreenSpinner />;
  if (address.data === undefined) {
    return (
      <StatusMessage
        icon={<MapPinOff size={30} />}
        title={ADDRESS_TEXTS.loadFailed}
        action={
          <Button
            variant="secondary"
            pending={address.isFetching}
            onClick={() => void address.refetch()}
          >
            Tentar novamente
          </Button>
        }
      />
    );
  }
  return (
    <FormScreen
      title="Meu Endereço"
      lead="Digite o CEP para preencher o endereço. Campos com * são obrigatórios."
      back={{ to: paths.auth.menu, label: 'Voltar para o menu' }}
    >
      <FormCard>
        <AddressForm identity={identity} initial={toAddressForm(address.data)} />
      </FormCard>
    </FormScreen>
  );
}

/** docs/product.md#my-address: the chosen card's address. */
export function MyAddressPage() {
  const identity = useHolderIdentity();
  if (!identity) return <FullScreenSpinner />;
  return <MyAddress identity={identity} />;
}
