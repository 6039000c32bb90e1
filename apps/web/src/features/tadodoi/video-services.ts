import { VIDEO_SERVICE_LABELS, type VideoLink, type VideoServiceType } from '@clube/contract';
import { httpHref } from '../../lib/external-link';

export interface VideoService {
  tipo: VideoServiceType;
  label: string;
  href: string;
}

function isVideoServiceType(tipo: string): tipo is VideoServiceType {
  return Object.hasOwn(VIDEO_SERVICE_LABELS, tipo);
}

/**
 * docs/product.md#constants-and-delays: one button per known service type, labelled as listed there; an unknown type or a
 * link that is not http(s) is left out rather than shown broken.
 */
export function videoServicesOf(links: readonly VideoLink[]): VideoService[] {
  return links.flatMap(({ tipo, urlVideo }) => {
    const href = httpHref(urlVideo);
    return isVideoServiceType(tipo) && href !== null
      ? [{ tipo, label: VIDEO_SERVICE_LABELS[tipo], href }]
      : [];
  });
}
