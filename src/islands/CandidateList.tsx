import { useStore } from './use-store.ts';
import type { CandidateType } from '../lib/api/calls/election.ts';
import {
  candidateCard,
  candidateList,
  candidateRows,
  type CandidateCard,
} from '../stores/election.ts';
import EmptyNotice from './EmptyNotice.tsx';
import PersonCard from './PersonCard.tsx';
import ResourceView from './ResourceView.tsx';

interface Props {
  candidateType: CandidateType;
}

/** The candidates' cards. */
function Candidates({ candidateType, cards }: Props & { cards: CandidateCard[] }) {
  const rows = candidateRows(candidateType);
  return (
    <ul className="grid candidate-list" aria-label={`${candidateType} candidates`}>
      {cards.map((candidate, index) => (
        <li key={`${candidate.clubAcNo}-${index}`}>
          <PersonCard rows={rows} card={candidateCard(candidate, candidateType, index)} />
        </li>
      ))}
    </ul>
  );
}

/** /president-candidate-list, /ec-candidate-list (ballot numbers for the latter only). */
export default function CandidateList({ candidateType }: Props) {
  const candidates = useStore(candidateList(candidateType));
  return (
    <ResourceView resource={candidates}>
      {(cards) =>
        cards.length === 0 ? (
          <EmptyNotice />
        ) : (
          <Candidates candidateType={candidateType} cards={cards} />
        )
      }
    </ResourceView>
  );
}
