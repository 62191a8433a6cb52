import { useStore } from './use-store.ts';
import { $balance, balanceView, type BalanceAnswer } from '../stores/balance.ts';
import ResourceView from './ResourceView.tsx';

/** The member's balance, or the provider's message when there is none. */
function Balance({ answer }: { answer: BalanceAnswer }) {
  const { message, account } = balanceView(answer);
  if (!account) {
    return message ? (
      <p className="notice" role="status">
        {message}
      </p>
    ) : null;
  }
  const amounts: [string, string][] = [
    ['Balance', account.balance],
    ['Dues', account.dues],
    ['Credit Limit', account.limit],
  ];
  return (
    <article className="balance card">
      <h2>{account.name}</h2>
      <dl className="balance__facts">
        <div>
          <dt>Account No</dt>
          <dd>{account.acNo}</dd>
        </div>
        <div>
          <dt>Membership Type</dt>
          <dd>{account.type}</dd>
        </div>
        {amounts.map(([label, amount]) => (
          <div key={label} className="balance__amount">
            <dt>{label}</dt>
            <dd>{amount}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** /billing-list, the balance page: balance, dues and credit limit in ৳. */
export default function BillingBalance() {
  const balance = useStore($balance);
  return <ResourceView resource={balance}>{(answer) => <Balance answer={answer} />}</ResourceView>;
}
