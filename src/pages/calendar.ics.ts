import type { APIRoute } from 'astro';
import { calendarResponse, loadCalendarEntries } from '../data/calendar.ts';

// The whole event calendar: one file to download, or to subscribe to (webcal:).
export const GET: APIRoute = async () => calendarResponse(await loadCalendarEntries());
