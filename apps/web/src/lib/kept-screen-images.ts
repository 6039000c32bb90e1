/*
 * The images of a kept screen (lib/kept-screen.ts), written into it as data: URLs, so the page
 * paints the whole screen, its banner too, with no request for the image on a slow connection
 * (docs/decisions/137-kept-screens-carry-their-images.md).
 */

/** Written beside an image whose bytes the kept screen holds: its own address, for the app. */
const KEPT_SRC = 'data-kept-src';

/**
 * Writes the images of `copy` into it, largest first, while its HTML stays within `maxChars`.
 * Only images the server marks `immutable` (an address that always means the same bytes: logos
 * and banners, never a member's photo), read from the browser's cache. Each keeps its address
 * beside it, for src/kept-screen.js to fetch for the app. Answers whether any was written.
 */
export async function writeImagesIn(copy: HTMLElement, maxChars: number): Promise<boolean> {
  const html = copy.innerHTML;
  const images = Array.from(copy.querySelectorAll('img')).filter(isPublicMedia);
  const written = await Promise.all(
    images.map(async (img) => ({ img, data: await cachedImageAsData(img.src, maxChars) })),
  );
  let size = html.length;
  for (const { img, data } of written.sort((a, b) => b.data.length - a.data.length)) {
    const grows = data.length + KEPT_SRC.length + 4;
    if (!data || size + grows > maxChars) continue;
    img.setAttribute(KEPT_SRC, img.getAttribute('src') ?? '');
    img.setAttribute('src', data);
    img.removeAttribute('srcset');
    size += grows;
  }
  return size !== html.length;
}

/** An image of this server at an address without a query: a member's photo has a signed one. */
function isPublicMedia({ src }: HTMLImageElement): boolean {
  return src.startsWith(`${location.origin}/`) && !src.includes('?');
}

/**
 * The image at `url` as a data: URL, from the browser's cache (it has just been shown); '' if the
 * server does not mark it immutable, or it is larger than `maxChars`.
 */
async function cachedImageAsData(url: string, maxChars: number): Promise<string> {
  try {
    const response = await fetch(url, { cache: 'force-cache' });
    const blob = await response.blob();
    const immutable = response.headers.get('Cache-Control')?.includes('immutable');
    if (!response.ok || !immutable || !blob.type.startsWith('image/')) return '';
    if (blob.size > maxChars) return '';
    const reader = new FileReader();
    reader.readAsDataURL(blob);
    await new Promise((resolve) => (reader.onloadend = resolve));
    return typeof reader.result === 'string' ? reader.result : '';
  } catch {
    return '';
  }
}
