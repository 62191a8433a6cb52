// The size a provider picture is built at, so that the file's real size and the <img>
// width/height always agree (a mismatch moves the page when the picture arrives).

/** A picture box: its width, and the height to crop to (none: the file's own ratio). */
export interface PictureBox {
  width: number;
  height?: number;
}

/**
 * The built size of a `file` for `box`: never larger than the file in either direction
 * (the image service does not enlarge), and a crop keeps the box's aspect ratio.
 */
export function builtPictureSize(
  box: PictureBox,
  file: { width: number; height: number },
): { width: number; height: number } {
  if (!box.height) {
    const width = Math.min(box.width, file.width);
    return { width, height: Math.max(1, Math.round((width * file.height) / file.width)) };
  }
  const scale = Math.min(1, file.width / box.width, file.height / box.height);
  return {
    width: Math.max(1, Math.round(box.width * scale)),
    height: Math.max(1, Math.round(box.height * scale)),
  };
}

/** The widths a picture may be built at for a srcset: steps of about 1.25–1.5×. */
const WIDTH_STEPS = [160, 240, 320, 400, 480, 640, 800, 960, 1280, 1600, 1920];

/**
 * The widths of one picture's srcset: its slot's own width (`base`), the largest the file
 * allows for a dense screen (`largest`, up to twice `base`), and the steps between half of
 * `base` and `largest`, so each screen gets a file near the pixels it shows. A step within
 * 10 % of `base` or `largest` is left out (it would save nothing).
 */
export function srcsetWidths(base: number, largest: number): number[] {
  const near = (width: number, to: number) => Math.abs(width - to) < to * 0.1;
  const steps = WIDTH_STEPS.filter(
    (width) => width >= base / 2 && width < largest && !near(width, base) && !near(width, largest),
  );
  return [...new Set([...steps, base, largest])].sort((a, b) => a - b);
}
