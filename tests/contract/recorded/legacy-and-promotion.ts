/** Recorded exchanges of the legacy calls (substituted names, result code '00') and the promotion calls (text code '0'). */
import type { Exchange } from './exchange.ts';

/** Legacy confirm, agreements and push; promotion sid, SMS and register. */
export const legacyAndPromotionExchanges: Exchange[] = [
  {
    endpoint: 'legacy.confirm',
    title: 'substituted names both ways: pd out; rc, em, ah and the confirm fields in',
    payload: { productId: '3' },
    request: { method: 'POST', path: '/lgc/qd-confirm', encoding: 'form', fields: { pd: '3' } },
    answer: {
      rc: '00',
      em: 'success',
      ah: {
        cpl: 'https://cdn.lender.ph/p/3.png',
        cpn: 'PesoAgad',
        amt: 500000,
        pds: 91,
        tu: 'day',
        dts: [{ tx: 'Received amount', vl: '₱4.500,00' }],
        rpp: [{ ptm: '2025-09-06', tt: 'Instalment 1/1', amount: 513650 }],
        prd: '0.03% per day',
        nbm: 'Get ₱4.500,00 now',
      },
    },
    result: {
      ok: true,
      data: {
        comProductLogo: 'https://cdn.lender.ph/p/3.png',
        comProductName: 'PesoAgad',
        amount: 500000,
        periods: 91,
        termUnit: 'day',
        details: [{ text: 'Received amount', value: '₱4.500,00' }],
        repay_plans: [{ pay_time: '2025-09-06', title: 'Instalment 1/1', amount: 513650 }],
        pRateDsc: '0.03% per day',
        NewButtonMsg: 'Get ₱4.500,00 now',
      },
    },
  },
  {
    endpoint: 'legacy.contract',
    title: 'a GET with the payload in the query; the list in ah.ls',
    payload: { productId: '3' },
    request: { method: 'GET', path: '/lgc/qd-contract', encoding: 'query', fields: { pd: '3', sn: '3' } },
    answer: { rc: '00', em: 'success', ah: { ls: [{ tt: 'Loan Agreement' }] } },
    result: { ok: true, data: [{ title: 'Loan Agreement' }] },
  },
  {
    endpoint: 'legacy.push',
    title: 'a failed push shows the lender\'s error message field (em)',
    payload: { productId: '3', amount: 500000, periods: 91, termUnit: 'day' },
    request: { method: 'POST', path: '/lgc/qd-push', encoding: 'form', fields: { pd: '3', amt: '500000', pds: '91', tu: 'day', src: 'h5' } },
    answer: { rc: '09', em: 'Your limit is not enough.', ah: null },
    result: { ok: false, message: 'Your limit is not enough.', code: '09' },
  },
  {
    endpoint: 'promotion.sid',
    title: "the sid under data, success on text code '0'",
    payload: {},
    request: { method: 'GET', path: '/promotion/get-sid', encoding: 'query', fields: {} },
    answer: { code: '0', message: 'success', data: { sid: 's-42' } },
    result: { ok: true, data: { sid: 's-42' } },
  },
  {
    endpoint: 'promotion.sms',
    title: 'code 11 is "already registered", in the spec\'s words',
    payload: { phone: '09175550142', capcode: 'AB12', sid: 's-42', deviceId: 'd-1', appName: 'PesoAgad', app_from: 'fb', user_from: 'ad', utm_tag: 'june' },
    request: {
      method: 'POST',
      path: '/promotion/get-sms',
      encoding: 'form',
      fields: { phone: '09175550142', capcode: 'AB12', sid: 's-42', deviceId: 'd-1', appName: 'PesoAgad', app_from: 'fb', user_from: 'ad', utm_tag: 'june' },
    },
    answer: { code: '11', message: 'registered', data: null },
    result: { ok: false, message: 'You have registered, please download the app to log in', code: '11' },
  },
  {
    endpoint: 'promotion.trackVisit',
    title: 'the visit is tracked with page_type=1 in the query',
    payload: { page_id: '12', user_from: 'ad', client_type: 'h5', utm_tag: 'june', app_from: 'fb' },
    request: {
      method: 'GET',
      path: '/promotion/track-visit',
      encoding: 'query',
      fields: { page_id: '12', user_from: 'ad', client_type: 'h5', utm_tag: 'june', app_from: 'fb', page_type: '1' },
    },
    answer: { code: '0', message: 'success', data: null },
    result: { ok: true, data: null },
  },
];
