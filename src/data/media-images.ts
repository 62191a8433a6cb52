import { createHash } from 'node:crypto';
import { getImage, inferRemoteSize } from 'astro:assets';
import { config } from '../lib/config.ts';
import { builtPictureSize, srcsetWidths } from '../lib/image-fit.ts';
import { webUrl } from '../lib/media.ts';
import type { PictureFile } from '../lib/picture.ts';
import { loadOnce } from './build-api.ts';
import { buildContext, type PictureSize } from './build-context.ts';

/** An image ready for an <img>: a built (or placeholder) URL, its box, its srcset. */
export interface BuiltImage extends PictureFile {
  /** False for the placeholder (no file, or the file could not be read). */
  found: boolean;
}

export interface ImageBox {
  /** Width of the built file, in px (its srcset goes up to twice it for dense screens). */
  width: number;
  /** Height to crop to (cover); without it the file keeps its own aspect ratio. */
  height?: number;
  /** The slot's CSS width by screen (the <img> sizes attribute), e.g. '(min-width: 60rem) 20rem, 100vw';
   * without it, one file at `width` (a link preview's picture, which no page shows). */
  sizes?: string;
}

const PLACEHOLDER = '/placeholder.svg';

// The media hosts the image service may fetch from (astro.config.mjs image.remotePatterns,
// made from the same setting): the API's own and every PUBLIC_MEDIA_ORIGINS host.
const hostOf = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${hostname}`;
};
const mediaHosts = new Set(config.mediaOrigins.map(hostOf));

type ImageSize = Awaited<ReturnType<typeof inferRemoteSize>>;
// The build context (src/data/build-context.ts) keeps pictures' sizes between the builds of
// the publisher's build worker, so a rebuild does not ask the API for every picture's size
// again (a forced build empties it); and the version of each provider picture this build saw,
// by URL — its ETag, else its Last-Modified, else a hash of its bytes — which the worker
// reports to the publisher, so the next change check asks whether any picture changed. The
// worker fills in the versions the change check has just confirmed.

/**
 * The picture's version, asked with HEAD (ETag or Last-Modified) or, from a host that sends
 * neither, from the bytes. A picture replaced under the same name gets a new version, so a
 * new built file (its name is a hash of the versioned address) that no cache holds.
 */
async function versionOf(url: string): Promise<string | null> {
  const confirmed = buildContext.confirmedPictureVersions.get(url);
  if (confirmed) return confirmed;
  const head = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(30_000) });
  // A missing picture has no version: the size probe shows the placeholder.
  if (head.status >= 400) return null;
  const validator = head.headers.get('etag') ?? head.headers.get('last-modified');
  if (validator) return validator;
  const bytes = await (await fetch(url, { signal: AbortSignal.timeout(30_000) })).arrayBuffer();
  return `sha256:${createHash('sha256').update(new Uint8Array(bytes)).digest('base64url')}`;
}

/** The picture's address with its version, e.g. '…/cover.jpg?v=Qm9v…'. */
async function versioned(url: string): Promise<string> {
  let version: string | null;
  try {
    version = await versionOf(url);
  } catch {
    version = null;
  }
  // Unreadable: the size probe says so and the placeholder is shown.
  if (version === null) return url;
  buildContext.pictureVersions.set(url, version);
  const tag = createHash('sha256').update(version).digest('base64url').slice(0, 12);
  return `${url}${url.includes('?') ? '&' : '?'}v=${tag}`;
}

async function sizeOf(url: string): Promise<ImageSize> {
  const known = buildContext.pictureSizes.get(url) as ImageSize | undefined;
  if (known) return known;
  const size = await inferRemoteSize(url);
  buildContext.pictureSizes.set(url, size satisfies PictureSize);
  return size;
}

function placeholder({ width, height }: ImageBox): BuiltImage {
  return { src: PLACEHOLDER, width, height: height ?? Math.round((width * 3) / 4), found: false };
}

/** The picture's address with its version (asked once per build). */
export const versionedPicture = (address: string) =>
  loadOnce(`version ${address}`, () => versioned(address));

async function build(address: string, box: ImageBox): Promise<BuiltImage> {
  const url = await versionedPicture(address);
  // The probe reads only the file's head: a missing or broken file becomes the placeholder
  // here, where it can be caught, instead of failing the build's image step later.
  let size: ImageSize;
  try {
    size = await sizeOf(url);
  } catch (error) {
    buildContext.report({ kind: 'picture-unavailable', url, message: (error as Error).message });
    return placeholder(box);
  }
  const { width, height } = builtPictureSize(box, size);
  if (!mediaHosts.has(hostOf(url))) {
    // Astro would pass the file through unchanged: say so, and send no srcset of one file.
    buildContext.report({ kind: 'picture-not-optimised', url });
    return { src: url, width, height, found: true };
  }
  // An SVG passes through as it is (one file fits every size); everything else becomes WebP,
  // at the slot's size and (for a page's slot) at the widths of its srcset, up to twice it
  // for dense screens (all cropped to the same ratio).
  const single = size.format === 'svg' || !box.sizes;
  const dense = builtPictureSize(
    { width: box.width * 2, ...(box.height ? { height: box.height * 2 } : {}) },
    size,
  );
  const image = await getImage({
    src: url,
    width,
    height,
    fit: 'cover',
    format: size.format === 'svg' ? 'svg' : 'webp',
    ...(single ? {} : { widths: srcsetWidths(width, dense.width) }),
  });
  return {
    src: image.src,
    width,
    height,
    found: true,
    ...(single ? {} : { srcset: image.srcSet.attribute, sizes: box.sizes }),
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
  return loadOnce(`image ${box.width}x${box.height ?? ''} ${box.sizes} ${safe}`, () =>
    build(safe, box),
  );
}
