import { formatDate, maskCep, type PartnerDetail } from '@clube/contract';
import { ExternalLink, Eye, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { EXTERNAL_REL, httpHref, whatsappHref } from '../../../lib/external-link';
import { socialHref } from '../social-link';
import type { PartnerRequest } from '../api/get-parceiro-detalhe';
import { FavouriteButton } from '../discovery/favourite-button';
import { LatestComments, partnerMapsHref } from '../discovery/latest-comments';
import { RatingLine } from '../discovery/rating-line';
import { accessesLabel } from '../partner-texts';
import { Coupon } from './coupon';
import { PartnerLogo } from './partner-logo';
import styles from './partner-detail.module.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

function partnershipType({ parceriaOnline, parceriaFisica }: PartnerDetail): string {
  if (parceriaOnline && parceriaFisica) return 'Online e loja física';
  if (parceriaOnline) return 'Online';
  if (parceriaFisica) return 'Loja física';
  return '';
}

/** A short token a line must not break inside ('04538-/133', 'São Paulo - /SP'). */
function Unbroken({ children }: { children: string }) {
  return <span className={styles.unbroken}>{children}</span>;
}

function address(p: PartnerDetail): ReactNode[] {
  const street = [p.logradouro, p.numero].filter(Boolean).join(', ');
  const city = [p.cidade, p.uf].filter(Boolean).join(' - ');
  const parts: ReactNode[] = [street, p.bairro].filter(Boolean);
  if (city) parts.push(<Unbroken key="city">{city}</Unbroken>);
  if (p.cep) parts.push(<Unbroken key="cep">{`CEP ${maskCep(p.cep)}`}</Unbroken>);
  return parts.flatMap((part, index) => (index === 0 ? [part] : [' · ', part]));
}

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={styles.external} href={href} target="_blank" rel={EXTERNAL_REL}>
      {children}
      <ExternalLink size={16} aria-hidden="true" />
      <span className="visually-hidden">(abre em nova aba)</span>
    </a>
  );
}

/** Every field of docs/product.md#partner-detail that has a value. */
export function PartnerDetailView({
  partner,
  request,
}: {
  partner: PartnerDetail;
  request?: PartnerRequest;
}) {
  const benefitLink = httpHref(partner.link);
  const socialLink = socialHref(partner.redeSocial);
  const whatsapp = whatsappHref(
    partner.whatsapp,
    `Olá! Sou associado do clube e vi o desconto de ${partner.nomeParceiro}.`,
  );
  const type = partnershipType(partner);
  const place = address(partner);

  return (
    <>
      <header className={styles.hero}>
        <div className={styles.banner}>
          {partner.banner && <img src={partner.banner} alt="" width={640} height={240} />}
        </div>
        <div className={styles.identity}>
          <PartnerLogo src={partner.logo} size={72} className={styles.logo} />
          <div className={styles.names}>
            <h1 className={styles.name}>{partner.nomeParceiro}</h1>
            {partner.nomeCategoria && <p className={styles.category}>{partner.nomeCategoria}</p>}
            <p className={styles.accesses}>
              <Eye size={16} aria-hidden="true" />
              {accessesLabel(partner.acesso)}
              <RatingLine media={partner.media} avaliacoes={partner.avaliacoes} />
            </p>
          </div>
          {request && partner.favorito !== undefined && (
            <FavouriteButton
              request={request}
              nome={partner.nomeParceiro}
              favorito={partner.favorito}
            />
          )}
        </div>
        {partner.desconto && <p className={styles.discount}>{partner.desconto}</p>}
      </header>

      {(benefitLink || whatsapp) && (
        <div className={styles.actions}>
          {benefitLink && (
            <a
              className={styles.primaryAction}
              href={benefitLink}
              target="_blank"
              rel={EXTERNAL_REL}
            >
              <ExternalLink size={20} aria-hidden="true" />
              Acessar benefício
              <span className="visually-hidden">(abre em nova aba)</span>
            </a>
          )}
          {whatsapp && (
            <a className={styles.whatsapp} href={whatsapp} target="_blank" rel={EXTERNAL_REL}>
              <MessageCircle size={20} aria-hidden="true" />
              WhatsApp
              <span className="visually-hidden">(abre em nova aba)</span>
            </a>
          )}
        </div>
      )}

      {partner.voucher && (
        <section className={styles.panel} aria-label="Cupom">
          <h2 className={styles.panelTitle}>Cupom</h2>
          <Coupon code={partner.voucher} />
        </section>
      )}

      <section className={styles.panel} aria-label="Informações do benefício">
        <dl className={styles.list}>
          {partner.validade && (
            <Row label="Validade">
              <Unbroken>{formatDate(partner.validade)}</Unbroken>
            </Row>
          )}
          {partner.beneficio && <Row label="Benefício">{partner.beneficio}</Row>}
          {partner.resgate && <Row label="Como obter">{partner.resgate}</Row>}
          {partner.resumo && <Row label="Resumo">{partner.resumo}</Row>}
          {partner.descricao && <Row label="Detalhes">{partner.descricao}</Row>}
          {type && <Row label="Tipo de parceria">{type}</Row>}
          <Row label="Carteirinha">
            {partner.carteirinha ? 'Apresente a carteirinha do clube' : 'Não é preciso apresentar'}
          </Row>
          {partner.redeSocial && (
            <Row label="Rede social">
              {socialLink ? (
                <ExternalAnchor href={socialLink}>{partner.redeSocial}</ExternalAnchor>
              ) : (
                partner.redeSocial
              )}
            </Row>
          )}
          {place.length > 0 && (
            <Row label="Endereço">
              <ExternalAnchor href={partnerMapsHref(partner)}>
                <span>{place}</span>
              </ExternalAnchor>
            </Row>
          )}
        </dl>
      </section>

      {(partner.comentarios?.length ?? 0) > 0 && (
        <section className={styles.panel} aria-label="Comentários">
          <h2 className={styles.panelTitle}>Comentários</h2>
          <LatestComments comentarios={partner.comentarios} />
        </section>
      )}
    </>
  );
}
