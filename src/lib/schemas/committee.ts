import * as v from 'valibot';
import { file, filledText, mediaPath, text } from './fields.ts';
import { tolerantList } from './tolerant-list.ts';

/** A committee member card (`club/members/get`). `mobile` is accepted though lists omit it. */
const committeeMemberSchema = v.object({
  _id: text,
  name: text,
  designation: text,
  image: file,
  acNo: text,
  mobile: text,
});
export type CommitteeMember = v.InferOutput<typeof committeeMemberSchema>;

/** `club/members/get?type=…` (members empty if missing). */
export const committeeDataSchema = v.object({
  members: tolerantList(committeeMemberSchema, 'committee member'),
  mediaPath,
});
export type CommitteeData = v.InferOutput<typeof committeeDataSchema>;

/** A department of the sub-committees; its name is the filter value, so it is required. */
const departmentSchema = v.object({ _id: text, departmentName: filledText() });

/** `club/department/get` */
export const departmentsDataSchema = v.object({
  departments: tolerantList(departmentSchema, 'department'),
});
