import { listEmployees } from '../lib/api/calls/directory.ts';
import { EMPLOYEE_DIRECTORY_PAGE_SIZE } from '../lib/constants/members-area.ts';
import { mediaUrl, webUrl } from '../lib/media.ts';
import type { Employee } from '../lib/schemas/directory.ts';
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
