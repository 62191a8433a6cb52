import { noticeList } from '../stores/notice-list.ts';
import NoticeBoard from './NoticeBoard.tsx';

/** /notice-list and /notice: 'Club Notice'. */
export default function NoticeList() {
  return <NoticeBoard kind="notice" board={noticeList} />;
}
