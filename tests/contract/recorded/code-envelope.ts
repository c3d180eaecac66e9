/** Recorded exchanges of the calls answering `{ code, message, data }` (complaints, /service calls, bank binding). */
import type { Exchange } from './exchange.ts';

const card = { id: 'c1', bankName: 'BDO Unibank', cardNo: '**** 4821', bankCode: 'BDO' };

/** Complaint, repayment and bank-binding calls (spec section 7's table, section 8's codes). */
export const codeEnvelopeExchanges: Exchange[] = [
  {
    endpoint: 'complaint.list',
    title: 'the list travels in res.tabs, beside code and message',
    payload: {},
    request: { method: 'POST', path: '/user-problem/problem-list', encoding: 'json', fields: {} },
    answer: {
      code: 0,
      message: 'success',
      tabs: [{ title: 'Processing', list: [{ id: 7, time: '2025-06-01 10:00:00', type: 'Repayment', content: 'Paid twice' }] }],
    },
    result: { ok: true, data: [{ title: 'Processing', list: [{ id: 7, time: '2025-06-01 10:00:00', type: 'Repayment', content: 'Paid twice' }] }] },
  },
  {
    endpoint: 'complaint.save',
    title: 'a complaint goes as JSON with the five fields of the submission',
    payload: { problemType: 2, problemSonType: 21, problemDetail: 'Paid twice', problemImage: '', orderNo: 'N5000170' },
    request: {
      method: 'POST',
      path: '/user-problem/problem-save',
      encoding: 'json',
      fields: { problemType: '2', problemSonType: '21', problemDetail: 'Paid twice', problemImage: '', orderNo: 'N5000170' },
    },
    answer: { code: 0, message: 'success', data: null },
    result: { ok: true, data: null },
  },
  {
    endpoint: 'complaint.saveScore',
    title: "save-score succeeds on code '00' only",
    payload: { score: 4, problemId: 7 },
    request: { method: 'POST', path: '/user-problem/save-score', encoding: 'json', fields: { score: '4', problemId: '7' } },
    answer: { code: '01', message: 'You have already rated this.', data: null },
    result: { ok: false, message: 'You have already rated this.', code: '01' },
  },
  {
    endpoint: 'complaint.detail',
    title: 'the complaint detail fields under data',
    payload: { problemId: 7 },
    request: { method: 'POST', path: '/user-problem/problem-detail', encoding: 'json', fields: { problemId: '7' } },
    answer: {
      code: 0,
      message: 'success',
      data: {
        type: 'Repayment',
        sonType: 'Paid twice',
        problemId: 7,
        content: 'Paid twice',
        images: [],
        disposeDetail: '',
        disposeImages: [],
        isNeedScore: 0,
      },
    },
    result: {
      ok: true,
      data: {
        type: 'Repayment',
        sonType: 'Paid twice',
        problemId: 7,
        content: 'Paid twice',
        images: [],
        disposeDetail: '',
        disposeImages: [],
        isNeedScore: 0,
      },
    },
  },
  {
    endpoint: 'repayment.way',
    title: 'the bank cards, alipay and the repay token under data, form-encoded orderId',
    payload: { orderId: '5000170' },
    request: { method: 'POST', path: '/service/loan/repayment-way', encoding: 'form', fields: { orderId: '5000170' } },
    answer: { code: 0, message: 'success', data: { alipay: 0, repayToken: 'rt-1', bankCards: [card] } },
    result: { ok: true, data: { alipay: 0, repayToken: 'rt-1', bankCards: [card] } },
  },
  {
    endpoint: 'repayment.commit',
    title: 'the commit sends the nine fields and reads needValid and repayRecordId',
    payload: {
      amount: 513650,
      bankName: 'BDO Unibank',
      cardId: 'c1',
      cardNo: '**** 4821',
      couponId: null,
      orderId: '5000170',
      repayToken: 'rt-1',
      bankCode: 'BDO',
      sendMsg: 1,
    },
    request: {
      method: 'POST',
      path: '/service/loan/repayment-commit',
      encoding: 'form',
      fields: {
        amount: '513650',
        bankName: 'BDO Unibank',
        cardId: 'c1',
        cardNo: '**** 4821',
        couponId: '',
        orderId: '5000170',
        repayToken: 'rt-1',
        bankCode: 'BDO',
        sendMsg: '1',
      },
    },
    answer: { code: 0, message: 'success', data: { needValid: 1, repayRecordId: 'R-88' } },
    result: { ok: true, data: { needValid: 1, repayRecordId: 'R-88' } },
  },
  {
    endpoint: 'repayment.confirm',
    title: "code 800006 is the wrong verification code, in the spec's words",
    payload: { orderId: '5000170', verifyCode: '123456', repaymentRecordId: 'R-88' },
    request: {
      method: 'POST',
      path: '/service/loan/repayment-confirm',
      encoding: 'form',
      fields: { orderId: '5000170', verifyCode: '123456', repaymentRecordId: 'R-88' },
    },
    answer: { code: 800006, message: 'verify code error', data: null },
    result: { ok: false, message: 'Wrong verification code', code: 800006 },
  },
  {
    endpoint: 'bindCard.init',
    title: 'the form items under data.items',
    payload: { product_id: '3' },
    request: { method: 'POST', path: '/bind-card/card-init', encoding: 'form', fields: { product_id: '3' } },
    answer: {
      code: 0,
      message: 'success',
      data: {
        items: [
          {
            code: 'cardType',
            title: 'Card type',
            subtitle: 'Please select',
            category: 'enum',
            value: '1',
            note: [{ name: 'Bank card', type: 1 }],
            inputType: 'text',
          },
        ],
      },
    },
    result: {
      ok: true,
      data: {
        items: [
          {
            code: 'cardType',
            title: 'Card type',
            subtitle: 'Please select',
            category: 'enum',
            value: '1',
            note: [{ name: 'Bank card', type: 1 }],
            inputType: 'text',
          },
        ],
      },
    },
  },
  {
    endpoint: 'contact.info',
    title: 'customer service details, overall=30 always sent (a v3 call)',
    payload: {},
    request: { method: 'POST', path: '/v3/personal-center/contact-kf-info', encoding: 'form', fields: { overall: '30' } },
    answer: { success: true, code: 0, message: 'success', data: { email: 'help@lender.ph', smWa: '+63 917 555 0142' } },
    result: { ok: true, data: { email: 'help@lender.ph', smWa: '+63 917 555 0142' } },
  },
];
