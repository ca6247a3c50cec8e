// /api/result-pins/ (decisions/022): batches of result checker cards for admins who publish
// results (the PINs come once, in the answer that makes a batch), their cards' use, withdrawing,
// and the public check a family makes with a card.
import { useQuery } from '@tanstack/react-query';

import { api, apiRequest } from '@/lib/api-client';
import type { components } from '@/types/api.gen';
import type { Paginated } from '@/types/paginated';

import { resultsKeys } from '../api';

type Schemas = components['schemas'];

export type PinBatch = Schemas['PinBatch'];
export type PinBatchInput = Schemas['PinBatchInput'];
export type PinBatchMade = Schemas['PinBatchMade'];
export type IssuedCard = Schemas['IssuedCard'];
export type PinCard = Schemas['PinCard'];
export type PinCheck = Schemas['PinCheck'];
export type PinCheckOutcome = Schemas['PinCheckOutcome'];

export const pinKeys = {
  all: [...resultsKeys.all, 'pins'] as const,
  batches: () => [...pinKeys.all, 'batches'] as const,
  cards: (batch: string, search: string, page: number) =>
    [...pinKeys.all, 'cards', batch, search, page] as const,
};

const batchPath = (id: string) => `/api/result-pins/batches/${encodeURIComponent(id)}/`;

export function useBatches(enabled = true) {
  return useQuery({
    enabled,
    queryKey: pinKeys.batches(),
    queryFn: ({ signal }) =>
      api.get<Paginated<PinBatch>>('/api/result-pins/batches/', undefined, { signal }),
    select: (answer) => answer.results,
  });
}

/** A page of a batch's cards, 50 at a time. */
export function useBatchCards(batch: string, search: string, page: number) {
  return useQuery({
    queryKey: pinKeys.cards(batch, search, page),
    queryFn: ({ signal }) =>
      api.get<Paginated<PinCard>>(
        `${batchPath(batch)}cards/`,
        { search: search || undefined, page, page_size: 50 },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

export const makeBatch = (input: PinBatchInput) =>
  api.post<PinBatchMade>('/api/result-pins/batches/', input);

export const revokeBatch = (id: string) => api.post<PinBatch>(`${batchPath(id)}revoke/`);

export const revokeCard = (batch: string, card: string) =>
  api.post<void>(`${batchPath(batch)}cards/${encodeURIComponent(card)}/revoke/`);

export const exportPath = (batch: string) => `${batchPath(batch)}export/`;

/** A family's check: the published card, one view used. */
export const checkResult = (check: PinCheck) =>
  apiRequest<PinCheckOutcome>('/api/result-pins/check/', { method: 'POST', body: check });
