/**
 * The fields of karrio's schemas (`openapi.json`, same names) that the product
 * sends or reads. Every body is checked against the full schema at run time
 * (`schema.ts`); these types say which of its fields the code relies on.
 */

export interface KarrioAddress {
  person_name?: string | null;
  company_name?: string | null;
  address_line1?: string | null;
  address_line2?: string | null;
  city?: string | null;
  postal_code?: string | null;
  state_code?: string | null;
  country_code: string;
  phone_number?: string | null;
  email?: string | null;
}

export interface KarrioParcel {
  weight: number;
  weight_unit: "KG";
  length?: number | null;
  width?: number | null;
  height?: number | null;
  dimension_unit?: "CM" | null;
  reference_number?: string | null;
}

export interface KarrioCommodity {
  weight: number;
  weight_unit: "KG";
  description?: string | null;
  title?: string | null;
  quantity?: number;
  hs_code?: string | null;
  value_amount?: number | null;
  value_currency?: string | null;
  origin_country?: string | null;
}

export interface KarrioDuty {
  paid_by?: "sender" | "recipient" | "third_party" | null;
  currency?: string | null;
  declared_value?: number | null;
  account_number?: string | null;
}

export interface KarrioCustoms {
  commodities: KarrioCommodity[];
  duty?: KarrioDuty | null;
  content_type?: string | null;
  incoterm?: string | null;
  invoice?: string | null;
  invoice_date?: string | null;
  commercial_invoice?: boolean | null;
  certify?: boolean | null;
  signer?: string | null;
  options?: Record<string, unknown>;
}

export interface KarrioMessage {
  message?: string | null;
  code?: string | null;
  carrier_name?: string | null;
}

export interface KarrioCarrierDetails {
  carrier_name: string;
  display_name: string;
  integration_status: string;
  capabilities?: string[] | null;
}

export interface KarrioRate {
  carrier_name: string;
  carrier_id: string;
  service?: string | null;
  currency?: string | null;
  total_charge?: number | null;
  transit_days?: number | null;
  test_mode: boolean;
}

export interface KarrioRateRequest {
  shipper: KarrioAddress;
  recipient: KarrioAddress;
  parcels: KarrioParcel[];
  services?: string[];
  carrier_ids?: string[];
}

export interface KarrioRateResponse {
  rates: KarrioRate[];
  messages?: KarrioMessage[];
}

export interface KarrioShippingDocument {
  category: string;
  format: string;
  base64?: string | null;
  url?: string | null;
}

export interface KarrioShipmentData {
  shipper: KarrioAddress;
  recipient: KarrioAddress;
  parcels: KarrioParcel[];
  service: string;
  carrier_ids?: string[];
  label_type: "PDF" | "ZPL";
  reference?: string | null;
  metadata?: Record<string, unknown>;
  customs?: KarrioCustoms | null;
  options?: Record<string, unknown>;
}

export interface KarrioShipment {
  id?: string;
  status?: string;
  carrier_name?: string | null;
  carrier_id?: string | null;
  service?: string | null;
  tracking_number?: string | null;
  tracking_url?: string | null;
  tracker_id?: string | null;
  label_type?: string | null;
  selected_rate?: KarrioRate | null;
  metadata?: Record<string, unknown>;
  shipping_documents?: KarrioShippingDocument[];
  messages?: KarrioMessage[];
  shipper: KarrioAddress;
  recipient: KarrioAddress;
  parcels: KarrioParcel[];
  created_at: string;
  test_mode: boolean;
}

export interface KarrioShipmentList {
  count?: number | null;
  next?: string | null;
  previous?: string | null;
  results: KarrioShipment[];
}

export interface KarrioTrackingEvent {
  date?: string | null;
  time?: string | null;
  timestamp?: string | null;
  status?: string | null;
  code?: string | null;
  description?: string | null;
  location?: string | null;
}

export interface KarrioTrackingStatus {
  id?: string;
  carrier_name: string;
  carrier_id: string;
  tracking_number: string;
  status?: string;
  delivered?: boolean | null;
  estimated_delivery?: string | null;
  events?: KarrioTrackingEvent[];
  info?: { carrier_tracking_link?: string | null; expected_delivery?: string | null } | null;
  metadata?: Record<string, unknown>;
  test_mode: boolean;
}

export interface KarrioTrackingData {
  tracking_number: string;
  carrier_name: string;
  reference?: string | null;
  metadata?: Record<string, unknown>;
}

export interface KarrioErrorResponse {
  errors?: { message?: string | null; code?: string | null }[];
}

export interface KarrioErrorMessages {
  messages?: KarrioMessage[];
}
