import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mantine/core';
import type { Address } from '@skyparcel/domain/address-contracts';
import { addressFormSchema } from '@skyparcel/domain/address-contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { MapPoint } from '../../components/ui/location-map.tsx';
import { type AddressFormValues, EMPTY_ADDRESS_FORM, toFormValues } from '../../features/addresses/form-values.ts';
import { AddressFormBody } from './address-form-body.tsx';
import { AddressMapPanel } from './address-map-panel.tsx';
import { useAddressSave } from './hooks/use-address-save.tsx';
import { useLegacyConversion } from './hooks/use-legacy-conversion.ts';
import { usePlaceFill } from './hooks/use-place-fill.ts';

/** Where the form starts from when opened from the map search page. */
export type InitialPick = { placeId: string } | { point: MapPoint };

type AddressEditorProps = { address?: Address; initialPick?: InitialPick; returnTo: string };

function usePinPosition(form: ReturnType<typeof useForm<AddressFormValues>>): MapPoint | null {
  const [lat, long] = useWatch({ control: form.control, name: ['lat', 'long'] });
  return useMemo(() => (lat != null && long != null ? { lat, lng: long } : null), [lat, long]);
}

/** Map on the left, form on the right (stacked on phones): create or update one address. */
export function AddressEditor({ address, initialPick, returnTo }: AddressEditorProps) {
  const form = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: address ? toFormValues(address) : EMPTY_ADDRESS_FORM,
  });
  const placeFill = usePlaceFill(form);
  const legacy = useLegacyConversion({ form, fillLocation: placeFill.fillLocation, movePin: placeFill.movePin });
  const save = useAddressSave({ id: address?.id, returnTo, setError: form.setError });
  const position = usePinPosition(form);

  // A place chosen on the search page is applied once, as if picked here.
  const pendingPick = useRef(initialPick);
  useEffect(() => {
    const pick = pendingPick.current;
    pendingPick.current = undefined;
    if (!pick) return;
    if ('placeId' in pick) placeFill.onPlacePicked(pick);
    else placeFill.onPinMoved(pick.point);
  }, [placeFill]);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <div style={{ position: 'sticky', top: 88 }}>
          <AddressMapPanel position={position} onMove={placeFill.onPinMoved} onPick={placeFill.onPlacePicked} />
        </div>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <AddressFormBody
          form={form}
          legacy={legacy}
          onKoreanAddressChosen={placeFill.fillKoreanAddress}
          isSaving={save.isSaving}
          cancelHref={returnTo}
          onSubmit={form.handleSubmit(save.openRecheck)}
        />
      </Grid.Col>
    </Grid>
  );
}
