import { PARTNER_MENU_KEYS, PARTNER_MENU_LABELS, type PartnerMenuKey } from '@clube/contract/admin';
import { Checkbox } from '../../../components/field';
import styles from './partner-form.module.css';

export type MenusByCompany = Record<number, Record<PartnerMenuKey, boolean>>;

/**
 * Which menus of each company list the partner: one row per company of the operator's scope, a
 * box per menu (national, exclusive, local). `inactive` marks menus the company has switched off.
 */
export function VisibilityTable({
  companies,
  value,
  inactive = {},
  disabled = false,
  onChange,
}: {
  companies: { id: number; name: string }[];
  value: MenusByCompany;
  inactive?: Record<number, PartnerMenuKey[]>;
  disabled?: boolean;
  onChange: (empresaId: number, menus: Record<PartnerMenuKey, boolean>) => void;
}) {
  return (
    <table className={styles.visibility}>
      <caption className="visually-hidden">Menus de parceiros por empresa</caption>
      <thead>
        <tr>
          <th scope="col">Empresa</th>
          {PARTNER_MENU_KEYS.map((key) => (
            <th scope="col" key={key}>
              {PARTNER_MENU_LABELS[key]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {companies.map((company) => {
          const menus = value[company.id] ?? { nacional: false, exclusivo: false, local: false };
          return (
            <tr key={company.id}>
              <th scope="row">{company.name}</th>
              {PARTNER_MENU_KEYS.map((key) => (
                <td key={key}>
                  <Checkbox
                    label={
                      <span className="visually-hidden">{`${company.name}: ${PARTNER_MENU_LABELS[key]}`}</span>
                    }
                    hint={
                      inactive[company.id]?.includes(key) ? 'menu desligado na empresa' : undefined
                    }
                    checked={menus[key]}
                    disabled={disabled}
                    onChange={(event) =>
                      onChange(company.id, { ...menus, [key]: event.target.checked })
                    }
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
