import { JSDOM } from 'jsdom';
import type { WritableAtom } from 'nanostores';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import BillingBalance from '../../src/islands/BillingBalance.tsx';
import BillingDetails from '../../src/islands/BillingDetails.tsx';
import BillingInvoice from '../../src/islands/BillingInvoice.tsx';
import BookingList from '../../src/islands/BookingList.tsx';
import CandidateList from '../../src/islands/CandidateList.tsx';
import CartLines from '../../src/islands/CartLines.tsx';
import CartCount from '../../src/islands/CartCount.tsx';
import CircularList from '../../src/islands/CircularList.tsx';
import ElectionBoard from '../../src/islands/ElectionBoard.tsx';
import ElectionDocument from '../../src/islands/ElectionDocument.tsx';
import ElectionLive from '../../src/islands/ElectionLive.tsx';
import EmployeeDirectory from '../../src/islands/EmployeeDirectory.tsx';
import FoodMenu from '../../src/islands/FoodMenu.tsx';
import MemberDirectory from '../../src/islands/MemberDirectory.tsx';
import NoticeList from '../../src/islands/NoticeList.tsx';
import OrderMenu from '../../src/islands/OrderMenu.tsx';
import ProfileUpdateLink from '../../src/islands/ProfileUpdateLink.tsx';
import RoomTemplate from '../../src/islands/RoomTemplate.tsx';
import { bookingCard } from '../../src/lib/booking/card.ts';
import { liveStreamView } from '../../src/lib/members/live-stream.ts';
import { bookingSchema, type Booking } from '../../src/lib/schemas/bookings.ts';
import { foodSchema, menuCategorySchema } from '../../src/lib/schemas/ordering.ts';
import { fillElement } from '../../src/scripts/fill-element.ts';
import { earlyBalance } from '../../src/stores/balance.ts';
import { earlyBillCard, earlyBillSummary, earlyInvoice } from '../../src/stores/billing.ts';
import { earlyBookings } from '../../src/stores/booking-list.ts';
import {
  addToCart,
  clearCart,
  earlyCart,
  earlyCartCount,
  earlyEmptyCart,
} from '../../src/stores/cart.ts';
import { earlyCirculars } from '../../src/stores/circular-list.ts';
import { earlyBoard, earlyCandidates, earlyElectionDocument } from '../../src/stores/election.ts';
import { earlyEmployees } from '../../src/stores/employee-directory.ts';
import {
  drawnBeforeReact,
  earlyTemplateValues,
  type EarlyRoom,
} from '../../src/stores/first-screen.ts';
import { $category, $foodGroupId, earlyFoods } from '../../src/stores/food-menu.ts';
import { earlyLiveStream } from '../../src/stores/live-stream.ts';
import { earlyMembers } from '../../src/stores/member-directory.ts';
import { earlyNotices } from '../../src/stores/notice-list.ts';
import { $menu, earlyMenu } from '../../src/stores/order-menu.ts';
import { earlyProfileForm } from '../../src/stores/profile-form.ts';

// Issue 27: a member page's room drawn before React comes from one source. Its template is
// the island rendered with marks (islands/RoomTemplate.tsx, as components/members/
// EarlyRoom.astro builds it), and the page script fills it from the answer
// (scripts/fill-element.ts). What that draws must be the very markup React renders for the
// same answer: React takes it over as it is, and any difference would be a hydration error.

const { document } = new JSDOM().window;

/** A node as markup, each element's attributes in name order; comments (which keep React's
 * text nodes apart) stay. */
function canonical(node: Node): string {
  if (node.nodeType === 3) return JSON.stringify(node.nodeValue);
  if (node.nodeType === 8) return `<!--${(node as Comment).data}-->`;
  const element = node as Element;
  const attributes = [...element.attributes]
    .map(({ name, value }) => `${name}=${JSON.stringify(value)}`)
    .sort()
    .join(' ');
  const children = [...element.childNodes].map(canonical).join('');
  return `<${element.localName} ${attributes}>${children}</${element.localName}>`;
}

