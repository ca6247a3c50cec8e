// DELETE /api/school-settings/announcements/{id}/ (204, no body).
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { ANNOUNCEMENTS_PATH } from './get-announcements';

export const deleteAnnouncement = (id: string) => api.delete(`${ANNOUNCEMENTS_PATH}${id}/`);

export function useDeleteAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => client.invalidateQueries({ queryKey: ['announcements'] }),
  });
}
