import { useMemo } from 'react';
import { createRequestPort, type HttpRequestPort } from '../../../adapters/http/index';
import { useApi } from '../../app/api';

/** The request port over the storefront's HTTP client. */
export function useRequestPort(): HttpRequestPort {
  const api = useApi();
  return useMemo(() => createRequestPort(api.client), [api.client]);
}
