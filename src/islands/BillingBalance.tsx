import { useStore } from './use-store.ts';
import { $balance, balanceView, type BalanceAnswer } from '../stores/balance.ts';
import ResourceView from './ResourceView.tsx';
import { useCard } from './room-template.ts';

/** The member's balance, or the provider's message when there is none. */
function Balance({ answer }: { answer: BalanceAnswer }) {
  const { fields, has } = useCard(() => balanceView(answer));
  const amounts: [string, string][] = [
    ['Balance', 'balance'],
    ['Dues', 'dues'],
    ['Credit Limit', 'limit'],
  ];
  return (
    <>
      {has('message') && (
        <p className="notice" role="status" {...fields({ if: 'message', text: '{message}' })} />
      )}
      {has('account') && (
        <article className="balance card" {...fields({ if: 'account' })}>
          {/* eslint-disable-next-line jsx-a11y/heading-has-content -- the text is a field */}
          <h2 {...fields({ text: '{account.name}' })} />
          <dl className="balance__facts">
            <div>
              <dt>Account No</dt>
              <dd {...fields({ text: '{account.acNo}' })} />
            </div>
            <div>
              <dt>Membership Type</dt>
              <dd {...fields({ text: '{account.type}' })} />
            </div>
            {amounts.map(([label, field]) => (
              <div key={label} className="balance__amount">
                <dt>{label}</dt>
                <dd {...fields({ text: `{account.${field}}` })} />
              </div>
            ))}
          </dl>
        </article>
      )}
    </>
  );
}

/** /billing-list, the balance page: balance, dues and credit limit in ৳. */
export default function BillingBalance() {
  const balance = useStore($balance);
  return <ResourceView resource={balance}>{(answer) => <Balance answer={answer} />}</ResourceView>;
}
