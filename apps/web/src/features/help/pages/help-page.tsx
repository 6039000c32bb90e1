import { maskPhone, type HelpInfo } from '@clube/contract';
import {
  ChevronRight,
  CircleHelp,
  ExternalLink,
  LifeBuoy,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  RotateCw,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { FullScreenSpinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { Page } from '../../../components/page';
import { useClubStore } from '../../../lib/club-store';
import { paths } from '../../../config/paths';
import { EXTERNAL_REL, whatsappHref } from '../../../lib/external-link';
import { mapsHref } from '../../../lib/maps-link';
import { useChosenCompany } from '../../../lib/use-chosen-company';
import { useAjudaEmpresa } from '../api/get-ajuda-empresa';
import { addressLines, mailtoHref, telHref, whatsappGreeting } from '../help-links';
import styles from './help-page.module.css';

interface Channel {
  key: 'whatsapp' | 'phone' | 'email';
  label: string;
  detail: string;
  href: string;
  Icon: LucideIcon;
  /** Opens in a new tab (WhatsApp); tel: and mailto: hand over to the phone's own app. */
  external?: boolean;
}

function channelsOf(info: HelpInfo, companyName: string | undefined): Channel[] {
  const whatsapp = whatsappHref(info.telefone1, whatsappGreeting(companyName));
  const phone = telHref(info.telefone2);
  const email = mailtoHref(info.email);
  const channels: (Channel | false)[] = [
    whatsapp !== null && {
      key: 'whatsapp',
      label: 'WhatsApp',
      detail: maskPhone(info.telefone1),
      href: whatsapp,
      Icon: MessageCircle,
      external: true,
    },
    phone !== null && {
      key: 'phone',
      label: 'Ligar',
      detail: maskPhone(info.telefone2),
      href: phone,
      Icon: Phone,
    },
    email !== null && {
      key: 'email',
      label: 'E-mail',
      detail: info.email.trim(),
      href: email,
      Icon: Mail,
    },
  ];
  return channels.filter((c): c is Channel => c !== false);
}

function ChannelLink({ channel }: { channel: Channel }) {
  const { key, label, detail, href, Icon, external } = channel;
  return (
    <a
      className={styles.channel}
      href={href}
      data-channel={key}
      {...(external ? { target: '_blank', rel: EXTERNAL_REL } : {})}
    >
      <span className={styles.icon} aria-hidden="true">
        <Icon size={26} strokeWidth={1.9} />
      </span>
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        <span className={styles.detail}>{detail}</span>
      </span>
      {external ? (
        <>
          <ExternalLink className={styles.chevron} size={20} aria-hidden="true" />
          <span className="visually-hidden">(abre em nova aba)</span>
        </>
      ) : (
        <ChevronRight className={styles.chevron} size={22} aria-hidden="true" />
      )}
    </a>
  );
}

function CompanyAddress({ lines }: { lines: string[] }) {
  const titleId = useId();
  return (
    <section className={styles.address} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        <MapPin size={26} strokeWidth={1.9} />
      </span>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.label}>
          Endereço
        </h2>
        <address className={styles.lines}>
          <a
            className={styles.mapLink}
            href={mapsHref(lines.join(', '))}
            target="_blank"
            rel={EXTERNAL_REL}
          >
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span className="visually-hidden">(abre no mapa)</span>
          </a>
        </address>
      </div>
    </section>
  );
}

function HelpContacts({ idEmpresa }: { idEmpresa: number }) {
  const companyName = useChosenCompany()?.nomeEmpresa;
  const help = useAjudaEmpresa({ idEmpresa });

  if (help.isPending) return <FullScreenSpinner />;
  if (help.data === undefined) {
    return (
      <StatusMessage
        icon={<LifeBuoy size={30} />}
        title="Não foi possível carregar os contatos."
        action={
          <Button
            variant="secondary"
            icon={<RotateCw size={18} aria-hidden="true" />}
            onClick={() => void help.refetch()}
          >
            Tentar novamente
          </Button>
        }
      />
    );
  }

  const channels = channelsOf(help.data, companyName);
  const lines = addressLines(help.data);
  if (channels.length === 0 && lines.length === 0) {
    return (
      <StatusMessage icon={<LifeBuoy size={30} />} title="Nenhum contato cadastrado.">
        Sua empresa ainda não informou os canais de atendimento.
      </StatusMessage>
    );
  }
  return (
    <>
      {channels.length > 0 && (
        <ul className={styles.list}>
          {channels.map((channel) => (
            <li key={channel.key}>
              <ChannelLink channel={channel} />
            </li>
          ))}
        </ul>
      )}
      {lines.length > 0 && <CompanyAddress lines={lines} />}
    </>
  );
}

/** The answers to the usual questions, before the member writes to the company. */
function FaqLink() {
  return (
    <Link className={styles.channel} to={paths.auth.faq}>
      <span className={styles.icon} aria-hidden="true">
        <CircleHelp size={26} strokeWidth={1.9} />
      </span>
      <span className={styles.text}>
        <span className={styles.label}>Perguntas Frequentes</span>
        <span className={styles.detail}>Veja se sua dúvida já tem resposta.</span>
      </span>
      <ChevronRight className={styles.chevron} size={22} aria-hidden="true" />
    </Link>
  );
}

/** docs/product.md#help (/auth/help), 'Precisa de Ajuda': the chosen card's company contacts. */
export function HelpPage() {
  const idEmpresa = useClubStore((state) => state.choosedCompany);
  const companyName = useChosenCompany()?.nomeEmpresa;
  return (
    <Page
      title="Precisa de Ajuda"
      lead={`Fale com ${companyName ?? 'a sua empresa'} pelo canal que preferir.`}
    >
      {/* First, so the contacts arriving below it move nothing the member already sees. */}
      <FaqLink />
      {idEmpresa !== null ? <HelpContacts idEmpresa={idEmpresa} /> : <FullScreenSpinner />}
    </Page>
  );
}
