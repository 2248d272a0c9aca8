import type { Carrier, PriceLine, Range, Zone } from "@ipf/shared/schemas/rates";
import type { QuoteLine } from "@ipf/shared/rules/pricing";
import { unitsOfCents } from "@ipf/shared/format";
import type { CarrierDbRow, RangeDbRow } from "../services/carriers.js";
import type { CarrierRow } from "../services/parcels/rows.js";
import type { ZoneView } from "../services/zones.js";
import { uploadUrl } from "../lib/signed-uploads.js";

/** Grams and cents in the database; kilograms and dollars on the wire. */
const kg = (grams: number) => grams / 1000;

/** What customers see of a carrier: on a parcel's offers, and in the carrier list. */
export function presentCarrierBrief(carrier: CarrierRow) {
  return {
    _id: carrier.id,
    name: carrier.name,
    nameAR: carrier.name_ar,
    logoImage: uploadUrl(carrier.logo_path),
    minShipTime: carrier.min_ship_days,
    maxShipTime: carrier.max_ship_days,
  };
}

/** The shipping engine's carrier and service a carrier is linked to; null: its tracking is typed in. */
export function engineLinkOf(carrier: Pick<CarrierRow, "engine_carrier" | "engine_service">) {
  return carrier.engine_carrier && carrier.engine_service
    ? { carrier: carrier.engine_carrier, service: carrier.engine_service }
    : null;
}

/** GET /api/users/shipping_companies: a carrier of the main card. */
export function presentShippingCompany(carrier: CarrierRow) {
  return { ...presentCarrierBrief(carrier), warehouse: carrier.warehouse_id, isActive: carrier.is_active };
}

export function presentRange(row: RangeDbRow): Range {
  return {
    _id: row.id,
    from: kg(row.from_grams),
    to: kg(row.to_grams),
    price: unitsOfCents(row.price_cents),
    zone: row.zone_id,
    zoneName: row.zone_name,
  };
}

export function presentCarrier(row: CarrierDbRow, ranges: RangeDbRow[] = []): Carrier {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    nameAR: row.name_ar,
    dimensionalWeight: row.dimensional_divisor,
    minShipTime: row.min_ship_days,
    maxShipTime: row.max_ship_days,
    warehouse: row.warehouse_id,
    logoImage: uploadUrl(row.logo_path),
    isActive: row.is_active,
    rateCard: row.rate_card,
    ranges: ranges.filter((r) => r.carrier_id === row.id).map(presentRange),
    engineLink: engineLinkOf(row),
  };
}

export function presentZone(zone: ZoneView): Zone {
  return { _id: zone.id, name: zone.name, countries: zone.countries };
}

export function presentPrice(line: QuoteLine): PriceLine {
  return {
    _id: line.carrierId,
    name: line.name,
    nameAR: line.nameAr,
    logo: line.logo,
    price: unitsOfCents(line.priceCents),
    minShipTime: line.minDays,
    maxShipTime: line.maxDays,
    warehouse: line.warehouseId,
    chargeableWeight: kg(line.chargeableGrams),
  };
}
