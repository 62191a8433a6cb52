import { atom, onMount } from 'nanostores';
import { readKey, writeKey } from '../lib/web-storage.ts';
import { ORDER_NOTICE_KEY } from '../lib/constants/member-data-keys.ts';

/** The message a fully placed order left for /order; '' when none (shown once). */
export const $orderNotice = atom('');
onMount($orderNotice, () => {
  const notice = readKey('sessionStorage', ORDER_NOTICE_KEY);
  if (!notice) return;
  writeKey('sessionStorage', ORDER_NOTICE_KEY, null);
  $orderNotice.set(notice);
});

/** Leaves a message for the next /order page (shown there once). */
export const leaveOrderNotice = (notice: string) =>
  writeKey('sessionStorage', ORDER_NOTICE_KEY, notice);
