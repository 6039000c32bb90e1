import {
  EXCLUSIVE_MENU_NAME,
  LIMITS,
  NEAR_ME_MAX_RADIUS_KM,
  PARTNER_TYPES,
  type Identity,
  type PartnerMenuItem,
} from '@clube/contract';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { BackLink } from '../../../components/back-link';
import { SelectField } from '../../../components/select-field';
import { TextField, trailingButtonClassName } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { cx } from '../../../lib/class-names';
import { useClubStore } from '../../../lib/club-store';
import { useActingIdentity } from '../../../lib/use-acting-identity';
import { useParceiroCategoria } from '../api/get-parceiro-categoria';
import { CategoryStrip, CategoryStripPlaceholder } from '../components/category-strip';
import { ExclusivePartnerCard, PartnerCard } from '../components/partner-card';
import { PartnerResults } from '../components/partner-results';
import { CityFilter, useRememberedCity } from '../discovery/city-filter';
import type { NearMeState } from '../discovery/near-me';
import { NearMeControls } from '../discovery/near-me-controls';
import discoveryStyles from '../discovery/discovery.module.css';
import { PARTNER_TEXTS } from '../partner-texts';
import styles from './partners-list-page.module.css';

function SearchForm({ onSearch }: { onSearch: (busca: string) => void }) {
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form role="search" onSubmit={submit}>
      <TextField
        label={PARTNER_TEXTS.searchLabel}
        placeholder={PARTNER_TEXTS.searchLabel}
        type="search"
        enterKeyHint="search"
        maxLength={LIMITS.search}
        value={text}
        onChange={(event) => setText(event.target.value)}
        trailing={
          <button type="submit" className={cx(trailingButtonClassName, styles.searchButton)}>
            <Search size={20} aria-hidden="true" />
            <span className="visually-hidden">Buscar</span>
          </button>
        }
      />
    </form>
  );
}

function PartnerList({ identity, menu }: { identity: Identity; menu: PartnerMenuItem }) {
  const exclusive = menu.nome === EXCLUSIVE_MENU_NAME;
  const { selectedCategory, update } = useClubStore(
    useShallow((s) => ({ selectedCategory: s.selectedCategory, update: s.update })),
  );
  const partnerType = useClubStore((s) => s.partnerType);
  const local = !exclusive && partnerType === PARTNER_TYPES.local;
  const [busca, setBusca] = useState('');
  const [favoritos, setFavoritos] = useState(false);
  const [cidade, setCidade] = useRememberedCity();
  const [nearMe, setNearMe] = useState<NearMeState>({ status: 'off' });
  const [raioKm, setRaioKm] = useState<number>(NEAR_ME_MAX_RADIUS_KM);
  const favouritesChip = (
    <button
      type="button"
      className={discoveryStyles.chip}
      aria-pressed={favoritos}
      onClick={() => setFavoritos((on) => !on)}
    >
      Favoritos
    </button>
  );
  const menuRequest = { ...identity, idServicoParceiro: menu.idServicoParceiro };
  const categories = useParceiroCategoria(menuRequest);
  const chooseCategory = (idCategoria: number | null) => update({ selectedCategory: idCategoria });
  const filter = {
    identity,
    idServicoParceiro: menu.idServicoParceiro,
    idCategoria: selectedCategory,
    busca: exclusive ? '' : busca,
    favoritos: !exclusive && favoritos,
    cidade: exclusive ? '' : cidade,
    perto:
      local && nearMe.status === 'on'
        ? { latitude: nearMe.latitude, longitude: nearMe.longitude, raioKm }
        : undefined,
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <BackLink to={paths.auth.partnersType}>Voltar para Parceiros</BackLink>
        <h1 className={styles.title}>{menu.nome}</h1>
      </header>

      {exclusive ? (
        categories.isPending ? (
          <CategoryStripPlaceholder />
        ) : (
          (categories.data?.length ?? 0) > 0 && (
            <CategoryStrip
              categories={categories.data ?? []}
              selected={selectedCategory}
              onSelect={chooseCategory}
            />
          )
        )
      ) : (
        <div className={styles.filters}>
          <SelectField
            label="Categoria"
            value={selectedCategory ?? ''}
            onChange={(event) =>
              chooseCategory(event.target.value === '' ? null : Number(event.target.value))
            }
            options={[
              { value: '', label: PARTNER_TEXTS.allCategories },
              ...(categories.data ?? []).map((c) => ({
                value: c.idCategoria,
                label: c.nomeCategoria,
              })),
            ]}
          />
          <CityFilter request={menuRequest} cidade={cidade} onChange={setCidade} />
          <SearchForm onSearch={setBusca} />
          {local ? (
            <NearMeControls
              state={nearMe}
              onChange={setNearMe}
              raioKm={raioKm}
              onRadius={setRaioKm}
              leading={favouritesChip}
            />
          ) : (
            <div className={discoveryStyles.chips}>{favouritesChip}</div>
          )}
        </div>
      )}

      <PartnerResults
        filter={filter}
        restShown={!categories.isPending}
        renderCard={(partner) =>
          exclusive ? (
            <ExclusivePartnerCard partner={partner} />
          ) : (
            <PartnerCard
              partner={partner}
              menu={menuRequest}
              onOpen={(id) => update({ choosedPartner: id })}
            />
          )
        }
      />
    </div>
  );
}

/** docs/product.md#partner-list: the chosen menu's partners, by category, with search outside the club menu. */
export function PartnersListPage() {
  const identity = useActingIdentity();
  const menu = useClubStore((state) => state.choosedPartnerMenu);
  if (!menu) return <Navigate to={paths.auth.partnersType} replace />;
  return identity ? <PartnerList identity={identity} menu={menu} /> : null;
}
