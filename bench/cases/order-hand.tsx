/** Order details hand-written: the same widget components and the same DOM as order-sdui, no document, no store. */
import { createRoot } from 'react-dom/client';
import { ButtonWidget } from '../../widgets/button.tsx';
import { CellWidget } from '../../widgets/cell.tsx';
import { ImageWidget } from '../../widgets/image.tsx';
import { StackWidget } from '../../widgets/stack.tsx';
import { StatusIconWidget } from '../../widgets/status-icon.tsx';
import { TextWidget } from '../../widgets/text.tsx';
import '../../renderer/react/theme.css';
import '../../renderer/react/screen-chrome.css';
import { register } from '../harness.ts';
import { order, orderDoneText } from '../order-fixture.ts';

type Order = typeof order;

const repay = async () => {};

function OrderDetails({ order: o }: { order: Order }) {
  return (
    <div className="h-page" data-screen="loan-details">
      <main className="h-page__body">
        <StackWidget id="status" align="center" gap="sm" padding="md">
          <StatusIconWidget name="repaying" label="Repaying" />
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
        <ButtonWidget id="repayment" text="Repayment" block onTap={repay} />
      </main>
    </div>
  );
}

register({
  kind: 'render',
  doneText: orderDoneText,
  mount(target) {
    const root = createRoot(target);
    root.render(<OrderDetails order={order} />);
    return { unmount: () => root.unmount() };
  },
});
