import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { shareCardSvg } from '../lib/brand/artwork.ts';

// The share card of pages without a picture of their own (Open Graph, Twitter).
export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await sharp(Buffer.from(shareCardSvg())).png().toBuffer()), {
    headers: { 'content-type': 'image/png' },
  });
