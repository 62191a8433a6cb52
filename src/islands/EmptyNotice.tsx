import { messages } from '../lib/constants/messages.ts';

/** What a screen with nothing to show says ('No Data Found'). */
export default function EmptyNotice() {
  return (
    <p className="notice" role="status">
      {messages.noData}
    </p>
  );
}
