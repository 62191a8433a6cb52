import { listEmployees } from '../lib/api/calls/directory.ts';
import { EMPLOYEE_DIRECTORY_PAGE_SIZE } from '../lib/constants/members-area.ts';
import { mediaUrl, webUrl } from '../lib/media.ts';
import { personCard, type PersonRow } from '../lib/members/person-card.ts';
import type { Employee } from '../lib/schemas/directory.ts';
import type { HeadCall } from '../lib/api/head-call.ts';
import { clubApi } from './club-api.ts';
import { createPagedList } from './paged-list.ts';

/** An employee directory card: the employee and the image's address. */
export type EmployeeCard = Employee & { imageUrl: string | null };

/** /employee-directory: pages of 10, searched. */
export const employeeDirectory = createPagedList<EmployeeCard>({
  pageSize: EMPLOYEE_DIRECTORY_PAGE_SIZE,
  filter: null,
  keyOf: (employee) => employee._id,
  load: async ({ page, searchKey, signal }) => {
    const { employeePage, mediaPath } = await listEmployees(
      clubApi,
      { page, searchKey },
      { signal },
    );
    return {
      count: employeePage.count,
      items: employeePage.employees.map((employee) => ({
        ...employee,
        imageUrl: webUrl(mediaUrl(mediaPath, employee.image)),
      })),
    };
  },
});

/** An employee card's details. */
export const EMPLOYEE_ROWS: readonly PersonRow[] = [
  { label: 'Department' },
  { label: 'Mobile', link: 'tel' },
  { label: 'Email', link: 'mailto' },
];

/** What the card of the employee at `index` shows. */
export const employeeCard = (employee: EmployeeCard, index: number) =>
  personCard(
    {
      name: employee.name,
      imageUrl: employee.imageUrl,
      kicker: employee.designation,
      values: [employee.department, employee.mobile, employee.email],
    },
    EMPLOYEE_ROWS,
    index,
  );

/** The first page of employees, started by the page's head script (lib/api/head-call.ts). */
export const employeesHeadCall: HeadCall = (api) => listEmployees(api, { page: 1 });
