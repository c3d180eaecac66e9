/** Route matching (spec section 2): ordered first match, "/" exact, hash routes, outer and hash query merged. */
import { describe, expect, it } from 'vitest';
import { matchRoute, type Route } from '../../../renderer/core/routes.ts';

// In the order of the spec's route list.
const routes: Route[] = [
  { path: '/repaymentOfCode', screen: 'repay-code' },
  { path: '/repaymentOfCode2', screen: 'repay-code-2' },
  { path: '/complaintList', screen: 'complaint-list' },
  { path: '/complainPage', screen: 'complain-page' },
  { path: '/complainPageNext', screen: 'complain-page-next' },
  { path: '/complainDetails', screen: 'complain-details' },
  { path: '/', screen: 'home', exact: true },
  { path: '/About', screen: 'about' },
  { path: '#/payway', screen: 'payway' },
  { path: '#/borrowDetail', screen: 'borrow-detail' },
];

const at = (pathname: string, search = '', hash = '') => matchRoute(routes, { pathname, search, hash });

describe('matchRoute', () => {
  it('finds the screen of a path and passes the query on', () => {
    expect(at('/complainDetails', '?problemId=1001')).toMatchObject({ screen: 'complain-details', search: 'problemId=1001' });
    expect(at('/complaintList')?.screen).toBe('complaint-list');
  });

  it('compares whole path segments: /complainPageNext is not /complainPage', () => {
    expect(at('/complainPageNext')?.screen).toBe('complain-page-next');
    expect(at('/repaymentOfCode2')?.screen).toBe('repay-code-2');
    expect(at('/complainPage')?.screen).toBe('complain-page');
  });

  it('ignores a trailing slash and matches sub-paths of non-exact routes', () => {
    expect(at('/complainPage/')?.screen).toBe('complain-page');
    expect(at('/About/team')?.screen).toBe('about');
  });

  it('takes the first matching route in order', () => {
    const twice: Route[] = [
      { path: '/About', screen: 'first' },
      { path: '/About', screen: 'second' },
    ];
    expect(matchRoute(twice, { pathname: '/About', search: '', hash: '' })?.screen).toBe('first');
    const general: Route[] = [
      { path: '/a', screen: 'general' },
      { path: '/a/b', screen: 'specific' },
    ];
    expect(matchRoute(general, { pathname: '/a/b', search: '', hash: '' })?.screen).toBe('general');
  });

  it('matches "/" only exactly', () => {
    expect(at('/')?.screen).toBe('home');
    expect(at('/nowhere')).toBeUndefined();
    expect(at('/nowhere/deeper')).toBeUndefined();
    expect(matchRoute([{ path: '/', screen: 'home' }], { pathname: '/x', search: '', hash: '' })).toBeUndefined();
  });

  it('matches hash routes on the hash, even though "/" comes first in the list', () => {
    expect(at('/', '', '#/payway')?.screen).toBe('payway');
    expect(at('/', '', '#/payway/')?.screen).toBe('payway');
    expect(at('/', '', '#/unknownHash')).toBeUndefined();
  });

  it('reads the query of a hash route with a trailing slash', () => {
    expect(at('/', '', '#/borrowDetail/?productId=1&orderId=2')).toMatchObject({ screen: 'borrow-detail', search: 'productId=1&orderId=2' });
  });

  it('merges the outer query with the hash query', () => {
    const match = at('/', '?userId=u1&currency=1', '#/borrowDetail/?productId=1&orderId=2');
    expect(match?.screen).toBe('borrow-detail');
    expect(Object.fromEntries(new URLSearchParams(match?.search))).toEqual({ userId: 'u1', currency: '1', productId: '1', orderId: '2' });
  });

  it('keeps a plain page anchor from hiding the path route', () => {
    expect(at('/', '', '#')?.screen).toBe('home');
    expect(at('/complaintList', '?a=1', '#top')).toMatchObject({ screen: 'complaint-list', search: 'a=1' });
  });

  it('finds nothing for an unknown path', () => {
    expect(at('/missing')).toBeUndefined();
  });
});
