import type { PersonCardRecord, PersonRow } from '../lib/members/person-card.ts';
import { useCard } from './room-template.ts';

interface Props {
  /** The card's details, by label (the same on every card of a list). */
  rows: readonly PersonRow[];
  /** What the card shows (lib/members/person-card.ts `personCard`). */
  view: () => PersonCardRecord;
}

/** A person's card: photo (a placeholder when there is none), name and details. */
export default function PersonCard({ rows, view }: Props) {
  const { fields, has } = useCard(view);
  return (
    <article className="person-card card">
      <img
        className="person-card__photo"
        alt=""
        width="160"
        height="160"
        loading="lazy"
        decoding="async"
        {...fields({ src: '{photo}', alt: '{alt}', loading: '{loading}' })}
      />
      <div className="person-card__body">
        {has('kicker') && (
          <p className="person-card__kicker" {...fields({ if: 'kicker', text: '{kicker}' })} />
        )}
        {/* eslint-disable-next-line jsx-a11y/heading-has-content -- the text is a field */}
        <h2 className="person-card__name" {...fields({ text: '{name}' })} />
        <dl className="person-card__details">
          {rows.map(
            ({ label, link }, row) =>
              has(`details.${row}.value`) && (
                <div key={label} {...fields({ if: `details.${row}.value` })}>
                  <dt>{label}</dt>
                  {link ? (
                    <dd>
                      {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- the text is a field */}
                      <a
                        {...fields({
                          href: `{details.${row}.href}`,
                          text: `{details.${row}.value}`,
                        })}
                      />
                    </dd>
                  ) : (
                    <dd {...fields({ text: `{details.${row}.value}` })} />
                  )}
                </div>
              ),
          )}
        </dl>
      </div>
    </article>
  );
}
