import type { Identity, Service } from '@clube/contract';
import { BriefcaseMedical, ChevronDown, RotateCw } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/button';
import { FullScreenSpinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { useActingIdentity } from '../../../lib/use-acting-identity';
import { useServicos } from '../api/get-servicos';
import styles from './services-page.module.css';

/** The group name of the accordion: the browser keeps one item of it open (STYLE.md). */
const ACCORDION = 'servicos';

interface AccordionProps {
  services: Service[];
}

/**
 * Spec §2 "Services": name as header, description as body, one open at a time. Native
 * <details name> does it in the browser; the open item is also held here, so the rule holds
 * wherever `name` is not supported.
 */
function ServicesAccordion({ services }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(null);

  function toggled(index: number, event: SyntheticEvent<HTMLDetailsElement>) {
    const isOpen = event.currentTarget.open;
    setOpen((current) => (isOpen ? index : current === index ? null : current));
  }

  return (
    <div className={styles.accordion}>
      {services.map((service, index) => (
        <details
          key={`${service.nome}-${index}`}
          name={ACCORDION}
          className={styles.item}
          open={open === index}
          onToggle={(event) => toggled(index, event)}
        >
          <summary className={styles.summary}>
            <span className={styles.name}>{service.nome}</span>
            <ChevronDown className={styles.chevron} size={22} aria-hidden="true" />
          </summary>
          <div className={styles.body}>
            <p>{service.descricao}</p>
          </div>
        </details>
      ))}
    </div>
  );
}

function Services({ identity }: { identity: Identity }) {
  const list = useServicos(identity);
  if (list.isPending) return <FullScreenSpinner />;
  if (list.isError) {
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
  return <ServicesAccordion services={list.data} />;
}

/** Spec §2 "Services" (/auth/services). */
export function ServicesPage() {
  const identity = useActingIdentity();
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>Serviços</h1>
        <p className={styles.lead}>Toque em um serviço para ver os detalhes.</p>
      </header>
      {identity ? <Services identity={identity} /> : <FullScreenSpinner />}
    </div>
  );
}
