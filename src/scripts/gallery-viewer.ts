import Swiper from 'swiper';
import { Keyboard, Navigation, Zoom } from 'swiper/modules';

// The lightbox's slides driven by Swiper: fetched by gallery-lightbox.ts on the first touch
// of a photo, so only a visitor who opens a photo loads it. Its CSS is Lightbox.astro's.

/**
 * Swiper over the open lightbox, at photo `first`: a swipe, Previous/Next or the arrow keys
 * step (from the last photo to the first and back, as before), a pinch or a double tap
 * zooms up to 3 times (Swiper's default). `onShow` hears of each photo stepped to.
 */
export function startViewer(
  dialog: HTMLDialogElement,
  first: number,
  onShow: (index: number) => void,
) {
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const swiper = new Swiper(dialog.querySelector<HTMLElement>('[data-lightbox-stage]')!, {
    modules: [Keyboard, Navigation, Zoom],
    initialSlide: first,
    rewind: true,
    speed: still ? 0 : 300,
    // The photos either side start loading once one is shown.
    lazyPreloadPrevNext: 1,
    navigation: {
      prevEl: dialog.querySelector<HTMLElement>('[data-lightbox-prev]'),
      nextEl: dialog.querySelector<HTMLElement>('[data-lightbox-next]'),
    },
    // The arrow keys listen on the whole document: only while the dialog is open.
    keyboard: { enabled: false },
    zoom: true,
    on: { slideChange: ({ activeIndex }) => onShow(activeIndex) },
  });
  dialog.addEventListener('close', () => {
    swiper.keyboard.disable();
    // The next opening starts unzoomed.
    if (swiper.zoom.scale !== 1) swiper.zoom.out();
  });
  return {
    /** Shows photo `index` in the lightbox, if it is (still) open. */
    show(index: number): void {
      if (!dialog.open) return;
      // Its size may have changed while it was closed.
      swiper.update();
      swiper.slideTo(index, 0);
      swiper.keyboard.enable();
    },
  };
}
