/** The React context that carries the app's URL policy (allowed hosts) to widgets that show outside pages. */
import { createContext, useContext } from 'react';
import type { UrlPolicy } from '../core/url-policy.ts';

const noHosts: UrlPolicy = Object.freeze({ hosts: [] });

/** The URL policy in force; without a provider no outside host is allowed (same-origin paths still are). */
export const UrlPolicyContext = createContext<UrlPolicy>(noHosts);

/** The URL policy in force for this part of the tree. */
export function useUrlPolicy(): UrlPolicy {
  return useContext(UrlPolicyContext);
}
