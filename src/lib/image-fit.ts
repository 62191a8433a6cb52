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
