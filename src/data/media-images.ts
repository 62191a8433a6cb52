import { getImage, inferRemoteSize } from 'astro:assets';
import { builtPictureSize } from '../lib/image-fit.ts';
import { webUrl } from '../lib/media.ts';
import { loadOnce } from './build-api.ts';

/** An image ready for an <img>: a built (or placeholder) URL and its box. */
export interface BuiltImage {
  src: string;
  width: number;
  height: number;
  /** False for the placeholder (no file, or the file could not be read). */
  found: boolean;
}

export interface ImageBox {
  /** Width of the built file, in px. */
  width: number;
  /** Height to crop to (cover); without it the file keeps its own aspect ratio. */
  height?: number;
}

const PLACEHOLDER = '/placeholder.svg';

type ImageSize = Awaited<ReturnType<typeof inferRemoteSize>>;
// The publisher's build worker (publisher/build-worker.ts) runs many builds in one process
// and keeps this map between them, so a rebuild does not ask the API for every picture's
// size again; a forced build empties it. Only sizes that were read are kept.
const SIZES = Symbol.for('club.image-sizes');
const knownSizes = () =>
  ((globalThis as Record<symbol, unknown>)[SIZES] ??= new Map()) as Map<string, ImageSize>;

async function sizeOf(url: string): Promise<ImageSize> {
  const known = knownSizes().get(url);
  if (known) return known;
  const size = await inferRemoteSize(url);
  knownSizes().set(url, size);
  return size;
}

function placeholder({ width, height }: ImageBox): BuiltImage {
  return { src: PLACEHOLDER, width, height: height ?? Math.round((width * 3) / 4), found: false };
}

async function build(url: string, box: ImageBox): Promise<BuiltImage> {
  // The probe reads only the file's head: a missing or broken file becomes the placeholder
  // here, where it can be caught, instead of failing the build's image step later.
  let size: ImageSize;
  try {
    size = await sizeOf(url);
  } catch (error) {
    console.warn(`[build] image unavailable, placeholder shown: ${url} (${(error as Error).message})`);
    return placeholder(box);
  }
  const { width, height } = builtPictureSize(box, size);
  const image = await getImage({
    src: url,
    width,
    height,
    fit: 'cover',
    // An SVG passes through as it is; everything else becomes WebP.
    format: size.format === 'svg' ? 'svg' : 'webp',
  });
  return {
    src: image.src,
    width,
    height,
    found: true,
  };
}

/**
 * A provider media file built for the page at `box` size (astro:assets, WebP); the
 * placeholder when the name was empty, the URL unsafe, or the file unreadable. Each file and
 * size is built once per build.
 */
export function buildImage(url: string | null | undefined, box: ImageBox): Promise<BuiltImage> {
  const safe = webUrl(url);
  if (!safe) return Promise.resolve(placeholder(box));
  return loadOnce(`image ${box.width}x${box.height ?? ''} ${safe}`, () => build(safe, box));
}
