import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { goToPdfPage } from '../../pdf-viewer/navigate';
import { pageHref, type PageTarget } from './citations';

/**
 * Opens a cited page. In the file that is open, the viewer scrolls there and highlights the passage,
 * and `?page=` is rewritten without a new history entry; another file is opened at that page, the
 * passage to highlight travelling in the navigation state.
 */
export function useOpenPage(openGuid: string | null) {
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  return useCallback(
    (target: PageTarget) => {
      if (openGuid && target.guid.toLowerCase() === openGuid.toLowerCase()) {
        goToPdfPage(target.page, target.highlight, target.context);
        setParams(
          (params) => {
            params.set('page', String(target.page));
            return params;
          },
          { replace: true },
        );
      } else {
        void navigate(pageHref(target), { state: target.highlight ? { highlight: target.highlight, context: target.context } : null });
      }
    },
    [openGuid, navigate, setParams],
  );
}
