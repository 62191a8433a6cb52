// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cardProps } from '../../src/lib/card-fill.ts';
import { cardFields } from '../../src/lib/card-marks.ts';
import { fillCard } from '../../src/scripts/card-template.ts';
import { fillElement } from '../../src/scripts/fill-element.ts';

/** A page <template> holding `markup`, as a card component renders it without a record. */
function template(markup: string): HTMLTemplateElement {
  const element = document.createElement('template');
  element.innerHTML = markup;
  return element;
}

const picture = {
  src: '/_astro/a_480.webp',
  srcset: '/_astro/a_480.webp 480w, /_astro/a_960.webp 960w',
  sizes: '50vw',
  width: 480,
  height: 320,
  found: true,
};
const placeholder = { src: '/placeholder.svg', width: 480, height: 320, found: false };
const story = {
  _id: 'nw0001',
  title: 'Annual Swim Gala 2026',
  date: 'May 7, 2026',
  dateTime: '2026-05-07',
  tags: '',
  href: '/news-details/nw0001',
  thumbnail: picture,
  thumbnails: [picture],
};

describe('fillCard (a card cloned from its page template and filled from a record)', () => {
  it.each([
    ['text', '<h2 data-fill-text="{title}"></h2>', story, '<h2>Annual Swim Gala 2026</h2>'],
    [
      'text around fields',
      '<span data-fill-text=" about {title} ({date})"></span>',
      story,
      '<span> about Annual Swim Gala 2026 (May 7, 2026)</span>',
    ],
    [
      'attributes, nested paths and numbers',
      '<button data-fill-data-href="{href}" data-fill-data-width="{thumbnail.width}"></button>',
      story,
      '<button data-href="/news-details/nw0001" data-width="480"></button>',
    ],
    [
      'an attribute that comes out empty left out, static ones kept',
      '<li class="card" data-fill-data-tags="{tags}" data-fill-data-id="{_id}"></li>',
      story,
      '<li class="card" data-id="nw0001"></li>',
    ],
    [
      'a missing field left out, or empty inside a text',
      '<time data-fill-datetime="{nothing.here}" data-fill-text="on {nothing}"></time>',
      story,
      '<time>on </time>',
    ],
    [
      'a built picture: srcset and sizes before the file',
      '<img class="a" alt="" data-fill-picture="thumbnail" loading="lazy">',
      story,
      `<img class="a" alt="" loading="lazy" srcset="${picture.srcset}" sizes="50vw" width="480" height="320" src="/_astro/a_480.webp">`,
    ],
    [
      'the placeholder: a file without srcset or sizes',
      '<img alt="" data-fill-picture="thumbnail">',
      { thumbnail: placeholder },
      '<img alt="" width="480" height="320" src="/placeholder.svg">',
    ],
    [
      'optional parts kept when their field has a value, dropped when not',
      '<p><img data-fill-if="thumbnails.0" data-fill-picture="thumbnails.0" data-fill-alt="{title}, photo 2"><img data-fill-if="thumbnails.1" data-fill-picture="thumbnails.1" data-fill-alt="{title}, photo 3"></p>',
      story,
      `<p><img srcset="${picture.srcset}" sizes="50vw" width="480" height="320" src="/_astro/a_480.webp" alt="Annual Swim Gala 2026, photo 2"></p>`,
    ],
    [
      'a card a script adds is wired: its controls are enabled',
      '<p><button disabled data-needs-script>Read More</button></p>',
      story,
      '<p><button>Read More</button></p>',
    ],
    [
      'a record field that is not its own (no prototype lookups)',
      '<a data-fill-href="{constructor}" data-fill-text="{toString}"></a>',
      story,
      '<a></a>',
    ],
  ])('%s', (_, markup, record, filled) => {
    expect(fillCard(template(markup), record).outerHTML).toBe(filled);
  });

  it.each([
    ['<img src=x onerror=alert(1)>', 'title'],
    ['<script>alert(1)</script>', 'title'],
    ['" onmouseover="alert(1)', 'href'],
  ])('puts provider text %j in as text only', (text, field) => {
    const card = fillCard(
      template('<li><h2 data-fill-text="{title}"></h2><a data-fill-href="{href}">x</a></li>'),
      { title: 'ok', href: 'ok', [field]: text },
    );
    expect(card.querySelectorAll('img, script')).toHaveLength(0);
    expect(card.querySelector('a')?.attributes).toHaveLength(1);
    expect(
      field === 'title'
        ? card.querySelector('h2')?.textContent
        : card.querySelector('a')?.getAttribute('href'),
    ).toBe(text);
  });

  it('clones: the template stays as it was for the next card', () => {
    const page = template('<h2 data-fill-text="{title}"></h2>');
    fillCard(page, story);
    expect(page.innerHTML).toBe('<h2 data-fill-text="{title}"></h2>');
  });
});

