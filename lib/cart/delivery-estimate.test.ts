import { deliveryEstimate } from './delivery-estimate';

const placedAt = '2026-11-28T10:00:00.000Z';

describe('the delivery estimate of an order', () => {
  it('counts the chosen plan’s days from the order', () => {
    expect(
      deliveryEstimate({ createdDate: placedAt, selectedEstimation: { label: 'Standard (2-3 days)', days: { min: 2, max: 3 } } }),
    ).toEqual({
      kind: 'between',
      from: new Date('2026-11-30T10:00:00.000Z'),
      to: new Date('2026-12-01T10:00:00.000Z'),
    });
  });

  it('takes the due date and time the shopper chose, as the shop’s wall-clock time', () => {
    const estimate = deliveryEstimate({
      createdDate: placedAt,
      selectedEstimation: { label: '2026-12-02 14:30', dueDate: '2026-12-02', dueTime: '14:30', days: { min: 2, max: 3 } },
    });
    expect(estimate).toEqual({ kind: 'due', at: new Date('2026-12-02T14:30:00.000Z') });
  });

  it('has none without a plan’s days or a due date (an older order, a store pickup without a slot)', () => {
    expect(deliveryEstimate({ createdDate: placedAt, selectedEstimation: { label: 'Standard' } })).toBeNull();
    expect(deliveryEstimate({ createdDate: placedAt, selectedEstimation: null })).toBeNull();
    expect(deliveryEstimate({ createdDate: 'not a date', selectedEstimation: { label: 'x', days: { min: 1, max: 2 } } })).toBeNull();
  });
});
