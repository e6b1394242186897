import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@portal/shared/profile';
import { apiRequest } from '@/lib/api-client';

const profileKey = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => apiRequest<Profile>('/candidate/profile', { signal }),
  });
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => apiRequest<Profile>('/candidate/profile', { method: 'PUT', body }),
    onSuccess: (profile) => client.setQueryData(profileKey, profile),
  });
}
