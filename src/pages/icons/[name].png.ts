import type { APIRoute, InferGetStaticPropsType } from 'astro';
import sharp from 'sharp';
import { cacheKeyOf } from '../../data/build-result.ts';
import { APP_ICONS, iconSvg } from '../../lib/brand/artwork.ts';

// The installed app's icons (the web app manifest lists them).
export const getStaticPaths = () =>
  APP_ICONS.map((icon) => ({
    params: { name: icon.name },
    props: { icon },
    // Unchanged artwork is restored by an incremental build, not drawn again.
    cacheKey: cacheKeyOf(iconSvg(icon)),
  }));

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) =>
  new Response(
    new Uint8Array(
      await sharp(Buffer.from(iconSvg(props.icon)))
        .png()
        .toBuffer(),
    ),
    {
      headers: { 'content-type': 'image/png' },
    },
  );
