/** A picture built for the page (src/data/media-images.ts), as an <img> shows it. */
export interface PictureFile {
  src: string;
  width: number;
  height: number;
  /** The same picture at other widths (`url 480w, …`); none for the placeholder or an SVG. */
  srcset?: string;
  /** The slot's width by screen, for the browser to pick from `srcset`. */
  sizes?: string;
}

/**
 * The <img> attributes of a built picture: its file and box, and its srcset and sizes when
 * it has them. One shape for the page's own markup and for cards a script adds later
 * (Object.assign onto an HTMLImageElement, after `loading`), so both pick the same file for
 * the screen. srcset and sizes come first: once `src` is set, the browser picks at once.
 */
export function pictureAttributes(image: PictureFile): PictureFile {
  const { src, width, height, srcset, sizes } = image;
  return srcset ? { srcset, sizes: sizes ?? '100vw', width, height, src } : { width, height, src };
}
