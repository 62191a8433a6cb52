import { useStore } from './use-store.ts';
import type { BoardType } from '../lib/api/calls/election.ts';
import { electionBoard, type BoardMemberCard } from '../stores/election.ts';
import EmptyNotice from './EmptyNotice.tsx';
import PersonCard, { FIRST_SCREEN_CARDS } from './PersonCard.tsx';
import ResourceView from './ResourceView.tsx';

const renderMember = (member: BoardMemberCard, index: number) => (
  <li key={`${member.clubAcNo}-${index}`}>
    <PersonCard
      eager={index < FIRST_SCREEN_CARDS}
      name={member.name}
      imageUrl={member.imageUrl}
      kicker={member.designation}
      details={[
        { label: 'Club Ac No', value: member.clubAcNo },
        { label: 'Mobile', value: member.mobile, link: 'tel' },
      ]}
    />
  </li>
);

/** One layer of the board (1: the head, 2: the other members), titled for screen readers. */
function BoardLayer({
  layer,
  label,
  members,
}: {
  layer: 1 | 2;
  label: string;
  members: BoardMemberCard[];
}) {
  if (members.length === 0) return null;
  return (
    <section aria-label={label}>
      <ul
        className={layer === 1 ? 'board-layer board-layer--head' : 'board-layer grid'}
        data-layer={layer}
      >
        {members.map(renderMember)}
      </ul>
    </section>
  );
}

/** /election-board, /election-appeal-board: the head (layer 1) above the members (layer 2). */
export default function ElectionBoard({ boardType }: { boardType: BoardType }) {
  const board = useStore(electionBoard(boardType));
  return (
    <ResourceView resource={board}>
      {({ boardType: type, electionYear, heads, others }) =>
        heads.length + others.length === 0 ? (
          <EmptyNotice />
        ) : (
          <>
            <dl className="board-facts">
              <div>
                <dt>Board Type</dt>
                <dd>{type || boardType}</dd>
              </div>
              {electionYear && (
                <div>
                  <dt>Election Year</dt>
                  <dd>{electionYear}</dd>
                </div>
              )}
            </dl>
            <BoardLayer layer={1} label="Head of the board" members={heads} />
            <BoardLayer layer={2} label="Members of the board" members={others} />
          </>
        )
      }
    </ResourceView>
  );
}
