/** What to do with the inventoryId cookie (spec §4 inventory location). */
export type InventoryResolution =
  { kind: 'keep'; inventoryId: string } | { kind: 'auto'; inventoryId: string } | { kind: 'clear' } | { kind: 'choose' } | { kind: 'none' };

/**
 * Exactly one location: chosen automatically. A stored id that exists: kept. A stored id that does
 * not: cleared, and store selection appears. Several and none chosen: store selection.
 */
export function resolveInventory(locationIds: readonly string[], storedId: string | null | undefined): InventoryResolution {
  if (locationIds.length === 0) return storedId ? { kind: 'clear' } : { kind: 'none' };
  if (storedId && locationIds.includes(storedId)) return { kind: 'keep', inventoryId: storedId };
  if (locationIds.length === 1 && locationIds[0]) return { kind: 'auto', inventoryId: locationIds[0] };
  return storedId ? { kind: 'clear' } : { kind: 'choose' };
}
