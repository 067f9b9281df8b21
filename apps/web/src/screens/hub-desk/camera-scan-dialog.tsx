import { Alert, Box, Modal, Text } from '@mantine/core';
import { ORDER_CODE_PATTERN } from '@skyparcel/domain/tracking-codes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/ui/loading-state.tsx';

type CameraState = 'starting' | 'scanning' | 'denied' | 'noCamera' | 'failed';

/**
 * A phone's camera as the desk's scanner: the back camera's picture, read for the waybill's Code 128
 * until an order code shows, which is then scanned as if typed. The reader (zxing) loads only here.
 */
export function CameraScanDialog({ onScan, onClose }: { onScan: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  // The modal mounts its content a moment after it opens: the camera starts once the video element is there.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraState>('starting');
  // The latest callback, so a re-render of the page does not restart the camera.
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;

  useEffect(() => {
    if (!video) return;
    let isOver = false;
    let stop: (() => void) | undefined;
    const start = async () => {
      const { BrowserMultiFormatOneDReader } = await import('@zxing/browser');
      if (isOver) return;
      const reader = new BrowserMultiFormatOneDReader();
      // It may read a code before it has answered its controls: stop through the ones it passes here.
      const controls = await reader.decodeFromConstraints(
        { video: { facingMode: 'environment' } },
        video,
        (result, _error, running) => {
          const code = result?.getText().trim().toUpperCase();
          if (!code || !ORDER_CODE_PATTERN.test(code) || isOver) return;
          isOver = true;
          running.stop();
          onScanRef.current(code);
        },
      );
      if (isOver) controls.stop();
      else {
        stop = () => controls.stop();
        setState('scanning');
      }
    };
    start().catch((error: unknown) => {
      if (!isOver) setState(cameraProblemOf(error));
    });
    return () => {
      isOver = true;
      stop?.();
    };
  }, [video]);

  return (
    <Modal opened onClose={onClose} title={t('hubDesk.camera.title')} centered>
      {state === 'starting' ? <LoadingState label={t('hubDesk.camera.starting')} py="lg" /> : null}
      {state === 'denied' || state === 'noCamera' || state === 'failed' ? (
        <Alert color="red" role="alert" title={t(`hubDesk.camera.${state}`)}>
          {t('hubDesk.camera.typeInstead')}
        </Alert>
      ) : null}
      <Box
        component="video"
        ref={setVideo}
        muted
        playsInline
        aria-label={t('hubDesk.camera.preview')}
        w="100%"
        display={state === 'scanning' || state === 'starting' ? 'block' : 'none'}
        style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-dark-9)' }}
      />
      {state === 'scanning' ? (
        <Text size="sm" c="dark.4" mt="xs">
          {t('hubDesk.camera.hint')}
        </Text>
      ) : null}
    </Modal>
  );
}

function cameraProblemOf(error: unknown): CameraState {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'TypeError') return 'noCamera';
  return 'failed';
}