/** The element `selector` selects in markup rendered by React. */
function roomIn(html: string, selector: string): Element {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  const room = holder.content.querySelector(selector);
  if (!room) throw new Error(`No ${selector} in ${html}`);
  return room;
}

// Stores in lists make their first call when first read: none goes out from here.
beforeAll(() => vi.stubGlobal('fetch', () => new Promise(() => {})));
afterAll(() => vi.unstubAllGlobals());

/** Sets a store as its call's answer would (the stores are read-only outside their module). */
const answer = <T>(store: unknown, value: T) => (store as WritableAtom<T>).set(value);

/** A list's first page as its store holds it once the call has answered. */
const listOf = <Item>(early: EarlyRoom<unknown>, items: Item[]) => ({
  ...(early.store.init as object),
  items,
  count: items.length,
  pagesLoaded: 1,
  loading: null,
});

const booking = (id: string, figures: Partial<Booking['billing']>, extra: object = {}): Booking =>
  v.parse(bookingSchema, {
    _id: id,
    bookingRefId: `BK-${id}`,
    bookingType: 'Hall',
    room: { title: 'Banquet Hall', roomNo: 'H-1' },
    bookingDate: '2099-03-01',
    bookingShift: 'Evening',
    purpose: 'Wedding',
    noOfGuests: '120',
    paymentMode: 'Cash',
    billing: { roomRent: 5000, discount: 0, cancelationCharge: 0, paid: 0, advance: 0, ...figures },
    addonServices: [{ _id: 'a1', title: 'Decoration', price: 1500 }],
    isConfirmed: true,
    isCancelled: false,
    ...extra,
  });

const food = (foodId: string, foodPrice: number, foodDetail = '') =>
  v.parse(foodSchema, {
    foodId,
    foodName: `Food ${foodId} <b>&</b>`,
    foodPrice,
    foodImage: foodId === 'f1' ? 'https://media.example/f1.webp' : null,
    foodDetail,
    kitchenId: '1',
  });

const menu = [
  v.parse(menuCategorySchema, {
    categoryId: 'c1',
    categoryName: 'Grill',
    foodgroups: [
      {
        foodgroupId: 'g1',
        foodgroupName: 'Kebab',
        foods: [food('f1', 250, 'Spiced'), food('f2', 40)],
      },
      { foodgroupId: 'g2', foodgroupName: 'Naan', foods: [] },
    ],
  }),
  v.parse(menuCategorySchema, { categoryId: 'c2', categoryName: 'Café', foodgroups: [] }),
];

const person = {
  _id: 'm1',
  name: 'Tahmid Rahman',
  image: null,
  membershipDate: '2012-03-10',
  membershipType: 'Life',
  mobile: '017 1234 5678',
  email: ' tahmid@example.com ',
  acNo: 'BC-101',
  presentAddress: '',
};

interface Case {
  name: string;
  early: EarlyRoom<unknown>;
  island: ComponentType<never>;
  props?: object;
  /** The answer the room shows (its store's value), and the page's other stores as they are. */
  shows: () => unknown;
  /** A room with no field of the answer in it (its texts are the spec's). */
  fixed?: boolean;
}

