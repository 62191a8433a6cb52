import { circularList } from '../stores/circular-list.ts';
import NoticeBoard from './NoticeBoard.tsx';

/** /circular-list: 'Club Circular'. */
export default function CircularList() {
  return <NoticeBoard kind="circular" board={circularList} />;
}
