/** Order details hand-written: the same widget components and the same DOM as order-sdui, no document, no store; updates are a setState. */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ButtonWidget } from '../../widgets/button.tsx';
import { CellWidget } from '../../widgets/cell.tsx';
import { ImageWidget } from '../../widgets/image.tsx';
import { StackWidget } from '../../widgets/stack.tsx';
import { StatusIconWidget } from '../../widgets/status-icon.tsx';
import { TextWidget } from '../../widgets/text.tsx';
import '../../renderer/react/theme.css';
import '../../renderer/react/screen-chrome.css';
import { registerOrder } from '../order-case.ts';
import { order, orderVariant, statusIconOf, type Order } from '../order-reference.ts';

const repay = async () => 'done' as const;

const repayable = new Set(['170', '174', '180']);

function OrderDetails({ initial, setRef }: { initial: Order; setRef: { current: ((o: Order) => void) | null } }) {
  const [o, setOrder] = useState(initial);
  setRef.current = setOrder;
  const icon = statusIconOf(o.orderStatus);
  return (
    <div className="h-page" data-screen="loan-details" data-phase="ready">
      <main className="h-page__body">
        <StackWidget id="status" align="center" gap="sm" padding="md">
          <StatusIconWidget name={icon.name} label={icon.label} />
          <TextWidget id="status-title" text={o.noticeStatusText} variant="title" align="center" />
          <TextWidget id="status-description" text={o.noticeDesText} tone="muted" align="center" />
        </StackWidget>
        <StackWidget id="product" surface="card" gap="none">
          <StackWidget direction="row" align="center" gap="sm">
            <ImageWidget src={o.productLogo} alt={`${o.productName} logo`} size="logo" rounded />
            <TextWidget text={o.productName} variant="subtitle" />
          </StackWidget>
          <div className="h-repeat h-repeat--column h-gap--sm">
            {o.userOrderDetail.detail.map((line, i) => (
              <CellWidget key={i} title={line.text} value={line.value} />
            ))}
          </div>
        </StackWidget>
        {repayable.has(o.orderStatus) ? <ButtonWidget id="repayment" text="Repayment" block onTap={repay} /> : null}
      </main>
    </div>
  );
}

registerOrder({
  mount(target) {
    const root = createRoot(target);
    const setRef: { current: ((o: Order) => void) | null } = { current: null };
    root.render(<OrderDetails initial={order} setRef={setRef} />);
    return { unmount: () => root.unmount(), update: (v) => setRef.current!(orderVariant(v)) };
  },
});