const cases: Case[] = [
  {
    name: 'notices: dated and undated, with and without preview and attachment',
    early: earlyNotices as EarlyRoom<unknown>,
    island: NoticeList,
    shows: () =>
      listOf(earlyNotices as EarlyRoom<unknown>, [
        {
          id: 'n1',
          date: { day: '22', month: 'Nov', year: '2026' },
          title: 'AGM & <dinner>',
          preview: 'The club meets…',
          createdBy: 'Abdul Ahmed',
          attachmentUrl: 'https://media.example/agm.pdf',
        },
        { id: 'n2', date: null, title: 'Pool', preview: '', createdBy: '', attachmentUrl: null },
      ]),
  },
  {
    name: 'circulars',
    early: earlyCirculars as EarlyRoom<unknown>,
    island: CircularList,
    shows: () =>
      listOf(earlyCirculars as EarlyRoom<unknown>, [
        {
          id: 'c1',
          date: { day: '1', month: 'Jan', year: '2027' },
          title: 'Dress code',
          preview: 'Smart casual',
          createdBy: 'Office',
          attachmentUrl: null,
        },
      ]),
  },
  {
    name: 'members: photo and placeholder, empty details left out, first-screen photos eager',
    early: earlyMembers as EarlyRoom<unknown>,
    island: MemberDirectory,
    shows: () =>
      listOf(
        earlyMembers as EarlyRoom<unknown>,
        [0, 1, 2].map((index) => ({
          ...person,
          _id: `m${index}`,
          imageUrl: index === 1 ? 'https://media.example/m1.webp' : null,
          memberSince: 'March 10, 2012',
          email: index === 2 ? '' : person.email,
        })),
      ),
  },
  {
    name: 'employees: with and without a designation',
    early: earlyEmployees as EarlyRoom<unknown>,
    island: EmployeeDirectory,
    shows: () =>
      listOf(earlyEmployees as EarlyRoom<unknown>, [
        {
          _id: 'e1',
          name: 'Rumana Kabir',
          image: null,
          imageUrl: null,
          designation: 'Manager',
          department: 'Cultural',
          mobile: '01812383619',
          email: 'staff@example.com',
        },
        {
          _id: 'e2',
          name: 'Tanvir Ahmed',
          image: null,
          imageUrl: 'https://media.example/e2.webp',
          designation: '',
          department: 'Sports',
          mobile: '',
          email: '',
        },
      ]),
  },
  {
    name: 'bookings: pending with a due and Cancel, cancelled without either',
    early: earlyBookings as EarlyRoom<unknown>,
    island: BookingList,
    shows: () =>
      listOf(earlyBookings as EarlyRoom<unknown>, [
        bookingCard(booking('b1', {}, { isConfirmed: false })),
        bookingCard(booking('b2', { advance: 6500 }, { isCancelled: true })),
      ]),
  },
  {
    name: 'the balance',
    early: earlyBalance as EarlyRoom<unknown>,
    island: BillingBalance,
    shows: () => ({
      status: 'ready',
      data: {
        balance: {
          mem_code: 'M-1',
          mem_name: 'Tahmid Rahman',
          ac_no: 'BC-101',
          mem_type: 'Life',
          balance: 4700,
          dues: 9800,
          cLimit: 100000,
        },
        message: 'Success',
      },
    }),
  },
  {
    name: "no balance: the provider's message",
    early: earlyBalance as EarlyRoom<unknown>,
    island: BillingBalance,
    shows: () => ({ status: 'ready', data: { balance: null, message: 'No balance yet.' } }),
  },
  {
    name: 'the bill card: add-ons, cancelled with its charge',
    early: earlyBillCard('') as EarlyRoom<unknown>,
    island: BillingDetails,
    shows: () => ({
      status: 'ready',
      data: booking('b3', { cancelationCharge: 1250, paid: 100 }, { isCancelled: true }),
    }),
  },
  {
    name: 'the bill in brief',
    early: earlyBillSummary('') as EarlyRoom<unknown>,
    island: BillingInvoice,
    shows: () => ({ status: 'ready', data: booking('b4', { paid: 6500 }) }),
  },
  {
    name: 'the invoice in its frame',
    early: earlyInvoice('') as EarlyRoom<unknown>,
    island: BillingInvoice,
    shows: () => ({ status: 'ready', data: 'https://api.example/invoice/b4?token=t' }),
  },
  {
    name: 'the stored cart',
    early: earlyCart as EarlyRoom<unknown>,
    island: CartLines,
    shows: () => {
      clearCart();
      addToCart(food('f1', 250));
      addToCart(food('f1', 250));
      addToCart(food('f2', 40));
      return earlyCart.store.get();
    },
  },
  {
    name: 'an empty stored cart: it says so and points to the menu',
    early: earlyEmptyCart as EarlyRoom<unknown>,
    island: CartLines,
    shows: () => {
      clearCart();
      return earlyCart.store.get();
    },
    fixed: true,
  },
  ...[1, 3].map((items) => ({
    name: `the header's cart count, ${items} in the stored cart`,
    early: earlyCartCount as EarlyRoom<unknown>,
    island: CartCount,
    shows: () => {
      clearCart();
      for (let item = 0; item < items; item++) addToCart(food('f1', 250));
      return earlyCartCount.store.get();
    },
  })),
  {
    name: "the menu's categories",
    early: earlyMenu as EarlyRoom<unknown>,
    island: OrderMenu,
    shows: () => {
      answer($menu, { status: 'ready', data: menu });
      return $menu.get();
    },
  },
  {
    name: "a category's foods, with what the cart holds",
    early: earlyFoods as EarlyRoom<unknown>,
    island: FoodMenu,
    shows: () => {
      clearCart();
      addToCart(menu[0]!.foodgroups[0]!.foods[1]!);
      $category.set(menu[0]!);
      $foodGroupId.set('g1');
      return $category.get();
    },
  },
  {
    name: 'a category group without foods',
    early: earlyFoods as EarlyRoom<unknown>,
    island: FoodMenu,
    shows: () => {
      $category.set(menu[0]!);
      $foodGroupId.set('g2');
      return $category.get();
    },
  },
  {
    name: 'the election board: head and members',
    early: earlyBoard('Election Board') as EarlyRoom<unknown>,
    island: ElectionBoard,
    props: { boardType: 'Election Board' },
    shows: () => ({
      status: 'ready',
      data: {
        boardType: '',
        electionYear: '2026',
        heads: [
          {
            name: 'Abdul Uddin',
            designation: 'Chief',
            clubAcNo: 'BC-300',
            mobile: '019',
            image: null,
            layer: 1,
            imageUrl: null,
          },
        ],
        others: [
          {
            name: 'Ayesha Islam',
            designation: '',
            clubAcNo: 'BC-301',
            mobile: '',
            image: null,
            layer: 2,
            imageUrl: null,
          },
        ],
      },
    }),
  },
  {
    name: 'an appeal board without a head or a year',
    early: earlyBoard('Appeal Board') as EarlyRoom<unknown>,
    island: ElectionBoard,
    props: { boardType: 'Appeal Board' },
    shows: () => ({
      status: 'ready',
      data: {
        boardType: 'Appeal Board',
        electionYear: '',
        heads: [],
        others: [
          {
            name: 'Farhan',
            designation: 'Member',
            clubAcNo: 'BC-302',
            mobile: '016',
            image: null,
            layer: 2,
            imageUrl: null,
          },
        ],
      },
    }),
  },
  ...(['President', 'Executive Committee'] as const).map((candidateType) => ({
    name: `${candidateType} candidates`,
    early: earlyCandidates(candidateType) as EarlyRoom<unknown>,
    island: CandidateList as ComponentType<never>,
    props: { candidateType },
    shows: () => ({
      status: 'ready',
      data: [
        {
          name: 'Abdul Alam',
          image: null,
          imageUrl: null,
          clubAcNo: 'BC-400',
          mobile: '016',
          ballotNumber: '1',
        },
        {
          name: 'Ayesha',
          image: null,
          imageUrl: 'https://media.example/c.webp',
          clubAcNo: 'BC-401',
          mobile: '',
          ballotNumber: '2',
        },
      ],
    }),
  })),
  {
    name: 'an election document',
    early: earlyElectionDocument('rules') as EarlyRoom<unknown>,
    island: ElectionDocument,
    props: { content: 'rules' },
    shows: () => ({
      status: 'ready',
      data: { title: 'Election Rules', attachmentUrl: 'https://media.example/rules.pdf' },
    }),
  },
  {
    name: 'an untitled election document',
    early: earlyElectionDocument('schedule') as EarlyRoom<unknown>,
    island: ElectionDocument,
    props: { content: 'schedule' },
    shows: () => ({
      status: 'ready',
      data: { title: '', attachmentUrl: 'https://media.example/schedule.pdf' },
    }),
  },
  ...[
    ['embedded', 'https://www.youtube.com/watch?v=abcdefghijk'],
    ['linked', 'https://live.example/stream'],
  ].map(([how, url]) => ({
    name: `the live stream, ${how}`,
    early: earlyLiveStream as EarlyRoom<unknown>,
    island: ElectionLive as ComponentType<never>,
    shows: () => ({ status: 'ready', data: liveStreamView(url) }),
  })),
  {
    name: 'the profile update link',
    early: earlyProfileForm as EarlyRoom<unknown>,
    island: ProfileUpdateLink,
    shows: () => ({ status: 'ready', data: 'https://media.example/profile.pdf' }),
  },
];

