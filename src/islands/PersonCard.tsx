/** A labelled detail of a card; `link` makes a mobile number callable, an address writable. */
export interface PersonDetail {
  label: string;
  value: string;
  link?: 'tel' | 'mailto';
}

interface Props {
  name: string;
  imageUrl: string | null;
  /** A line above the name (a designation). */
  kicker?: string;
  /** Empty values are left out. */
  details: readonly PersonDetail[];
  /** A card of the first screen: its photo loads at once (it is what the page shows first). */
  eager?: boolean;
}

const hrefOf = ({ link, value }: PersonDetail) =>
  link === 'tel' ? `tel:${value.replace(/\s+/g, '')}` : `mailto:${value.trim()}`;

/** How many cards a phone's first screen shows: their photos are not lazy. */
export const FIRST_SCREEN_CARDS = 2;

/** A person's card: photo (a placeholder when there is none), name and details. */
export default function PersonCard({ name, imageUrl, kicker, details, eager = false }: Props) {
  return (
    <article className="person-card card">
      <img
        className="person-card__photo"
        src={imageUrl ?? '/placeholder.svg'}
        alt={imageUrl ? name : ''}
        width="160"
        height="160"
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="person-card__body">
        {kicker && <p className="person-card__kicker">{kicker}</p>}
        <h2 className="person-card__name">{name}</h2>
        <dl className="person-card__details">
          {details
            .filter((detail) => detail.value.trim() !== '')
            .map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{detail.link ? <a href={hrefOf(detail)}>{detail.value}</a> : detail.value}</dd>
              </div>
            ))}
        </dl>
      </div>
    </article>
  );
}
