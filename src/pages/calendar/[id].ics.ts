import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { calendarResponse, eventCalendarPaths } from '../../data/calendar.ts';

// "Add to calendar" on an event page: that event alone.
export const getStaticPaths = eventCalendarPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = ({ props }) => calendarResponse([props.entry]);
