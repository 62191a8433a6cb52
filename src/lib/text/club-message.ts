/** The heading of a message page: `messageFrom` without its last word ('President'). */
export function messageHeading(messageFrom: string): string {
  const words = messageFrom.trim().split(/\s+/);
  return words.length > 1 ? words.slice(0, -1).join(' ') : (words[0] ?? '');
}

/** The title of a message page: the sender's role and 's Message ("President's Message"). */
export function messageTitle(messageFrom: string): string {
  return `${messageHeading(messageFrom)}'s Message`;
}
