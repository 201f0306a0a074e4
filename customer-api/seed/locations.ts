import type { InventoryLocation, Outlet, OpenHoursEntry, ScheduleException } from '../../lib/api/schemas';
import { LOCATION_IDS } from './constants';

/** The merchant's three shops; each one keeps its own stock. */
export function buildInventoryLocations(): InventoryLocation[] {
  return [
    {
      id: LOCATION_IDS.colombo,
      name: 'Lanka Living Colombo',
      address: {
        addressLine1: '42 Flower Road',
        addressLine2: 'Cinnamon Gardens',
        city: 'Colombo 07',
        province: 'Western',
        postalCode: '00700',
        contactNumber: '+94 11 234 5678',
        contactNumber2: '+94 77 123 4567',
      },
    },
    {
      id: LOCATION_IDS.kandy,
      name: 'Lanka Living Kandy',
      address: {
        addressLine1: '18 Dalada Veediya',
        addressLine2: 'Near the Queens Hotel',
        city: 'Kandy',
        province: 'Central',
        postalCode: '20000',
        contactNumber: '+94 81 222 3344',
        contactNumber2: '+94 71 555 0101',
      },
    },
    {
      id: LOCATION_IDS.galle,
      name: 'Lanka Living Galle Fort',
      address: {
        addressLine1: '27 Church Street',
        addressLine2: 'Galle Fort',
        city: 'Galle',
        province: 'Southern',
        postalCode: '80000',
        contactNumber: '+94 91 224 5566',
        contactNumber2: '+94 76 880 2233',
      },
    },
  ];
}

export const OUTLET_IDS = {
  colomboFlowerRoad: 'outlet-colombo-flower-road',
  colomboNugegoda: 'outlet-colombo-nugegoda',
  kandy: 'outlet-kandy-dalada-veediya',
  galle: 'outlet-galle-fort',
} as const;

type Hours = readonly [open: boolean, start: string, end: string];

/** Monday (1) … Sunday (7). */
function week(days: readonly [Hours, Hours, Hours, Hours, Hours, Hours, Hours]): OpenHoursEntry[] {
  return days.map(([isOpen, start, end], i) => ({ dayOfWeek: i + 1, isOpen, start, end }));
}

const WEEKDAY: Hours = [true, '09:00', '19:00'];
/** Public holidays every shop keeps: Sinhala and Tamil New Year, Independence Day, Christmas. */
const NATIONAL_HOLIDAYS: ScheduleException[] = [
  { type: 'DAY_OF_YEAR', value: '02-04' },
  { type: 'DAY_OF_YEAR', value: '04-13' },
  { type: 'DAY_OF_YEAR', value: '04-14' },
  { type: 'DAY_OF_YEAR', value: '12-25' },
];

/** Shops for store pickup: open hours per weekday and closed days. */
export function buildOutlets(): Outlet[] {
  return [
    {
      id: OUTLET_IDS.colomboFlowerRoad,
      name: 'Lanka Living Flower Road',
      address: '42 Flower Road, Cinnamon Gardens, Colombo 07',
      contactNumber: '+94 11 234 5678',
      inventoryLocationId: LOCATION_IDS.colombo,
      schedule: {
        openHours: week([WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, [true, '09:00', '15:00'], [true, '10:00', '16:00']]),
        // Stocktaking on the first of every month.
        exceptions: [...NATIONAL_HOLIDAYS, { type: 'DAY_OF_MONTH', value: 1 }],
      },
    },
    {
      id: OUTLET_IDS.colomboNugegoda,
      name: 'Lanka Living Nugegoda Pickup Point',
      address: '115 High Level Road, Nugegoda',
      contactNumber: '+94 11 285 9090',
      inventoryLocationId: LOCATION_IDS.colombo,
      schedule: {
        openHours: week([
          [true, '10:00', '18:00'],
          [true, '10:00', '18:00'],
          [true, '10:00', '18:00'],
          [true, '10:00', '18:00'],
          [true, '10:00', '18:00'],
          [true, '10:00', '14:00'],
          [false, '00:00', '00:00'],
        ]),
        // Closed on Wednesdays for deliveries between shops, on top of the weekly hours.
        exceptions: [...NATIONAL_HOLIDAYS, { type: 'DAY_OF_WEEK', value: 3 }],
      },
    },
    {
      id: OUTLET_IDS.kandy,
      name: 'Lanka Living Kandy',
      address: '18 Dalada Veediya, Kandy',
      contactNumber: '+94 81 222 3344',
      inventoryLocationId: LOCATION_IDS.kandy,
      schedule: {
        openHours: week([WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, [true, '09:30', '14:30'], [false, '00:00', '00:00']]),
        exceptions: [...NATIONAL_HOLIDAYS],
      },
    },
    {
      id: OUTLET_IDS.galle,
      name: 'Lanka Living Galle Fort',
      address: '27 Church Street, Galle Fort, Galle',
      contactNumber: '+94 91 224 5566',
      inventoryLocationId: LOCATION_IDS.galle,
      schedule: {
        openHours: week([
          [true, '08:30', '20:00'],
          [true, '08:30', '20:00'],
          [true, '08:30', '20:00'],
          [true, '08:30', '20:00'],
          [true, '08:30', '20:00'],
          [true, '09:00', '17:00'],
          [true, '10:00', '17:00'],
        ]),
        // The Fort shop keeps Monday as its weekly closing day.
        exceptions: [...NATIONAL_HOLIDAYS, { type: 'DAY_OF_WEEK', value: 1 }],
      },
    },
  ];
}