describe('cardFields (the same marks on a built card and on the template)', () => {
  const marks = {
    'data-tags': '{tags}',
    datetime: '{dateTime}',
    alt: '{title}, photo 1',
    picture: 'thumbnail',
    text: '{title}',
    if: 'thumbnails.0',
  };

  it.each([
    ['a built card', story],
    ['the template', undefined],
  ])('refuses to fill an event handler on %s', (_, record) => {
    expect(() => cardFields(record)({ onclick: '{title}' })).toThrow(/event handler onclick/);
  });

  it('gives a built card the values (an empty lone field none; text and if stay in its markup)', () => {
    expect(cardFields(story)(marks)).toEqual({
      'data-tags': undefined,
      datetime: '2026-05-07',
      alt: 'Annual Swim Gala 2026, photo 1',
      srcset: picture.srcset,
      sizes: '50vw',
      width: 480,
      height: 320,
      src: '/_astro/a_480.webp',
    });
  });

  it('gives the template the marks, which fillCard turns into the same values', () => {
    const template = cardFields(undefined)(marks);
    expect(template).toEqual({
      'data-fill-data-tags': '{tags}',
      'data-fill-datetime': '{dateTime}',
      'data-fill-alt': '{title}, photo 1',
      'data-fill-picture': 'thumbnail',
      'data-fill-text': '{title}',
      'data-fill-if': 'thumbnails.0',
    });
    // An <img> has no text: the template's <img> carries the other marks.
    const { 'data-fill-text': _text, ...imgMarks } = template;
    const img = document.createElement('img');
    for (const [name, value] of Object.entries(imgMarks)) img.setAttribute(name, String(value));
    const page = document.createElement('template');
    page.content.append(img);
    const built = Object.entries(cardFields(story)(marks)).filter(
      ([, value]) => value !== undefined,
    );
    const filled = fillCard(page, story);
    expect(Object.fromEntries([...filled.attributes].map((a) => [a.name, a.value]))).toEqual(
      Object.fromEntries(built.map(([name, value]) => [name, String(value)])),
    );
  });
});

describe('fillElement (a room of a member page, lists and all)', () => {
  const room = (markup: string) => template(markup).content.firstElementChild!;

  it.each([
    [
      'a list: its unit once for each record, filled from that record',
      '<ul><li data-fill-each="items" data-fill-id="{id}"><b data-fill-text="{name}"></b></li></ul>',
      {
        items: [
          { id: 'a', name: 'Tea' },
          { id: 'b', name: 'Kebab' },
        ],
      },
      '<ul><li id="a"><b>Tea</b></li><li id="b"><b>Kebab</b></li></ul>',
    ],
    [
      'an empty or missing list: no unit',
      '<ul><li data-fill-each="items"><b data-fill-text="{name}"></b></li></ul>',
      { items: [] },
      '<ul></ul>',
    ],
    [
      'lists within lists, and the room’s own fields beside them',
      '<div><h2 data-fill-text="{title}"></h2><section data-fill-each="layers"><i data-fill-text="{name}"></i><p data-fill-each="people" data-fill-text="{name}"></p></section></div>',
      {
        title: 'Board',
        layers: [
          { name: 'Head', people: [{ name: 'Abdul' }] },
          { name: 'Members', people: [{ name: 'Ayesha' }, { name: 'Farhan' }] },
        ],
      },
      '<div><h2>Board</h2><section><i>Head</i><p>Abdul</p></section><section><i>Members</i><p>Ayesha</p><p>Farhan</p></section></div>',
    ],
    [
      'an optional part goes with an empty text, false or null, and stays with 0',
      '<p><b data-fill-if="a">a</b><b data-fill-if="b">b</b><b data-fill-if="c">c</b><b data-fill-if="d">d</b></p>',
      { a: '', b: false, c: null, d: 0 },
      '<p><b>d</b></p>',
    ],
    [
      'an empty attribute leaves the element’s own one',
      '<img alt="" data-fill-alt="{name}" data-fill-src="{photo}">',
      { name: '', photo: '/placeholder.svg' },
      '<img alt="" src="/placeholder.svg">',
    ],
    [
      'no picture without a picture source (member rooms have none)',
      '<img alt="" data-fill-picture="photo">',
      { photo: { src: '/x.webp', width: 1, height: 1 } },
      '<img alt="">',
    ],
  ])('%s', (_, markup, record, filled) => {
    expect(fillElement(room(markup), record).outerHTML).toBe(filled);
  });
});

describe('cardProps (a React card with a record: the same marks as props)', () => {
  it('gives attributes by React’s names and the text as the children', () => {
    expect(
      cardProps({ id: 'q1', name: 'Tea', tone: 'ok', n: 0 })({
        class: 'badge badge--{tone}',
        for: 'quantity-{id}',
        tabindex: '{n}',
        'aria-label': 'One more {name}',
        text: '{name} ({n})',
      }),
    ).toEqual({
      className: 'badge badge--ok',
      htmlFor: 'quantity-q1',
      tabIndex: '0',
      'aria-label': 'One more Tea',
      children: 'Tea (0)',
    });
  });

  it('leaves an empty attribute out, but keeps an empty text and an empty field value', () => {
    expect(cardProps({ name: '' })({ alt: '{name}', value: '{name}', text: '{name}' })).toEqual({
      value: '',
      children: '',
    });
  });

  it('gives if and each nothing: the markup holds the condition and the list', () => {
    expect(cardProps({ items: [1] })({ if: 'items', each: 'items' })).toEqual({});
  });
});
