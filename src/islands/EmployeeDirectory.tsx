import { useStore } from './use-store.ts';
import { employeeDirectory, type EmployeeCard } from '../stores/employee-directory.ts';
import PagedCards from './PagedCards.tsx';
import PersonCard, { FIRST_SCREEN_CARDS } from './PersonCard.tsx';
import SearchBox from './SearchBox.tsx';

const renderEmployee = (employee: EmployeeCard, index: number) => (
  <PersonCard
    eager={index < FIRST_SCREEN_CARDS}
    name={employee.name}
    imageUrl={employee.imageUrl}
    kicker={employee.designation}
    details={[
      { label: 'Department', value: employee.department },
      { label: 'Mobile', value: employee.mobile, link: 'tel' },
      { label: 'Email', value: employee.email, link: 'mailto' },
    ]}
  />
);

/** /employee-directory: search and cards, 10 at a time. */
export default function EmployeeDirectory() {
  const list = useStore(employeeDirectory.$list);
  return (
    <>
      <div className="list-tools">
        <SearchBox
          id="employee-search"
          label="Search Employee"
          value={list.searchKey}
          onChange={employeeDirectory.setSearch}
          onSearch={employeeDirectory.searchNow}
        />
      </div>
      <PagedCards
        list={list}
        label="Employees"
        keyOf={(employee) => employee._id}
        renderItem={renderEmployee}
        onNearEnd={employeeDirectory.loadNext}
        onRetry={employeeDirectory.retry}
      />
    </>
  );
}
