import 'leaflet/dist/leaflet.css';
import { Box } from '@mantine/core';
import L, { type LeafletKeyboardEvent } from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo } from 'react';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

export type MapPoint = { lat: number; lng: number };

/*
 * Leaflet finds its default marker images through a CSS path that a Vite build rewrites,
 * so the marker would vanish in production: the images are imported and set explicitly.
 */
const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/** Marker drags keep 9 significant digits (spec 2 section 9). */
export function roundCoordinate(value: number): number {
  return Number(value.toPrecision(9));
}

const toPoint = (latLng: L.LatLng): MapPoint => ({
  lat: roundCoordinate(latLng.lat),
  lng: roundCoordinate(latLng.lng),
});

// Arrow keys on the focused marker move it, so the pin can be placed without a mouse.
const KEY_STEPS: Record<string, [number, number]> = {
  ArrowUp: [0, -20],
  ArrowDown: [0, 20],
  ArrowLeft: [-20, 0],
  ArrowRight: [20, 0],
};

function FollowPosition({ position }: { position: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    // Only a pin outside the middle of the view moves the view: a short drag should not jump.
    if (position && !map.getBounds().pad(-0.2).contains(position)) {
      map.setView(position, Math.max(map.getZoom(), 14), { animate: false });
    }
  }, [map, position]);
  return null;
}

function ClickToMove({ onMove }: { onMove?: (point: MapPoint) => void }) {
  useMapEvents({ click: (event) => onMove?.(toPoint(event.latlng)) });
  return null;
}

type PinProps = { position: MapPoint; radius: number; label: string; onMove?: (point: MapPoint) => void };

function Pin({ position, radius, label, onMove }: PinProps) {
  const map = useMap();
  const handlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => onMove?.(toPoint((event.target as L.Marker).getLatLng())),
      keydown: (event) => {
        const { originalEvent } = event as LeafletKeyboardEvent;
        const step = KEY_STEPS[originalEvent.key];
        if (!step || !onMove) return;
        L.DomEvent.stop(originalEvent);
        const pixel = map.latLngToContainerPoint(position).add(step);
        onMove(toPoint(map.containerPointToLatLng(pixel)));
      },
    }),
    [map, onMove, position],
  );
  return (
    <>
      <Circle center={position} radius={radius} pathOptions={{ color: '#2558ad', weight: 1, fillOpacity: 0.12 }} />
      <Marker
        position={position}
        icon={markerIcon}
        draggable={Boolean(onMove)}
        keyboard
        title={label}
        alt={label}
        eventHandlers={handlers}
      />
    </>
  );
}

type LocationMapProps = {
  center: MapPoint;
  zoom: number;
  tileUrl: string;
  /** The pin; none until a place is known. */
  position: MapPoint | null;
  accuracyRadius: number;
  /** Called with the new point when the pin is dragged, moved by keys or the map is clicked. */
  onMove?: (point: MapPoint) => void;
  label: string;
  markerLabel: string;
  height: number | string | Record<string, number | string>;
};

/**
 * A Leaflet map with one draggable pin and its accuracy circle. Tiles that cannot load
 * (closed network) leave a blank map that still places and moves the pin.
 */
export function LocationMap(props: LocationMapProps) {
  const { center, zoom, tileUrl, position, accuracyRadius, onMove, label, markerLabel, height } = props;
  return (
    <Box
      component="section"
      aria-label={label}
      h={height}
      style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' }}
    >
      <MapContainer center={position ?? center} zoom={zoom} style={{ height: '100%', width: '100%' }} scrollWheelZoom>
        <TileLayer
          url={tileUrl}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        />
        <FollowPosition position={position} />
        <ClickToMove onMove={onMove} />
        {position ? <Pin position={position} radius={accuracyRadius} label={markerLabel} onMove={onMove} /> : null}
      </MapContainer>
    </Box>
  );
}
