import { useStore } from './use-store.ts';
import {
  $membershipTypes,
  MEMBER_ROWS,
  memberCard,
  memberDirectory,
  type MemberCard,
} from '../stores/member-directory.ts';
import { MEMBERSHIP_TYPES_OPTION } from '../lib/constants/members-area.ts';
import PagedCards from './PagedCards.tsx';
import PersonCard from './PersonCard.tsx';
import SearchBox from './SearchBox.tsx';

const renderMember = (member: MemberCard, index: number) => (
  <PersonCard rows={MEMBER_ROWS} card={memberCard(member, index)} />
);

/** /member-directory: search, membership-type filter and cards, 25 at a time. */
export default function MemberDirectory() {
  const list = useStore(memberDirectory.$list);
  const types = useStore($membershipTypes);
  const options = types.status === 'ready' ? types.data : [MEMBERSHIP_TYPES_OPTION];
  return (
    <>
      <div className="list-tools">
        <SearchBox
          id="member-search"
          label="Search Member"
          value={list.searchKey}
          onChange={memberDirectory.setSearch}
          onSearch={memberDirectory.searchNow}
        />
        <label htmlFor="membership-type" className="visually-hidden">
          Membership type
        </label>
        <select
          id="membership-type"
          value={list.filter.membershipType}
          onChange={(event) => memberDirectory.setFilter({ membershipType: event.target.value })}
        >
          {options.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        {types.status === 'error' && <p className="field-error">{types.message}</p>}
      </div>
      <PagedCards
        list={list}
        label="Members"
        keyOf={(member) => member._id}
        renderItem={renderMember}
        onNearEnd={memberDirectory.loadNext}
        onRetry={memberDirectory.retry}
      />
    </>
  );
}
