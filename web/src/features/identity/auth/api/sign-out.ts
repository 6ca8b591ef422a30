import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '../../../../lib/auth';
import { paths } from '../../../../lib/paths';

/** Log out: forget this device's tokens and session, drop cached answers, open /login (spec 1 §2). */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSettled: async () => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'client-config' });
      await navigate(paths.login, { replace: true });
    },
  });
}