describe('a room drawn before React is what React renders for the same answer', () => {
  it.each(cases)('$name', ({ early, island, props = {}, shows, fixed = false }) => {
    const template = renderToString(
      createElement(RoomTemplate, {
        island: island as ComponentType<object>,
        props,
        values: earlyTemplateValues(early),
      }),
    );
    const model = roomIn(template, early.room);
    // The template is an empty shape: marks, no data.
    if (!fixed) expect(model.outerHTML).toContain('data-fill-');

    const value = shows();
    answer(early.store, value);
    const fields = early.record(value);
    expect(fields).not.toBeNull();
    const drawn = fillElement(model, fields!);
    expect(drawn.outerHTML).not.toContain('data-fill-');

    // React, taking the page over, starts from the values drawn (stores/first-screen.ts).
    drawnBeforeReact(early.store, value);
    for (const [other] of early.also ?? []) drawnBeforeReact(other, other.get());
    const rendered = roomIn(renderToString(createElement(island, props as never)), early.room);
    expect(canonical(drawn)).toBe(canonical(rendered));
  });
});

describe('what is left to React', () => {
  it.each([
    [
      'a list still loading',
      earlyNotices,
      { ...listOf(earlyNotices as EarlyRoom<unknown>, []), loading: 'first' },
    ],
    ['an empty list', earlyNotices, listOf(earlyNotices as EarlyRoom<unknown>, [])],
    [
      'a failed list',
      earlyNotices,
      { ...listOf(earlyNotices as EarlyRoom<unknown>, []), error: 'Something went wrong.' },
    ],
    ['a call on its way', earlyBalance, { status: 'loading' }],
    ['a failed call', earlyBalance, { status: 'error', message: 'Something went wrong.' }],
    ['no candidates', earlyCandidates('President'), { status: 'ready', data: [] }],
    ['an empty cart (in its own room)', earlyCart, []],
    ['a cart with food (in its own room)', earlyEmptyCart, [{ food: {}, quantity: 1 }]],
  ] as [string, EarlyRoom<unknown>, unknown][])('%s: nothing is drawn', (_, early, value) => {
    expect(early.record(value)).toBeNull();
  });
});

