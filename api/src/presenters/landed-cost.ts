import type { LandedCostRowView } from "@ipf/shared/schemas/landed-cost";
import type { LandedCostRecord } from "../services/landed-cost.js";

export function presentLandedCost(record: LandedCostRecord): LandedCostRowView {
  return {
    _id: record.country,
    country: record.country,
    vatRate: record.vatRate,
    dutyRate: record.dutyRate,
    chapterDutyRates: record.chapterDutyRates,
    dutyDeMinimis: record.dutyDeMinimis,
    vatDeMinimis: record.vatDeMinimis,
    basis: record.basis,
    note: record.note,
    updatedAt: record.updatedAt.toISOString(),
    updatedBy: record.updatedBy,
  };
}
