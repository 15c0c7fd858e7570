// POST {card.connectUrl} (no body): joins the card's talent community; 200 with the new
// connection, 404 'Talent community not found'. The card then shows Connected, and what a new
// connection changes is fetched afresh: My Communities, and Find Jobs, which searches the new
// community at once.
import type { CommunitiesResponse, CommunityCard } from '@talent/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { afterConnectionChange } from '../../../shared/lib/connection-change';
import { http } from '../../../shared/lib/http';
import { communitiesKeys } from './query-keys';

// The answer (the connection) is My Communities' to show; this page needs only the success.
export const connectCommunity = (card: Pick<CommunityCard, 'connectUrl'>) =>
  http(card.connectUrl, { method: 'POST' });

export function markConnected(queryClient: QueryClient, segmentCode: string) {
  queryClient.setQueriesData<CommunitiesResponse>({ queryKey: communitiesKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          talentCommunities: data.talentCommunities.map((card) =>
            card.segmentCode === segmentCode ? { ...card, isConnected: true } : card,
          ),
        }
      : data,
  );
}

export function useConnectCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: CommunityCard) => connectCommunity(card),
    onSuccess: (_connection, card) => {
      markConnected(queryClient, card.segmentCode);
      void afterConnectionChange(queryClient);
    },
  });
}