describe("a category's first food photo, the page's largest paint on a phone", () => {
  /** The foods' photos of the category as drawn before React and as React renders them. */
  function photos() {
    clearCart();
    $category.set(menu[0]!);
    $foodGroupId.set('g1');
    const template = renderToString(
      createElement(RoomTemplate, {
        island: FoodMenu as ComponentType<object>,
        props: {},
        values: earlyTemplateValues(earlyFoods as EarlyRoom<unknown>),
      }),
    );
    const drawn = fillElement(
      roomIn(template, earlyFoods.room),
      earlyFoods.record($category.get())!,
    );
    drawnBeforeReact(earlyFoods.store, $category.get());
    for (const [other] of earlyFoods.also ?? []) drawnBeforeReact(other, other.get());
    const rendered = roomIn(renderToString(createElement(FoodMenu)), earlyFoods.room);
    return { drawn, rendered };
  }

  it.each(['drawn', 'rendered'] as const)(
    'is asked for at once and first, the others as they near the screen (%s)',
    (how) => {
      const images = [...photos()[how].querySelectorAll('img.food-card__photo')];
      expect(images).toHaveLength(2);
      expect(
        images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]),
      ).toEqual([
        ['eager', 'high'],
        ['lazy', null],
      ]);
    },
  );
});
