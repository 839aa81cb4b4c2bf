import { describe, expect, it } from 'vitest';
import { laterStage, orderStatusAfterStage, stageShown } from '../src/rules/shipment-progress';

describe('shipment progress', () => {
  it('keeps the later stage whichever order events arrive in', () => {
    expect(laterStage('in_transit', 'out_for_delivery')).toBe('out_for_delivery');
    expect(laterStage('delivered', 'out_for_delivery')).toBe('delivered');
    expect(laterStage('picked_up', 'picked_up')).toBe('picked_up');
  });

  it('moves an order forward only, and leaves one taken off the delivery path alone', () => {
    expect(orderStatusAfterStage('shipped', 'out_for_delivery')).toBe('out_for_delivery');
    // The out-for-delivery news was lost: delivered still moves a shipped order.
    expect(orderStatusAfterStage('shipped', 'delivered')).toBe('delivered');
    expect(orderStatusAfterStage('out_for_delivery', 'delivered')).toBe('delivered');
    // A late out-for-delivery after delivered never moves it back.
    expect(orderStatusAfterStage('delivered', 'out_for_delivery')).toBeNull();
    expect(orderStatusAfterStage('shipped', 'in_transit')).toBeNull();
    expect(orderStatusAfterStage('refunded', 'delivered')).toBeNull();
    expect(orderStatusAfterStage('cancelled', 'out_for_delivery')).toBeNull();
  });
});

describe('stageShown: the parcel never looks behind its order', () => {
  it('follows the order where it went further than the carrier reported', () => {
    expect(stageShown('label_created', 'delivered')).toBe('delivered');
    expect(stageShown('in_transit', 'out_for_delivery')).toBe('out_for_delivery');
  });
  it('keeps the carrier’s stage when it is ahead, or when the order says nothing of the parcel', () => {
    expect(stageShown('in_transit', 'shipped')).toBe('in_transit');
    expect(stageShown('delivered', 'out_for_delivery')).toBe('delivered');
    expect(stageShown('label_created', 'shipped')).toBe('label_created');
    expect(stageShown('label_created', 'packed')).toBe('label_created');
    expect(stageShown('picked_up', 'cancelled')).toBe('picked_up');
  });
});
