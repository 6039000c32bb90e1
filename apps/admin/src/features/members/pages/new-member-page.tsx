import { zodResolver } from '@hookform/resolvers/zod';
import {
  createMemberBody,
  type CreateMemberBody,
  type CreateMemberResponse,
} from '@clube/contract/admin';
import { PROFILES } from '@clube/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button, LinkButton } from '../../../components/button';
import { TextField } from '../../../components/field';
import { PageHeader, Panel } from '../../../components/page';
import { Notice } from '../../../components/state-message';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useMe } from '../../../lib/auth';
import { useCreateMember } from '../api/member-actions';
import { CardFields } from '../components/card-fields';
import { MEMBER_PASSWORD_NOTE, TemporaryPassword } from '../../../components/temporary-password';
import styles from './member-page.module.css';

type Values = z.input<typeof createMemberBody>;

/** A new member with a card in a company, or a card for a CPF that already signs in. */
export function NewMemberPage() {
  const me = useMe();
  const create = useCreateMember();
  const [created, setCreated] = useState<CreateMemberResponse | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, CreateMemberBody>({
    resolver: zodResolver(createMemberBody),
    defaultValues: {
      cpf: '',
      nome: '',
      email: '',
      telefone: '',
      nascimento: '',
      idEmpresa: me.companies.length === 1 ? String(me.companies[0]!.id) : '',
      idPerfil: String(PROFILES.titular),
      numeroCarteirinha: '',
      validadeCarteirinha: '',
    },
  });

  const submit = (body: CreateMemberBody) =>
    create.mutate(body, {
      onSuccess: (answer) => {
        setCreated(answer);
        reset();
      },
    });

  return (
    <>
      <PageHeader
        title="Novo membro"
        description="Cadastre um associado com um cartão. Se o CPF já tiver acesso, o cartão é adicionado a ele."
        back={
          <Link to={paths.members} className={styles.back}>
            <ArrowLeft size={16} aria-hidden="true" /> Membros
          </Link>
        }
      />
      {created ? (
        <div className={styles.created}>
          {created.senhaProvisoria ? (
            <TemporaryPassword
              note={MEMBER_PASSWORD_NOTE}
              password={created.senhaProvisoria}
              intro={`${created.member.nome} foi cadastrado. Entregue a senha provisória:`}
            />
          ) : (
            <Notice tone="success" role="status">
              O CPF já tinha acesso: o cartão foi adicionado a {created.member.nome}, que continua
              com a senha atual.
            </Notice>
          )}
          <div className={styles.row}>
            <LinkButton to={paths.member(created.member.id)} variant="secondary">
              Abrir o membro
            </LinkButton>
            <Button variant="ghost" onClick={() => setCreated(null)}>
              Cadastrar outro
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={handleSubmit(submit)} noValidate className={styles.form}>
          <fieldset disabled={create.isPending} className={styles.fieldset}>
            <legend className="visually-hidden">Novo membro</legend>
            {create.error ? (
              <Notice tone="error" role="alert">
                {errorMessage(create.error)}
              </Notice>
            ) : null}
            <Panel title="Dados pessoais">
              <div className={styles.grid}>
                <TextField
                  label="CPF"
                  inputMode="numeric"
                  autoComplete="off"
                  error={errors.cpf?.message}
                  {...register('cpf')}
                />
                <TextField
                  label="Nome completo"
                  error={errors.nome?.message}
                  {...register('nome')}
                />
                <TextField
                  label="Data de nascimento"
                  type="date"
                  error={errors.nascimento?.message}
                  {...register('nascimento')}
                />
                <TextField
                  label="E-mail"
                  type="email"
                  hint="Opcional."
                  error={errors.email?.message}
                  {...register('email')}
                />
                <TextField
                  label="Telefone"
                  type="tel"
                  hint="Opcional. Com DDD."
                  error={errors.telefone?.message}
                  {...register('telefone')}
                />
              </div>
            </Panel>
            <Panel title="Cartão">
              <CardFields register={register} errors={errors} companies={me.companies} />
            </Panel>
            <div className={styles.actions}>
              <Button type="submit" busy={create.isPending}>
                Cadastrar membro
              </Button>
            </div>
          </fieldset>
        </form>
      )}
    </>
  );
}
