import * as z from 'zod/mini';
import { file, filledText, mediaPath, text } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** A committee member card (`club/members/get`). `mobile` is accepted though lists omit it. */
export const committeeMemberSchema = z.object({
  _id: text,
  name: text,
  designation: text,
  image: file,
  acNo: text,
  mobile: text,
});
export type CommitteeMember = z.infer<typeof committeeMemberSchema>;

/** `club/members/get?type=…` (members empty if missing). */
export const committeeDataSchema = z.object({
  members: tolerantList(committeeMemberSchema, 'committee member'),
  mediaPath,
});
export type CommitteeData = z.infer<typeof committeeDataSchema>;

/** A department of the sub-committees; its name is the filter value, so it is required. */
export const departmentSchema = z.object({ _id: text, departmentName: filledText() });
export type Department = z.infer<typeof departmentSchema>;

/** `club/department/get` */
export const departmentsDataSchema = z.object({
  departments: tolerantList(departmentSchema, 'department'),
});
export type DepartmentsData = z.infer<typeof departmentsDataSchema>;
