import * as v from 'valibot';
import { count, file, filledText, mediaPath, text, tolerantObject } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** A card of the member directory. */
const directoryMemberSchema = v.object({
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
export type DirectoryMember = v.InferOutput<typeof directoryMemberSchema>;

/** `member-directory` */
export const memberDirectoryDataSchema = v.object({
  memberPage: tolerantObject({
    count,
    size: count,
    members: tolerantList(directoryMemberSchema, 'directory member'),
  }),
  mediaPath,
});

/** `membership-type/get`: a list of names. */
export const membershipTypesDataSchema = v.object({
  membershipType: tolerantList(filledText(), 'membership type'),
});

/** A card of the office employee directory. */
const employeeSchema = v.object({
  _id: text,
  name: text,
  image: file,
  designation: text,
  department: text,
  mobile: text,
  email: text,
});
export type Employee = v.InferOutput<typeof employeeSchema>;

/** `club/office-employees/get` */
export const employeeDirectoryDataSchema = v.object({
  employeePage: tolerantObject({
    count,
    size: count,
    employees: tolerantList(employeeSchema, 'employee'),
  }),
  mediaPath,
});
