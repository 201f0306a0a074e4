'use client';

import 'leaflet/dist/leaflet.css';
import { divIcon, type LeafletEventHandlerFnMap, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { roundPoint, type GeoPoint } from '@/lib/cart/geo-point';

interface Props {
  tileUrl: string;
  /** Where the map opens: the chosen place, else a default centre. */
  center: GeoPoint;
  point: GeoPoint | null;
  onPlace: (point: GeoPoint) => void;
  /** Accessible names: the map region, the pin. */
  mapLabel: string;
  pinLabel: string;
}

// A pin drawn with CSS: no marker images to host or allow.
const pin = divIcon({
  className: '',
  html: '<span style="display:block;width:24px;height:24px;border-radius:50% 50% 50% 0;background:#b91c1c;border:2px solid #fff;transform:rotate(-45deg);box-shadow:0 1px 4px rgba(0,0,0,.5)"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 24],
});

function ClickToPlace({ onPlace }: { onPlace: (point: GeoPoint) => void }) {
  useMapEvents({ click: (e) => onPlace(roundPoint({ lat: e.latlng.lat, lng: e.latlng.lng })) });
  return null;
}

/** Keeps a placed point in view when it comes from elsewhere (my location, typed degrees). */
function FollowPoint({ point }: { point: GeoPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (point && !map.getBounds().contains([point.lat, point.lng])) map.setView([point.lat, point.lng]);
  }, [map, point]);
  return null;
}

/** spec §4 location confirmation: a Leaflet map with tiles from a configurable address; click to place, drag to move. */
export default function LocationMap({ tileUrl, center, point, onPlace, mapLabel, pinLabel }: Props) {
  const marker = useRef<LeafletMarker>(null);
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: () => {
        const at = marker.current?.getLatLng();
        if (at) onPlace(roundPoint({ lat: at.lat, lng: at.lng }));
      },
    }),
    [onPlace],
  );
  return (
    <div role="region" aria-label={mapLabel} data-testid="location-map">
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={15}
        scrollWheelZoom={false}
        className="h-72 w-full rounded-md border border-neutral-300"
      >
        <TileLayer url={tileUrl} attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' />
        <ClickToPlace onPlace={onPlace} />
        <FollowPoint point={point} />
        {point && (
          <Marker
            ref={marker}
            position={[point.lat, point.lng]}
            icon={pin}
            draggable
            eventHandlers={handlers}
            title={pinLabel}
            alt={pinLabel}
          />
        )}
      </MapContainer>
    </div>
  );
}
