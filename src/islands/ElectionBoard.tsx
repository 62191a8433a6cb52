import { useStore } from './use-store.ts';
import type { BoardType } from '../lib/api/calls/election.ts';
import type { PersonCardRecord } from '../lib/members/person-card.ts';
import { BOARD_ROWS, boardView, electionBoard } from '../stores/election.ts';
import EmptyNotice from './EmptyNotice.tsx';
import PersonCard from './PersonCard.tsx';
import ResourceView from './ResourceView.tsx';

type Board = NonNullable<ReturnType<typeof boardView>>;

/** One layer of the board (heads: the head, others: the other members), titled for screen readers. */
function BoardLayer({
  board,
  layer,
  label,
}: {
  board: Board;
  layer: 'heads' | 'others';
  label: string;
}) {
  if (board[layer].length === 0) return null;
  return (
    <section aria-label={label}>
      <ul
        className={layer === 'heads' ? 'board-layer board-layer--head' : 'board-layer grid'}
        data-layer={layer === 'heads' ? 1 : 2}
      >
        {board[layer].map((member: PersonCardRecord, index) => (
          <li key={index}>
            <PersonCard rows={BOARD_ROWS} card={member} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The board's type and year above its head (layer 1) and its members (layer 2). */
function BoardFacts({ board }: { board: Board }) {
  return (
    <>
      <dl className="board-facts">
        <div>
          <dt>Board Type</dt>
          <dd>{board.type}</dd>
        </div>
        {board.year && (
          <div>
            <dt>Election Year</dt>
            <dd>{board.year}</dd>
          </div>
        )}
      </dl>
      <BoardLayer board={board} layer="heads" label="Head of the board" />
      <BoardLayer board={board} layer="others" label="Members of the board" />
    </>
  );
}

/** /election-board, /election-appeal-board: the head (layer 1) above the members (layer 2). */
export default function ElectionBoard({ boardType }: { boardType: BoardType }) {
  const board = useStore(electionBoard(boardType));
  return (
    <ResourceView resource={board}>
      {(data) => {
        const shown = boardView(data, boardType);
        return shown ? <BoardFacts board={shown} /> : <EmptyNotice />;
      }}
    </ResourceView>
  );
}
