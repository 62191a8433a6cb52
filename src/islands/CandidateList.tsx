import { useStore } from './use-store.ts';
import type { CandidateType } from '../lib/api/calls/election.ts';
import { showsBallotNumber } from '../lib/members/election.ts';
import { candidateList } from '../stores/election.ts';
import EmptyNotice from './EmptyNotice.tsx';
import PersonCard, { FIRST_SCREEN_CARDS } from './PersonCard.tsx';
import ResourceView from './ResourceView.tsx';

/** /president-candidate-list, /ec-candidate-list (ballot numbers for the latter only). */
export default function CandidateList({ candidateType }: { candidateType: CandidateType }) {
  const candidates = useStore(candidateList(candidateType));
  const ballot = showsBallotNumber(candidateType);
  return (
    <ResourceView resource={candidates}>
      {(cards) =>
        cards.length === 0 ? (
          <EmptyNotice />
        ) : (
          <ul className="grid candidate-list" aria-label={`${candidateType} candidates`}>
            {cards.map((candidate, index) => (
              <li key={`${candidate.clubAcNo}-${index}`}>
                <PersonCard
                  eager={index < FIRST_SCREEN_CARDS}
                  name={candidate.name}
                  imageUrl={candidate.imageUrl}
                  details={[
                    ...(ballot ? [{ label: 'Ballot Number', value: candidate.ballotNumber }] : []),
                    { label: 'Club Ac No', value: candidate.clubAcNo },
                    { label: 'Mobile', value: candidate.mobile, link: 'tel' as const },
                  ]}
                />
              </li>
            ))}
          </ul>
        )
      }
    </ResourceView>
  );
}
