/** The HTTP adapter: the endpoint catalog, the API port and page-query helpers. */
export { createApi, type ApiOptions } from './create-api.ts';
export { endpoints, endpointNames, findEndpoint, type EndpointSpec, type EndpointName, type SuccessRule } from './endpoints.ts';
export { parsePageQuery, sessionParamNames, currencySymbol } from './page-query.ts';
export { failureMessages } from './read-answer.ts';
export { endpointAddress } from './encode-request.ts';
