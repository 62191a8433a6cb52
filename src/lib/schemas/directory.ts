import * as z from 'zod/mini';
import { count, file, filledText, mediaPath, text, tolerantObject } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** A card of the member directory. */
export const directoryMemberSchema = z.object({
  _id: text,
  name: text,
  image: file,
  membershipDate: text,
  membershipType: text,
  mobile: text,
  email: text,
  acNo: text,
  presentAddress: text,
});
export type DirectoryMember = z.infer<typeof directoryMemberSchema>;

/** `member-directory` */
export const memberDirectoryDataSchema = z.object({
  memberPage: tolerantObject({
    count,
    size: count,
    members: tolerantList(directoryMemberSchema, 'directory member'),
  }),
  mediaPath,
});
export type MemberDirectoryData = z.infer<typeof memberDirectoryDataSchema>;

/** `membership-type/get`: a list of names. */
export const membershipTypesDataSchema = z.object({
  membershipType: tolerantList(filledText(), 'membership type'),
});

/** A card of the office employee directory. */
export const employeeSchema = z.object({
  _id: text,
  name: text,
  image: file,
  designation: text,
  department: text,
  mobile: text,
  email: text,
});
export type Employee = z.infer<typeof employeeSchema>;

/** `club/office-employees/get` */
export const employeeDirectoryDataSchema = z.object({
  employeePage: tolerantObject({
    count,
    size: count,
    employees: tolerantList(employeeSchema, 'employee'),
  }),
  mediaPath,
});
export type EmployeeDirectoryData = z.infer<typeof employeeDirectoryDataSchema>;
