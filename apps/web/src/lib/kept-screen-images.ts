/*
 * The images of a kept screen (lib/kept-screen.ts), written into it as data: URLs, so the page
 * paints the whole screen, its banner too, with no request for the image on a slow connection
 * (docs/decisions/137-kept-screens-carry-their-images.md).
 */

/** Written beside an image whose bytes the kept screen holds: its own address, for the app. */
const KEPT_SRC = 'data-kept-src';

/**
 * A photo or picture larger than the screen shows it is kept at most this many pixels per CSS
 * pixel: sharp enough for the moment before the app draws the original over it, and small enough
 * that a banner fits in the screen's characters.
 */
const KEPT_PIXEL_RATIO = 1.5;

/**
 * Writes the images of `copy` into it, largest first, while its HTML stays within `maxChars`.
 * Only images the server marks `immutable` (an address that always means the same bytes: logos
 * and banners, never a member's photo), read from the browser's cache. Each keeps its address
 * beside it, for the page's start script (scripts/prerendered-start.js) to fetch for the app. One larger than it is shown
 * (`shownWidths`, in CSS pixels) is kept smaller. Answers whether any was written.
 */
export async function writeImagesIn(
  copy: HTMLElement,
  maxChars: number,
  shownWidths: Map<HTMLImageElement, number>,
): Promise<boolean> {
  const html = copy.innerHTML;
  const images = Array.from(copy.querySelectorAll('img')).filter(isPublicMedia);
  const written = await Promise.all(
    images.map(async (img) => {
      const blob = await cachedImage(img.src);
      const width = shownWidths.get(img) ?? 0;
      const data = blob ? ((await smaller(blob, width)) ?? (await asData(blob, maxChars))) : '';
      return { img, data };
    }),
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
 * The image at `url`, from the browser's cache (it has just been shown); null if the server does
 * not mark it immutable.
 */
async function cachedImage(url: string): Promise<Blob | null> {
  try {
    const response = await fetch(url, { cache: 'force-cache' });
    const blob = await response.blob();
    const immutable = response.headers.get('Cache-Control')?.includes('immutable');
    return response.ok && immutable && blob.type.startsWith('image/') ? blob : null;
  } catch {
    return null;
  }
}

/** `blob` as a data: URL; '' when larger than `maxChars`. */
async function asData(blob: Blob, maxChars: number): Promise<string> {
  if (blob.size > maxChars) return '';
  const reader = new FileReader();
  reader.readAsDataURL(blob);
  await new Promise((resolve) => (reader.onloadend = resolve));
  return typeof reader.result === 'string' ? reader.result : '';
}

/**
 * A raster image wider than KEPT_PIXEL_RATIO × `shownWidth`, drawn at that width and encoded as
 * WebP; null where it is not wider (or an SVG), or where the browser cannot draw or encode it.
 */
async function smaller(blob: Blob, shownWidth: number): Promise<string | null> {
  if (blob.type === 'image/svg+xml' || typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(blob);
    const width = Math.round(shownWidth * Math.min(devicePixelRatio, KEPT_PIXEL_RATIO));
    if (width <= 0 || width >= bitmap.width) return null;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = Math.round((bitmap.height * width) / bitmap.width);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    // A browser that cannot encode WebP answers PNG, larger and without any gain: not kept so.
    const data = canvas.toDataURL('image/webp', 0.75);
    return data.startsWith('data:image/webp') ? data : null;
  } catch {
    return null;
  }
}
