import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

export interface PictureSpec {
  /** Relative file name under the media directory, e.g. 'covers/cover-03.jpg'. */
  file: string;
  width: number;
  height: number;
  label: string;
  hue: number;
  /** 'scene' for covers and slides, 'portrait' for people, 'badge' for logos. */
  style: 'scene' | 'portrait' | 'badge';
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function svgFor({ width, height, label, hue, style }: PictureSpec): string {
  const bg = `hsl(${hue} 45% 32%)`;
  const light = `hsl(${(hue + 40) % 360} 55% 70%)`;
  const font = Math.round(Math.min(width, height) / (style === 'scene' ? 9 : 7));
  const shapes =
    style === 'portrait'
      ? `<circle cx="${width / 2}" cy="${height * 0.38}" r="${width * 0.2}" fill="${light}"/>
         <ellipse cx="${width / 2}" cy="${height * 0.95}" rx="${width * 0.36}" ry="${height * 0.3}" fill="${light}"/>`
      : style === 'badge'
        ? `<circle cx="${width / 2}" cy="${height / 2}" r="${width * 0.42}" fill="none" stroke="${light}" stroke-width="${width * 0.05}"/>`
        : `<path d="M0 ${height * 0.72} Q ${width * 0.3} ${height * 0.5} ${width * 0.55} ${height * 0.68} T ${width} ${height * 0.6} V ${height} H 0 Z" fill="${light}" opacity="0.55"/>
           <circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.1}" fill="hsl(45 90% 70%)" opacity="0.8"/>`;
  const text =
    style === 'portrait' || !label
      ? ''
      : `<text x="50%" y="${style === 'badge' ? '56%' : '46%'}" font-family="DejaVu Sans, sans-serif" font-size="${font}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${bg}"/>${shapes}${text}</svg>`;
}

/** Writes `bytes` to `target` whole or not at all (a temporary file renamed into place), so a
 * parallel seed sharing the media folder never reads a half-written file. */
export function writeWhole(target: string, bytes: Buffer): void {
  mkdirSync(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, target);
}

/** Renders each picture (SVG → JPEG) into `mediaDir`, skipping files that already exist. */
export async function renderPictures(mediaDir: string, pictures: PictureSpec[]): Promise<void> {
  const queue = pictures.filter((picture) => !existsSync(join(mediaDir, picture.file)));
  const workers = Array.from({ length: 4 }, async () => {
    for (let picture = queue.shift(); picture; picture = queue.shift()) {
      const jpeg = await sharp(Buffer.from(svgFor(picture)))
        .jpeg({ quality: 78, mozjpeg: true })
        .toBuffer();
      writeWhole(join(mediaDir, picture.file), jpeg);
    }
  });
  await Promise.all(workers);
}
