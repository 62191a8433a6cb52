import Swiper from 'swiper';
import { Autoplay, EffectFade } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-fade';
import {
  FACILITIES_AUTOPLAY_MS,
  FACILITIES_CAROUSEL_BREAKPOINTS,
  SLIDER_AUTOPLAY_MS,
} from '../lib/constants/timing.ts';

// The home page's slider (fade, loop, autoplay, position 'NN / NN') and facilities carousel.
// Someone who asked for reduced motion gets neither autoplay nor animation; both can be
// paused with their button (WCAG 2.2.2).
const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const twoDigits = (n: number) => String(n).padStart(2, '0');

function wirePause(swiper: Swiper, button: HTMLButtonElement | null) {
  if (!button) return;
  const show = (running: boolean) => {
    button.textContent = running ? 'Pause' : 'Play';
    button.setAttribute('aria-label', `${running ? 'Pause' : 'Play'} ${button.dataset.what}`);
  };
  // Our own record of the choice: Swiper's flags also change when it pauses on hover.
  let running = !still;
  show(running);
  delete button.dataset.waiting;
  button.addEventListener('click', () => {
    running = !running;
    if (running) swiper.autoplay.start();
    else swiper.autoplay.stop();
    show(running);
  });
}

const hero = document.querySelector<HTMLElement>('[data-hero-slider]');
if (hero) {
  const current = hero.querySelector('[data-slide-current]');
  const slider = new Swiper(hero.querySelector<HTMLElement>('.swiper')!, {
    modules: [Autoplay, EffectFade],
    effect: 'fade',
    fadeEffect: { crossFade: true },
    loop: true,
    speed: still ? 0 : 800,
    autoplay: still ? false : { delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false },
    on: {
      slideChange: (swiper) => {
        if (current) current.textContent = twoDigits(swiper.realIndex + 1);
      },
    },
  });
  wirePause(slider, hero.querySelector('[data-pause]'));
}

const carousel = document.querySelector<HTMLElement>('[data-facilities-carousel]');
if (carousel) {
  const swiper = new Swiper(carousel.querySelector<HTMLElement>('.swiper')!, {
    modules: [Autoplay],
    loop: true,
    spaceBetween: 20,
    speed: still ? 0 : 600,
    breakpoints: FACILITIES_CAROUSEL_BREAKPOINTS,
    autoplay: still
      ? false
      : { delay: FACILITIES_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
  });
  wirePause(swiper, carousel.querySelector('[data-pause]'));
}
