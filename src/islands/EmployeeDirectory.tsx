import { useStore } from './use-store.ts';
import {
  EMPLOYEE_ROWS,
  employeeCard,
  employeeDirectory,
  type EmployeeCard,
} from '../stores/employee-directory.ts';
import PagedCards from './PagedCards.tsx';
import PersonCard from './PersonCard.tsx';
import SearchBox from './SearchBox.tsx';

const renderEmployee = (employee: EmployeeCard, index: number) => (
  <PersonCard rows={EMPLOYEE_ROWS} card={employeeCard(employee, index)} />
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
