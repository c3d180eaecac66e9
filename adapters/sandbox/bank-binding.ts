/**
 * The bank-binding endpoints: the payment account form of a product (card-init) and saving it (bind-card-new, and
 * bind-card-loan from the order page). Saving checks the form as a lender would: every item that applies to the
 * chosen card type (and, for bank cards, the chosen bank) must be filled in; typed values are digits only and of the
 * right length; an option item's value must be one of its options' types. A refusal about one field names it in the
 * answer's data.field (its item code), so the app shows the message under that field. A saved account replaces the product's
 * earlier one; a bank card joins the borrower's cards of the repayment way (the payway's "add a card" comes back to
 * choose it); saved from an order, it also stops the order page's bind-card dialog (cardNeedPop 0).
 */
import type { LenderCall } from './lender-routes.ts';
import type { BankFormItem } from '../../schemas/generated/entities.ts';
import { bankBindingTexts as t, bankCodes, bankFieldRules, bankForm, cardTypes, defaultChannel, type SandboxBinding } from './bank-form-seed.ts';
import { fail, failOn, ok, text, type Handler, type HandlerContext, type HandlerResult } from './handler-kit.ts';
import { describePayload } from './read-payload.ts';
import type { SandboxState } from './scenarios.ts';
import { manilaTime } from './seed-data.ts';

/** bindCard.init: the form of the product named by product_id. */
function init({ state, payload }: HandlerContext): HandlerResult {
  const flags = state.bankBinding.flags;
  if (flags.initFailure !== undefined) return fail(flags.initFailure);
  const items = bankForm(text(payload, 'product_id'));
  return items ? ok({ items }) : fail(t.unknownProduct);
}

/** The card type an item belongs to: 0 for every card type (also when absent). */
const cardTypeOf = (item: BankFormItem) => Number(item.cardTypeMi ?? 0) || 0;

/** Whether an item is shown (and so required) for the chosen card type and bank (spec section 4, Bank binding). */
function applies(item: BankFormItem, cardType: number, channel: string): boolean {
  const mi = cardTypeOf(item);
  if (mi !== 0 && mi !== cardType) return false;
  return cardType !== cardTypes.bankCard || !item.channelNumber || item.channelNumber === channel;
}

const optionOf = (item: BankFormItem, value: string) => item.note.find((o) => String(o.type) === value);

/** The first problem of one field's value, or undefined when it is fine. */
function problemOf(item: BankFormItem, value: string): string | undefined {
  const rule = bankFieldRules[item.code] ?? { missing: `Please fill in ${item.title}.`, invalid: `Please check ${item.title}.` };
  if (value === '') return rule.missing;
  if (item.category === 'text') {
    if (!/^\d+$/.test(value)) return rule.digitsOnly ?? rule.invalid;
    return rule.pattern && !rule.pattern.test(value) ? rule.invalid : undefined;
  }
  return optionOf(item, value) ? undefined : rule.invalid;
}

/** Adds a bound bank card to the borrower's cards (repayment.way), unless a card with that number is there already. */
function addRepaymentCard(state: SandboxState, binding: SandboxBinding): void {
  const cards = state.repayment.cards;
  if (cards.some((c) => c.cardNo === binding.accountNo)) return;
  const id = String(Math.max(3100, ...cards.map((c) => Number(c.id) || 0)) + 1);
  cards.push({ id, bankName: binding.providerName, cardNo: binding.accountNo, bankCode: bankCodes[binding.provider] ?? '' });
}

/** Saves the product's payment account after checking the form (and, for saveForOrder, the order). */
function bind(endpoint: SandboxBinding['endpoint']): Handler {
  return (ctx) => {
    const { state, payload } = ctx;
    const productId = text(payload, 'product_id');
    const items = bankForm(productId);
    if (!items) return fail(t.unknownProduct);
    const orderId = endpoint === 'bindCard.saveForOrder' ? text(payload, 'orderId') : '';
    const order = orderId === '' ? undefined : state.loan.orders.find((o) => o.orderId === orderId);
    if (orderId !== '' && !order) return fail(t.unknownOrder);
    if (order && order.productId !== productId) return fail(t.otherProductOrder);

    // The card type: as sent, else the form's first choice, else 1 (spec section 9).
    const cardTypeItem = items.find((i) => i.code === 'cardType');
    const cardTypeText = text(payload, 'cardType') || String(cardTypeItem?.value || cardTypes.bankCard);
    if (cardTypeItem && !optionOf(cardTypeItem, cardTypeText)) return fail(t.unknownCardType);
    const cardType = Number(cardTypeText);
    const channel = text(payload, 'channelNumber') || defaultChannel;
    for (const item of items) {
      if (item.code === 'cardType' || !applies(item, cardType, channel)) continue;
      const problem = problemOf(item, text(payload, item.code));
      if (problem !== undefined) return failOn(item.code, problem);
    }
    const { flags, bindings } = state.bankBinding;
    if (flags.saveFailure !== undefined) return fail(flags.saveFailure);

    const providerCode = cardType === cardTypes.bankCard ? 'channelNumber' : 'walletType';
    const provider = text(payload, providerCode);
    const providerItem = items.find((i) => i.code === providerCode);
    const binding: SandboxBinding = {
      id: `BD${state.bankBinding.nextBindingId++}`,
      productId,
      endpoint,
      orderId,
      cardType,
      provider,
      providerName: (providerItem && optionOf(providerItem, provider)?.name) ?? '',
      accountNo: text(payload, cardType === cardTypes.bankCard ? 'bankCardNo' : 'walletPhone'),
      payload: describePayload(payload),
      boundAt: manilaTime(ctx.now()),
    };
    const earlier = bindings.findIndex((b) => b.productId === productId);
    if (earlier >= 0) bindings.splice(earlier, 1);
    bindings.push(binding);
    if (cardType === cardTypes.bankCard) addRepaymentCard(state, binding);
    if (order && !state.loan.cardBoundOrders.includes(order.orderId)) state.loan.cardBoundOrders.push(order.orderId);
    return ok(null);
  };
}

/** The bank-binding endpoints. */
export const bankBindingHandlers = {
  'bindCard.init': init,
  'bindCard.save': bind('bindCard.save'),
  'bindCard.saveForOrder': bind('bindCard.saveForOrder'),
} satisfies Partial<Record<LenderCall, Handler>>;
