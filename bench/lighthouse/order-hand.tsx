/**
 * Order details written by hand in React, for `npm run lighthouse` only (never part of the borrower build): the same data
 * calls through the same lender clients (createApi: axios, answer checks), the same widgets and the same DOM as the
 * JSON-driven /loanDetails, with no document, no validators and no expressions. What it scores is the limit the
 * renderer is measured against (LCP Hatid / hand-written).
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../renderer/react/theme.css';
import '../../renderer/react/screen-chrome.css';
import { createApi } from '../../adapters/http/create-api.ts';
import { parsePageQuery } from '../../adapters/http/page-query.ts';
import { apiBaseURL } from '../../app/config.ts';
import { appUrlPolicy } from '../../app/browser-ports.ts';
import { LoadingPage } from '../../app/loading-page.tsx';
import { formatMoney } from '../../renderer/core/expressions/functions.ts';
import { UrlPolicyContext } from '../../renderer/react/url-policy-context.ts';
import { ButtonWidget } from '../../widgets/button.tsx';
import { CellWidget } from '../../widgets/cell.tsx';
import { ImageWidget } from '../../widgets/image.tsx';
import { StackWidget } from '../../widgets/stack.tsx';
import { StatusIconWidget } from '../../widgets/status-icon.tsx';
import type { StatusIconProps } from '../../schemas/generated/widget-props.ts';
import { TextWidget } from '../../widgets/text.tsx';

interface Order {
  orderStatus: string;
  noticeStatusText?: string;
  noticeDesText?: string;
  productLogo?: string;
  productName?: string;
  telephone?: string;
  userOrderDetail?: { detail?: { text: string; value: string }[] };
}

const icons: Record<string, { name: StatusIconProps['name']; label: string }> = {
  '21': { name: 'processing', label: 'Under review' },
  '110': { name: 'failed', label: 'Failed' },
  '151': { name: 'pending', label: 'Pending' },
  '170': { name: 'repaying', label: 'Repaying' },
  '174': { name: 'overdue', label: 'Repayment due' },
  '180': { name: 'overdue', label: 'Overdue' },
};
const repayable = new Set(['170', '174', '180']);

const query = parsePageQuery(window.location.search);
const api = createApi({ baseURL: apiBaseURL });
const payload = { productId: query.productId ?? '', orderId: query.orderId ?? '' };

function OrderDetails() {
  const [order, setOrder] = useState<Order | null>(null);
  const [due, setDue] = useState<{ repayAmount?: string; repayDate?: string } | null>(null);
  useEffect(() => {
    void api.call('loanDetails.detail', payload, { query }).then((result) => {
      if (!result.ok) return;
      const o = result.data as Order;
      setOrder(o);
      if (repayable.has(o.orderStatus))
        void api.call('repayment.instalment', payload, { query }).then((r) => setDue(r.ok ? (r.data as typeof due) : {}));
    });
  }, []);
  useEffect(() => {
    document.title = 'Order details';
  }, []);
  if (!order) return <LoadingPage topBar title="Order details" words="Loading your order…" />;
  const icon = icons[order.orderStatus] ?? { name: 'finished' as const, label: 'Finished' };
  return (
    <div className="h-page" data-screen="loan-details" data-phase="ready">
      <header className="h-topbar">
        <button type="button" className="h-topbar__back" aria-label="Back" onClick={() => window.history.back()}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <h1 className="h-topbar__title">Order details</h1>
        <span className="h-topbar__spacer" />
      </header>
      <main className="h-page__body">
        <StackWidget id="status" align="center" gap="sm" padding="md">
          <StatusIconWidget name={icon.name} label={icon.label} />
          <TextWidget id="status-title" text={order.noticeStatusText ?? ''} variant="title" align="center" />
          <TextWidget id="status-description" text={order.noticeDesText ?? ''} tone="muted" align="center" />
        </StackWidget>
        {/* The card's space is kept while its call is out, as the JSON screen's due-waiting card does. */}
        {due === null && repayable.has(order.orderStatus) ? (
          <StackWidget id="due-waiting" surface="card" padding="md" gap="xs">
            <TextWidget text="Amount due" variant="caption" tone="muted" />
            <TextWidget text={'\u00a0'} variant="title" />
          </StackWidget>
        ) : null}
        {due?.repayAmount ? (
          <StackWidget id="due" surface="card" padding="md" gap="xs">
            <TextWidget text="Amount due" variant="caption" tone="muted" />
            <TextWidget id="due-amount" text={`₱${formatMoney(due.repayAmount)}`} variant="title" />
          </StackWidget>
        ) : null}
        {repayable.has(order.orderStatus) ? <ButtonWidget id="repayment" text="Repayment" block onTap={async () => 'done' as const} /> : null}
        <StackWidget id="product" surface="card" gap="none">
          <StackWidget direction="row" align="center" gap="sm">
            <ImageWidget src={order.productLogo ?? ''} alt={`${order.productName ?? ''} logo`} size="logo" rounded />
            <TextWidget text={order.productName ?? ''} variant="subtitle" />
          </StackWidget>
          <div className="h-repeat h-repeat--column h-gap--sm">
            {(order.userOrderDetail?.detail ?? []).map((line, i) => (
              <CellWidget key={i} title={line.text} value={line.value} />
            ))}
          </div>
        </StackWidget>
        <StackWidget surface="card" gap="none">
          <CellWidget
            id="support-phone"
            title="Customer service"
            value={order.telephone ?? '09175550142'}
            chevron
            onTap={async () => 'done' as const}
          />
        </StackWidget>
      </main>
    </div>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <UrlPolicyContext.Provider value={appUrlPolicy()}>
      <OrderDetails />
    </UrlPolicyContext.Provider>,
  );
