import { useStore } from './use-store.ts';
import { formatTaka } from '../lib/format/money.ts';
import { $balance } from '../stores/balance.ts';
import ResourceView from './ResourceView.tsx';

/** /billing-list, the balance page: balance, dues and credit limit in ৳. */
export default function BillingBalance() {
  const balance = useStore($balance);
  return (
    <ResourceView resource={balance}>
      {({ balance: account, message }) =>
        !account ? (
          <p className="notice" role="status">
            {message}
          </p>
        ) : (
          <article className="balance card">
            <h2>{account.mem_name}</h2>
            <dl className="balance__facts">
              <div>
                <dt>Account No</dt>
                <dd>{account.ac_no}</dd>
              </div>
              <div>
                <dt>Membership Type</dt>
                <dd>{account.mem_type}</dd>
              </div>
              <div className="balance__amount">
                <dt>Balance</dt>
                <dd>{formatTaka(account.balance)}</dd>
              </div>
              <div className="balance__amount">
                <dt>Dues</dt>
                <dd>{formatTaka(account.dues)}</dd>
              </div>
              <div className="balance__amount">
                <dt>Credit Limit</dt>
                <dd>{formatTaka(account.cLimit)}</dd>
              </div>
            </dl>
          </article>
        )
      }
    </ResourceView>
  );
}
