import type { Identity } from '@clube/contract';
import { BriefcaseMedical, RotateCw } from 'lucide-react';
import { Accordion } from '../../../components/accordion';
import { Button } from '../../../components/button';
import { FormScreen } from '../../../components/form-screen';
import { FullScreenSpinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { useActingIdentity } from '../../../lib/use-acting-identity';
import { useServicos } from '../api/get-servicos';

function Services({ identity }: { identity: Identity }) {
  const list = useServicos(identity);
  if (list.isPending) return <FullScreenSpinner />;
  if (list.data === undefined) {
    return (
      <StatusMessage
        icon={<BriefcaseMedical size={30} />}
        title="Não foi possível carregar os serviços."
        action={
          <Button
            variant="secondary"
            icon={<RotateCw size={18} aria-hidden="true" />}
            onClick={() => void list.refetch()}
          >
            Tentar novamente
          </Button>
        }
      />
    );
  }
  if (list.data.length === 0) {
    return (
      <StatusMessage icon={<BriefcaseMedical size={30} />} title="Nenhum serviço encontrado.">
        Quando sua empresa oferecer serviços, eles aparecem aqui.
      </StatusMessage>
    );
  }
  const items = list.data.map((service, index) => ({
    id: `${service.nome}-${index}`,
    title: service.nome,
    body: <p>{service.descricao}</p>,
  }));
  // docs/product.md#services: name as header, description as body, one open at a time.
  return <Accordion name="servicos" sections={[{ items }]} />;
}

/** docs/product.md#services (/auth/services). */
export function ServicesPage() {
  const identity = useActingIdentity();
  return (
    <FormScreen title="Serviços" lead="Toque em um serviço para ver os detalhes.">
      {identity ? <Services identity={identity} /> : <FullScreenSpinner />}
    </FormScreen>
  );
}
