import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type ProfileUpdate } from '@portal/shared/candidates/profile';
import { apiRequest } from '@/lib/api-client';

const profileKey = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: async ({ signal }) => profileSchema.parse(await apiRequest('/candidate/profile', { signal })),
  });
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileUpdate) =>
      profileSchema.parse(await apiRequest('/candidate/profile', { method: 'PUT', body })),
    onSuccess: (profile) => client.setQueryData(profileKey, profile),
  });
}
