import type { ReactNode } from 'react';
import {
  ADMIN_PARTNER_MESSAGES,
  PARTNER_MENU_KEYS,
  type CreatePartnerBody,
  type PartnerMenuKey,
  type UpdatePartnerBody,
} from '@clube/contract/admin';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/button';
import { Badge, PageHeader } from '../../../components/page';
import { ErrorState, Loading, Notice } from '../../../components/state-message';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useCan, useMe } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import {
  useCreatePartner,
  useDeactivatePartner,
  usePartner,
  useSetVisibility,
  useUpdatePartner,
} from '../api/partners';
import { NEW_PARTNER, PartnerForm, partnerToForm } from '../components/partner-form';
import sections from '../../../components/form-sections.module.css';
import { VisibilityTable, type MenusByCompany } from '../components/visibility-table';
import { useConfirm } from '../../../components/confirm-dialog';
import { UsesLink } from '../../../components/uses-link';

const BackToList = () => (
  <Link to={paths.partners}>
    <ArrowLeft size={16} aria-hidden="true" /> Parceiros
  </Link>
);

export function NewPartnerPage() {
  const me = useMe();
  const navigate = useNavigate();
  const create = useCreatePartner();
  const [menus, setMenus] = useState<MenusByCompany>({});
  return (
    <>
      <PageHeader
        title="Novo parceiro"
        description="Os membros das empresas marcadas veem o parceiro assim que você salvar."
        back={<BackToList />}
      />
      <PartnerForm
        initial={NEW_PARTNER}
        submitLabel="Criar parceiro"
        saving={create.isPending}
        error={create.error ? errorMessage(create.error) : null}
        onSubmit={(values) => {
          const visibilidade = Object.entries(menus).map(([empresaId, m]) => ({
            empresaId: Number(empresaId),
            menus: m,
          }));
          create.mutate({ ...values, visibilidade } as CreatePartnerBody, {
            onSuccess: (partner) => navigate(paths.partner(partner.id), { replace: true }),
          });
        }}
      >
        <section className={sections.section} aria-labelledby="sec-menus">
          <h2 id="sec-menus">Onde aparece</h2>
          <p className={sections.hint}>Marque os menus de cada empresa que mostram o parceiro.</p>
          <VisibilityTable
            companies={me.companies}
            value={menus}
            onChange={(empresaId, m) => setMenus((all) => ({ ...all, [empresaId]: m }))}
          />
        </section>
      </PartnerForm>
    </>
  );
}

/**
 * One partner: its menus and form, and what the app layer adds below the menus (the counter's
 * staff accounts, composed in app/routes/partner-route.tsx).
 */
export function EditPartnerPage({
  staffSection,
}: {
  staffSection?: (partner: { id: number; nome: string }) => ReactNode;
}) {
  const { confirm, dialog: confirmDialog } = useConfirm();
  const id = Number(useParams().id);
  const me = useMe();
  const partner = usePartner(id);
  const update = useUpdatePartner(id);
  const deactivate = useDeactivatePartner(id);
  const visibility = useSetVisibility(id);
  const canUpdate = useCan('partners', 'update');
  const canListStaff = useCan('partnerStaff', 'list');

  if (partner.isPending) return <Loading />;
  if (partner.error)
    return <ErrorState error={partner.error} onRetry={() => void partner.refetch()} />;
  const p = partner.data;
  const editable = canUpdate && p.editavel;
  const menus: MenusByCompany = Object.fromEntries(
    p.visibilidade.map((v) => [v.empresaId, v.menus]),
  );
  const inactive: Record<number, PartnerMenuKey[]> = Object.fromEntries(
    p.visibilidade.map((v) => [v.empresaId, PARTNER_MENU_KEYS.filter((k) => !v.menusAtivos[k])]),
  );

  return (
    <>
      {confirmDialog}
      <PageHeader
        title={p.nome}
        description={
          <>
            {!p.ativo ? (
              <Badge tone="neutral">Desativado</Badge>
            ) : p.vencido ? (
              <Badge tone="warning">Vencido em {formatDate(p.validade)}</Badge>
            ) : (
              <Badge tone="success">No app dos membros</Badge>
            )}{' '}
            {p.acessos} acessos · <UsesLink partnerId={p.id} />
          </>
        }
        back={<BackToList />}
        actions={
          editable ? (
            p.ativo ? (
              <Button
                variant="danger"
                busy={deactivate.isPending}
                onClick={() => {
                  confirm({
                    title: `Desativar ${p.nome}? Ele some do app de todos os membros.`,
                    confirmLabel: 'Desativar',
                    onConfirm: () => deactivate.mutate(),
                  });
                }}
              >
                Desativar
              </Button>
            ) : (
              <Button busy={update.isPending} onClick={() => update.mutate({ ativo: true })}>
                Reativar
              </Button>
            )
          ) : null
        }
      />
      {canUpdate && !p.editavel ? (
        <Notice tone="info">{ADMIN_PARTNER_MESSAGES.otherCompanies}</Notice>
      ) : null}
      <section className={sections.section} aria-labelledby="sec-menus">
        <h2 id="sec-menus">Onde aparece</h2>
        <p className={sections.hint}>
          Cada alteração vale na hora para os membros da empresa.
          {p.outrasEmpresas > 0
            ? ` Aparece também em ${p.outrasEmpresas} outra(s) empresa(s).`
            : ''}
        </p>
        <VisibilityTable
          companies={me.companies}
          value={menus}
          inactive={inactive}
          disabled={!canUpdate || visibility.isPending}
          onChange={(empresaId, m) => visibility.mutate({ empresaId, menus: m })}
        />
      </section>
      {canListStaff && staffSection ? staffSection(p) : null}
      <PartnerForm
        key={JSON.stringify(p)}
        initial={partnerToForm(p)}
        readOnly={!editable}
        submitLabel="Salvar alterações"
        saving={update.isPending}
        error={update.error ? errorMessage(update.error) : null}
        onSubmit={(values, changed) => {
          if (changed.length === 0) {
            toast.info('Nada foi alterado.');
            return;
          }
          update.mutate(
            Object.fromEntries(changed.map((k) => [k, values[k]])) as UpdatePartnerBody,
          );
        }}
      />
    </>
  );
}
