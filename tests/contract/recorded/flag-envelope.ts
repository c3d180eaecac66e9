/** Recorded exchanges of the v3 calls, judged by the boolean success flag (spec section 7). */
import type { Exchange } from './exchange.ts';

const confirm = {
  comProductLogo: 'https://cdn.lender.ph/p/3.png',
  comProductName: 'PesoAgad',
  amount: 500000,
  periods: 91,
  termUnit: 'day',
  details: [{ text: 'Received amount', value: '₱4.500,00' }],
  repay_plans: [{ pay_time: '2025-09-06', title: 'Instalment 1/1', description: 'Principal and interest', amount: 513650 }],
  pRateDsc: '0.03% per day',
};

/** Loan confirm, agreements, order details and payment-code calls. */
export const flagEnvelopeExchanges: Exchange[] = [
  {
    endpoint: 'loanConfirm.detail',
    title: 'the loan confirm data under data',
    payload: { productId: '3' },
    request: { method: 'POST', path: '/v3/loan-confirm/loan-detail-confirm', encoding: 'form', fields: { productId: '3' } },
    answer: { success: true, code: 0, message: 'success', data: confirm },
    result: { ok: true, data: confirm },
  },
  {
    endpoint: 'loanConfirm.detail',
    title: "success false fails the call even when code is 0, with the lender's message",
    payload: { productId: '3' },
    request: { method: 'POST', path: '/v3/loan-confirm/loan-detail-confirm', encoding: 'form', fields: { productId: '3' } },
    answer: { success: false, code: 0, message: 'This product is not available today.', data: null },
    result: { ok: false, message: 'This product is not available today.', code: 0 },
  },
  {
    endpoint: 'loanConfirm.push',
    title: 'the push sends amount, periods, termUnit and the fixed extra field, and reads data.lendDetailsUrl',
    payload: { productId: '3', amount: 500000, periods: 91, termUnit: 'day' },
    request: {
      method: 'POST',
      path: '/v3/loan-confirm/loan-detail-push',
      encoding: 'form',
      fields: { productId: '3', amount: '500000', periods: '91', termUnit: 'day', source: 'h5' },
    },
    answer: { success: true, code: 0, message: 'success', data: { lendDetailsUrl: 'https://lender.ph/orders/5000201' } },
    result: { ok: true, data: { lendDetailsUrl: 'https://lender.ph/orders/5000201' } },
  },
  {
    endpoint: 'contract.list',
    title: 'the agreement list is data.data, scene=3 always sent',
    payload: { productId: '3' },
    request: { method: 'POST', path: '/v3/contract/contract', encoding: 'form', fields: { productId: '3', scene: '3' } },
    answer: { success: true, code: 0, message: 'success', data: { data: [{ title: 'Loan Agreement' }, { title: 'Privacy Notice' }] } },
    result: { ok: true, data: [{ title: 'Loan Agreement' }, { title: 'Privacy Notice' }] },
  },
  {
    endpoint: 'contract.jump',
    title: 'the agreement address comes back as data.contract_url',
    payload: { productId: '3', position: 1, orderId: '' },
    request: {
      method: 'POST',
      path: '/v3/contract/contract-jump',
      encoding: 'form',
      fields: { productId: '3', position: '1', orderId: '', scene: '3', source: 'h5' },
    },
    answer: { success: true, code: 0, message: 'success', data: { contract_url: 'https://lender.ph/contracts/1' } },
    result: { ok: true, data: { contract_url: 'https://lender.ph/contracts/1' } },
  },
  {
    endpoint: 'loanDetails.googleScore',
    title: 'the store rating sends the fixed score 5',
    payload: {},
    request: { method: 'POST', path: '/v3/loan-details/google-score', encoding: 'form', fields: { score: '5' } },
    answer: { success: true, code: 0, message: 'success', data: null },
    result: { ok: true, data: null },
  },
  {
    endpoint: 'repayment.generate',
    title: 'a payment code request reads data.payUrl, isDelay=1 for rollover',
    payload: { productId: '3', orderId: '5000174', amount: 120000, channelNumber: '7ELEVEN', isDelay: 1 },
    request: {
      method: 'POST',
      path: '/v3/loan-details/generate-vcode',
      encoding: 'form',
      fields: { productId: '3', orderId: '5000174', amount: '120000', channelNumber: '7ELEVEN', isDelay: '1' },
    },
    answer: { success: true, code: 0, message: 'success', data: { payUrl: 'https://pay.lender.ph/c/884213' } },
    result: { ok: true, data: { payUrl: 'https://pay.lender.ph/c/884213' } },
  },
];
