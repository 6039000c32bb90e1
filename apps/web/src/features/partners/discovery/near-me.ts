import { POSITION_DECIMALS } from '@clube/contract';

export type NearMeState =
  | { status: 'off' }
  | { status: 'asking' }
  | { status: 'on'; latitude: number; longitude: number }
  | { status: 'denied' }
  | { status: 'unavailable' };

/** Rounded before it leaves the phone: 3 decimals (about 100 m) are all the distance list needs. */
export const roundPosition = (value: number) => Number(value.toFixed(POSITION_DECIMALS));

/** Asks the browser for the position, once, on the member's tap; never stored. */
export function askPosition(): Promise<NearMeState> {
  if (typeof navigator === 'undefined' || !navigator.geolocation)
    return Promise.resolve({ status: 'unavailable' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          status: 'on',
          latitude: roundPosition(coords.latitude),
          longitude: roundPosition(coords.longitude),
        }),
      (error) => resolve({ status: error.code === 1 ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, maximumAge: 60_000, timeout: 15_000 },
    );
  });
}

export const NEAR_ME_TEXTS = {
  button: 'Perto de mim',
  asking: 'Obtendo sua localização…',
  denied:
    'Sem permissão para usar sua localização. A lista segue em ordem alfabética; você pode permitir nas configurações do navegador.',
  unavailable: 'Não foi possível obter sua localização. A lista segue em ordem alfabética.',
  on: 'Mais perto primeiro. Parceiros sem endereço localizado não aparecem aqui.',
} as const;
