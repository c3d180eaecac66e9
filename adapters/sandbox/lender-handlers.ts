/**
 * What the sandbox lender does for each catalog endpoint, over one scenario's data (complaints here, loans in
 * loan-handlers.ts, repayment in repayment.ts, bank binding in bank-binding.ts, promotion sign-up in promotion.ts).
 */
import type { LenderCall } from './lender-routes.ts';
import { bankBindingHandlers } from './bank-binding.ts';
import { fail, isFileLike, ok, text, type Handler, type HandlerContext, type HandlerResult } from './handler-kit.ts';
import { loanHandlers } from './loan-handlers.ts';
import { promotionHandlers } from './promotion.ts';
import { repaymentHandlers } from './repayment.ts';
import type { SandboxState } from './scenarios.ts';
import { contactInfo, formatPeso, manilaTime, problemSonTypes, problemTypes, type SeedComplaint, type SeedOrder } from './seed-data.ts';

export { isFileLike, type FileLike, type Handler, type HandlerContext, type HandlerResult, type Payload } from './handler-kit.ts';

/** Largest accepted upload. */
export const maxUploadBytes = 5 * 1024 * 1024;
const maxImages = 9;
const maxDetail = 200;

function orderCard(order: SeedOrder, image: HandlerContext['image']) {
  return {
    orderNo: order.orderNo,
    productLogo: image(order.logo),
    productName: order.productName,
    status: order.status,
    isShow: order.isShow,
    rows: [
      { title: 'Loan amount', value: formatPeso(order.amountCents) },
      { title: 'Due date', value: order.dueDate },
      { title: 'Order No.', value: order.orderNo },
    ],
  };
}

const typeTitle = (value: number) => problemTypes.find((t) => t.value === value)?.title ?? '';
const sonTitle = (value: number) => problemSonTypes.find((t) => t.value === value)?.title ?? '';

function findComplaint(state: SandboxState, id: string): SeedComplaint | undefined {
  return state.complaints.find((c) => String(c.id) === id);
}

function init({ state, payload, image }: HandlerContext): HandlerResult {
  const wanted = text(payload, 'orderId');
  const first = state.orders[0];
  if (!first) return fail('You have no loan orders yet.');
  const selected = state.orders.find((o) => o.orderId === wanted || o.orderNo === wanted) ?? first;
  return ok({
    problemType: problemTypes,
    problemSonType: problemSonTypes,
    orderDetail: orderCard(selected, image),
    orderList: state.orders.map((o) => orderCard(o, image)),
  });
}

async function upload({ payload, storeUpload }: HandlerContext): Promise<HandlerResult> {
  const file = payload.problemImage;
  if (!isFileLike(file) || file.size === 0) return fail('Please choose an image to upload.');
  if (!/^image\/[a-z0-9.+-]+$/i.test(file.type)) return fail('Only image files can be uploaded');
  if (file.size > maxUploadBytes) return fail('The image is too large. Please choose one under 5 MB.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  return ok({ url: storeUpload(bytes, file.type) });
}

function save({ state, payload, now }: HandlerContext): HandlerResult {
  const type = Number(text(payload, 'problemType'));
  if (!problemTypes.some((t) => t.value === type)) return fail('Please choose a question type.');
  const order = state.orders.find((o) => o.orderNo === text(payload, 'orderNo'));
  if (!order) return fail('Please choose the order your complaint is about.');
  let son = 0;
  if (type === 1) {
    if (order.isShow !== 1) return fail('The selected order does not support sending collection types.');
    son = Number(text(payload, 'problemSonType'));
    if (!problemSonTypes.some((t) => t.value === son)) return fail('Please choose what happened during collection.');
  }
  const detail = text(payload, 'problemDetail');
  if (detail === '') return fail('Please fill in your comments and suggestions');
  if ([...detail].length > maxDetail) return fail('Your description can be at most 200 characters.');
  const images = text(payload, 'problemImage')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (images.length > maxImages) return fail('You can attach at most 9 images.');
  const complaint: SeedComplaint = {
    id: state.nextId++,
    orderNo: order.orderNo,
    time: manilaTime(now()),
    problemType: type,
    problemSonType: son,
    content: detail,
    images,
    disposeDetail: '',
    disposeImages: [],
    agent: '',
    isNeedScore: state.newComplaintNeedsScore,
    status: 'pending',
  };
  state.complaints.unshift(complaint);
  return ok({ problemId: complaint.id });
}

function list({ state }: HandlerContext): HandlerResult {
  const item = (c: SeedComplaint) => ({ id: c.id, time: c.time, type: typeTitle(c.problemType), content: c.content });
  const byTime = [...state.complaints].sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
  return ok([
    { title: 'Pending', list: byTime.filter((c) => c.status === 'pending').map(item) },
    { title: 'Completed', list: byTime.filter((c) => c.status === 'completed').map(item) },
  ]);
}

function detail({ state, payload, image }: HandlerContext): HandlerResult {
  const c = findComplaint(state, text(payload, 'problemId'));
  if (!c) return fail('This complaint could not be found.');
  return ok({
    type: typeTitle(c.problemType),
    sonType: sonTitle(c.problemSonType),
    problemId: c.id,
    content: c.content,
    images: c.images.map(image),
    disposeDetail: c.disposeDetail,
    disposeImages: c.disposeImages.map(image),
    isNeedScore: c.isNeedScore,
    agent: c.agent,
  });
}

function saveScore({ state, payload }: HandlerContext): HandlerResult {
  const raw = text(payload, 'score');
  const score = Number(raw);
  if (!/^[1-5]$/.test(raw)) return fail('Please choose from 1 to 5 stars.');
  const c = findComplaint(state, text(payload, 'problemId'));
  if (!c) return fail('This complaint could not be found.');
  c.score = score;
  c.isNeedScore = 0;
  return ok(null);
}

/** The handler of each catalog endpoint. */
export const lenderHandlers: Record<LenderCall, Handler> = {
  'contact.info': () => ok({ ...contactInfo }),
  'complaint.init': init,
  'complaint.initGet': init,
  'complaint.uploadImage': upload,
  'complaint.save': save,
  'complaint.list': list,
  'complaint.detail': detail,
  'complaint.saveScore': saveScore,
  ...loanHandlers,
  ...repaymentHandlers,
  ...bankBindingHandlers,
  ...promotionHandlers,
};
