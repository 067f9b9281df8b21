import { NavigationProgress, nprogress, nprogressStore, updateNavigationProgressStateAction } from '@mantine/nprogress';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { languageSwitch } from '../../lib/i18n.ts';

// Layout state "loadingBar": auto-start at 20 (spec 1 section 3), then creep forward.
const START_PROGRESS = 20;
const STEP = 2;

export function LoadingBar() {
  const { t } = useTranslation();
  // Fixed to the top of the window, above everything (its z-index), so no portal is needed: one would mount its
  // node in a layout effect, a redraw inside the app's first commit (see popup-host.tsx).
  return (
    <NavigationProgress
      initialProgress={START_PROGRESS}
      size={3}
      aria-label={t('common.loading')}
      withinPortal={false}
    />
  );
}

function startLoadingBar() {
  updateNavigationProgressStateAction(() => ({ step: STEP }), nprogressStore);
  nprogress.set(START_PROGRESS);
  nprogress.start();
}

/** Runs the top bar while a route module or a language's texts load, or any mutation is in flight. */
export function useLoadingBarWhileBusy() {
  const navigation = useNavigation();
  const mutationCount = useIsMutating();
  const isSwitchingLanguage = useSyncExternalStore(
    languageSwitch.subscribe,
    languageSwitch.isPending,
    // A prerendered page is hydrated with no language switch under way.
    () => false,
  );
  const isBusy = navigation.state !== 'idle' || mutationCount > 0 || isSwitchingLanguage;
  const wasBusy = useRef(false);

  useEffect(() => {
    if (isBusy && !wasBusy.current) startLoadingBar();
    // Completing a bar that never started would flash it at 100%.
    if (!isBusy && wasBusy.current) nprogress.complete();
    wasBusy.current = isBusy;
  }, [isBusy]);
}
