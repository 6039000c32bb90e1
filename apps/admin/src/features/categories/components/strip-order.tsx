import { ArrowDown, ArrowUp } from 'lucide-react';
import { CompanyOptions } from '../../../components/company-picker';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/field';
import { Panel } from '../../../components/page';
import { Notice } from '../../../components/state-message';
import { useCan, useMe } from '../../../lib/auth';
import { useSaveStrip, useStrip } from '../api/categories';
import styles from '../pages/categories-page.module.css';

/** The order of the category strip of a company's exclusive menu ('Parceiros Meu Clube'). */
export function StripOrder() {
  const me = useMe();
  const canUpdate = useCan('partners', 'update');
  const [empresaId, setEmpresaId] = useState(me.companies[0]?.id ?? 0);
  const strip = useStrip(empresaId);
  const save = useSaveStrip(empresaId);
  const [order, setOrder] = useState<{ id: number; nome: string; logo: string }[]>([]);
  useEffect(() => setOrder(strip.data?.categorias ?? []), [strip.data]);
  const move = (index: number, delta: number) =>
    setOrder((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + delta, 0, item);
      return next;
    });

  return (
    <Panel title="Ordem da faixa do menu exclusivo">
      <div className={styles.stripBar}>
        <SelectField
          label="Empresa"
          value={empresaId}
          onChange={(e) => setEmpresaId(Number(e.target.value))}
        >
          <CompanyOptions />
        </SelectField>
        {canUpdate ? (
          <Button
            busy={save.isPending}
            disabled={order.length === 0}
            onClick={() => save.mutate({ ordem: order.map((c) => c.id) })}
          >
            Salvar ordem
          </Button>
        ) : null}
      </div>
      {strip.data && !strip.data.menuAtivo ? (
        <Notice tone="info">O menu exclusivo está desligado nesta empresa.</Notice>
      ) : null}
      {order.length === 0 ? (
        <p>Nenhum parceiro no menu exclusivo desta empresa.</p>
      ) : (
        <ol className={styles.strip} aria-label="Categorias na ordem da faixa">
          {order.map((c, i) => (
            <li key={c.id} className={styles.stripItem}>
              {c.logo ? <img src={c.logo} alt="" className={styles.icon} /> : null}
              <span className={styles.stripName}>{c.nome}</span>
              {canUpdate ? (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={i === 0}
                    aria-label={`Subir ${c.nome}`}
                    onClick={() => move(i, -1)}
                  >
                    <ArrowUp size={16} aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={i === order.length - 1}
                    aria-label={`Descer ${c.nome}`}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDown size={16} aria-hidden="true" />
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
