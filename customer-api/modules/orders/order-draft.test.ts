import { allowedNextStatuses } from './order-draft';

describe('order statuses', () => {
  it('follow spec §4: deliveries are dispatched, pickups picked up, final statuses stay', () => {
    expect(allowedNextStatuses('PROCESSING', 'delivery')).toEqual(['READY_TO_DISPATCH', 'CANCELLED']);
    expect(allowedNextStatuses('PROCESSING', 'store')).toEqual(['READY_TO_PICKUP', 'CANCELLED']);
    expect(allowedNextStatuses('DISPATCHED', 'delivery')).toEqual(['COMPLETED']);
    expect(allowedNextStatuses('COMPLETED', 'delivery')).toEqual([]);
    expect(allowedNextStatuses('CANCELLED', 'store')).toEqual([]);
  });
});
