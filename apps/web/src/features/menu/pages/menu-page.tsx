import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useClubStore } from '../../../lib/club-store';
import { EXTERNAL_REL } from '../../../lib/external-link';
import { menuItems, type MenuItem } from '../menu-items';
import styles from './menu-page.module.css';
import { Page } from '../../../components/page';

function MenuTile({ item }: { item: MenuItem }) {
  const { Icon, label } = item;
  const content = (
    <>
      <span className={styles.icon} aria-hidden="true">
        <Icon size={26} strokeWidth={1.9} />
      </span>
      <span className={styles.label}>{label}</span>
    </>
  );
  if (item.href !== undefined) {
    return (
      <a className={styles.tile} href={item.href} target="_blank" rel={EXTERNAL_REL}>
        {content}
        <ExternalLink className={styles.external} size={16} aria-hidden="true" />
        <span className="visually-hidden">(abre em nova aba)</span>
      </a>
    );
  }
  return (
    <Link className={styles.tile} to={item.to}>
      {content}
    </Link>
  );
}

/** docs/product.md#menu: the two-column grid of shortcuts, with its per-company and per-profile rules. */
export function MenuPage() {
  const conditions = useClubStore(
    useShallow((s) => ({ tadodoi: s.tadodoi, profile: s.choosedProfile, linkPet: s.linkPet })),
  );
  return (
    <Page title="Menu">
      <ul className={styles.grid}>
        {menuItems(conditions).map((item) => (
          <li key={item.label}>
            <MenuTile item={item} />
          </li>
        ))}
      </ul>
    </Page>
  );
}
