import type { PersonCardRecord, PersonRow } from '../lib/members/person-card.ts';

interface Props {
  /** The card's details, by label (the same on every card of a list). */
  rows: readonly PersonRow[];
  /** What the card shows (lib/members/person-card.ts `personCard`). */
  card: PersonCardRecord;
}

/** A person's card: photo (a placeholder when there is none), name and details. */
export default function PersonCard({ rows, card }: Props) {
  return (
    <article className="person-card card">
      <img
        className="person-card__photo"
        src={card.photo}
        alt={card.alt}
        width="160"
        height="160"
        loading={card.loading}
        decoding="async"
      />
      <div className="person-card__body">
        {card.kicker && <p className="person-card__kicker">{card.kicker}</p>}
        <h2 className="person-card__name">{card.name}</h2>
        <dl className="person-card__details">
          {rows.map(({ label, link }, row) => {
            const detail = card.details[row];
            if (!detail?.value) return null;
            return (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{link ? <a href={detail.href}>{detail.value}</a> : detail.value}</dd>
              </div>
            );
          })}
        </dl>
      </div>
    </article>
  );
}
