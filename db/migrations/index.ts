/**
 * Every migration, by name. Names sort in the order they run:
 * YYYYMMDDHHMMSS_<intent>. Add a new migration here when you add its file.
 */
import * as createExtensions from "./20261122000000_create_extensions.js";
import * as createBtreeGistExtension from "./20261122000100_create_btree_gist_extension.js";
import * as createSetUpdatedAtFunction from "./20261122000200_create_set_updated_at_function.js";
import * as createAppMeta from "./20261122000300_create_app_meta.js";
import * as createCountries from "./20261122000400_create_countries.js";
import * as createCustomers from "./20261122000500_create_customers.js";
import * as createCustomerSettings from "./20261122000600_create_customer_settings.js";
import * as createConfirmationCodes from "./20261122000700_create_confirmation_codes.js";
import * as createStaff from "./20261122000800_create_staff.js";
import * as createLoginLogs from "./20261122000900_create_login_logs.js";
import * as createEmailOutbox from "./20261122001000_create_email_outbox.js";
import * as createRateLimits from "./20261122001100_create_rate_limits.js";
import * as createWarehouses from "./20261122001200_create_warehouses.js";
import * as createZones from "./20261122001300_create_zones.js";
import * as createZoneCountries from "./20261122001400_create_zone_countries.js";
import * as createCarriers from "./20261122001500_create_carriers.js";
import * as createCarrierRanges from "./20261122001600_create_carrier_ranges.js";
import * as createAddressBook from "./20261122001700_create_address_book.js";
import * as createParcels from "./20261122001800_create_parcels.js";
import * as createParcelItems from "./20261122001900_create_parcel_items.js";
import * as createParcelImages from "./20261122002000_create_parcel_images.js";
import * as createParcelShippingAddresses from "./20261122002100_create_parcel_shipping_addresses.js";
import * as createShippingOffers from "./20261122002200_create_shipping_offers.js";
import * as addChosenOfferToParcels from "./20261122002300_add_chosen_offer_to_parcels.js";
import * as createConsolidations from "./20261122002400_create_consolidations.js";
import * as createConsolidationParcels from "./20261122002500_create_consolidation_parcels.js";
import * as createSplitRequests from "./20261122002600_create_split_requests.js";
import * as createSplitRequestParcels from "./20261122002700_create_split_request_parcels.js";
import * as createImageRequests from "./20261122002800_create_image_requests.js";
import * as createTransactions from "./20261122002900_create_transactions.js";
import * as createProcessedWebhookEvents from "./20261122003000_create_processed_webhook_events.js";
import * as createShopCategories from "./20261122003100_create_shop_categories.js";
import * as createShops from "./20261122003200_create_shops.js";
import * as createPosts from "./20261122003300_create_posts.js";
import * as createPackageDescriptions from "./20261122003400_create_package_descriptions.js";
import * as createSupportTickets from "./20261122003500_create_support_tickets.js";
import * as createSupportMessages from "./20261122003600_create_support_messages.js";
import * as createAlerts from "./20261122003700_create_alerts.js";
import * as createAlertDismissals from "./20261122003800_create_alert_dismissals.js";
import * as createNotifications from "./20261122003900_create_notifications.js";
import * as createContentEntries from "./20261122004000_create_content_entries.js";
import * as addParcelsShippedTrackNumberTrgm from "./20261124000000_add_parcels_shipped_track_number_trgm.js";
import * as coverParcelWorkQueueIndexes from "./20261124000100_cover_parcel_work_queue_indexes.js";
import * as addCheckoutLocaleToTransactions from "./20261126000000_add_checkout_locale_to_transactions.js";
import * as fastParcelSearchAndQueues from "./20261127000000_fast_parcel_search_and_queues.js";
import * as parcelRevisions from "./20261127000100_parcel_revisions.js";
import * as addBackoffToRateLimits from "./20261128000000_add_backoff_to_rate_limits.js";
import * as addReturnOriginAndCancellerToTransactions from "./20261129000000_add_return_origin_and_canceller_to_transactions.js";
import * as createCustomerLogins from "./20261129004000_create_customer_logins.js";
import * as addCustomersPhoneTrgm from "./20261129004100_add_customers_phone_trgm.js";
import * as addTransactionsFilterIndex from "./20261129004200_add_transactions_filter_index.js";
import * as addContactChangeCodes from "./20261129010000_add_contact_change_codes.js";
import * as reviseParcelsOnImageRequests from "./20261129010100_revise_parcels_on_image_requests.js";
import * as createParcelEvents from "./20261129005000_create_parcel_events.js";
import * as addKindToAlerts from "./20261129005100_add_kind_to_alerts.js";
import * as addLatinNamesToCustomers from "./20261129006000_add_latin_names_to_customers.js";
import * as addStatisticsIndexes from "./20261130000000_add_statistics_indexes.js";
import * as createStatisticsDaily from "./20261201000000_create_statistics_daily.js";
import * as createJobWorkerPools from "./20261202000000_create_job_worker_pools.js";
import * as createParcelReports from "./20261203000000_create_parcel_reports.js";
import * as createPreAlerts from "./20261204000000_create_pre_alerts.js";
import * as addTranslationsToPackageDescriptions from "./20261205000000_add_translations_to_package_descriptions.js";
import * as createStorageReminders from "./20261206000000_create_storage_reminders.js";
import * as createSettings from "./20261206000001_create_settings.js";
import * as addStorageFeeToTransactions from "./20261206000002_add_storage_fee_to_transactions.js";
import * as createLandedCostRates from "./20261207000000_create_landed_cost_rates.js";
import * as createLandedCostChanges from "./20261207000001_create_landed_cost_changes.js";
import * as indexUploadPaths from "./20261208000000_index_upload_paths.js";
import * as addFileNameToSupportMessages from "./20261208000100_add_file_name_to_support_messages.js";
import * as createSignedOutSessions from "./20261208100000_create_signed_out_sessions.js";
import * as addSiteOriginToCustomers from "./20261208164500_add_site_origin_to_customers.js";
import * as addCancelReasonToTransactions from "./20261208165000_add_cancel_reason_to_transactions.js";
import * as addArrivedAtToParcels from "./20261208170500_add_arrived_at_to_parcels.js";
import * as addUniqueEmailToStaff from "./20261208172211_add_unique_email_to_staff.js";
import * as recordWhoCancelledRequests from "./20261209165559_record_who_cancelled_requests.js";
import * as linkCarriersAndCreateLabels from "./20261210000000_link_carriers_and_create_labels.js";
import * as createTrackers from "./20261210000100_create_trackers.js";
import * as createTrackingNotices from "./20261210200612_create_tracking_notices.js";
import * as createShipmentProblemTickets from "./20261210200624_create_shipment_problem_tickets.js";
import * as addCustomsDocumentToLabels from "./20261210201600_add_customs_document_to_labels.js";
import * as indexDeliveredTrackers from "./20261210201800_index_delivered_trackers.js";
import * as indexEngineTrackerIds from "./20261210203000_index_engine_tracker_ids.js";
import * as recordLabelAttempts from "./20261210204500_record_label_attempts.js";
import * as createServices from "./20261211000000_create_services.js";
import * as createServiceRequests from "./20261211000100_create_service_requests.js";
import * as addServiceFeesToTransactions from "./20261211000200_add_service_fees_to_transactions.js";
import * as createAdminChanges from "./20261211000300_create_admin_changes.js";
import * as createClaims from "./20261212000000_create_claims.js";
import * as createParcelReturns from "./20261213000000_create_parcel_returns.js";
import * as createPurchaseRequests from "./20261214000000_create_purchase_requests.js";
import * as createParcelCounts from "./20261221000000_create_parcel_counts.js";

export const migrations = {
  "20261122000000_create_extensions": createExtensions,
  "20261122000100_create_btree_gist_extension": createBtreeGistExtension,
  "20261122000200_create_set_updated_at_function": createSetUpdatedAtFunction,
  "20261122000300_create_app_meta": createAppMeta,
  "20261122000400_create_countries": createCountries,
  "20261122000500_create_customers": createCustomers,
  "20261122000600_create_customer_settings": createCustomerSettings,
  "20261122000700_create_confirmation_codes": createConfirmationCodes,
  "20261122000800_create_staff": createStaff,
  "20261122000900_create_login_logs": createLoginLogs,
  "20261122001000_create_email_outbox": createEmailOutbox,
  "20261122001100_create_rate_limits": createRateLimits,
  "20261122001200_create_warehouses": createWarehouses,
  "20261122001300_create_zones": createZones,
  "20261122001400_create_zone_countries": createZoneCountries,
  "20261122001500_create_carriers": createCarriers,
  "20261122001600_create_carrier_ranges": createCarrierRanges,
  "20261122001700_create_address_book": createAddressBook,
  "20261122001800_create_parcels": createParcels,
  "20261122001900_create_parcel_items": createParcelItems,
  "20261122002000_create_parcel_images": createParcelImages,
  "20261122002100_create_parcel_shipping_addresses": createParcelShippingAddresses,
  "20261122002200_create_shipping_offers": createShippingOffers,
  "20261122002300_add_chosen_offer_to_parcels": addChosenOfferToParcels,
  "20261122002400_create_consolidations": createConsolidations,
  "20261122002500_create_consolidation_parcels": createConsolidationParcels,
  "20261122002600_create_split_requests": createSplitRequests,
  "20261122002700_create_split_request_parcels": createSplitRequestParcels,
  "20261122002800_create_image_requests": createImageRequests,
  "20261122002900_create_transactions": createTransactions,
  "20261122003000_create_processed_webhook_events": createProcessedWebhookEvents,
  "20261122003100_create_shop_categories": createShopCategories,
  "20261122003200_create_shops": createShops,
  "20261122003300_create_posts": createPosts,
  "20261122003400_create_package_descriptions": createPackageDescriptions,
  "20261122003500_create_support_tickets": createSupportTickets,
  "20261122003600_create_support_messages": createSupportMessages,
  "20261122003700_create_alerts": createAlerts,
  "20261122003800_create_alert_dismissals": createAlertDismissals,
  "20261122003900_create_notifications": createNotifications,
  "20261122004000_create_content_entries": createContentEntries,
  "20261124000000_add_parcels_shipped_track_number_trgm": addParcelsShippedTrackNumberTrgm,
  "20261124000100_cover_parcel_work_queue_indexes": coverParcelWorkQueueIndexes,
  "20261126000000_add_checkout_locale_to_transactions": addCheckoutLocaleToTransactions,
  "20261127000000_fast_parcel_search_and_queues": fastParcelSearchAndQueues,
  "20261127000100_parcel_revisions": parcelRevisions,
  "20261128000000_add_backoff_to_rate_limits": addBackoffToRateLimits,
  "20261129000000_add_return_origin_and_canceller_to_transactions": addReturnOriginAndCancellerToTransactions,
  "20261129004000_create_customer_logins": createCustomerLogins,
  "20261129004100_add_customers_phone_trgm": addCustomersPhoneTrgm,
  "20261129004200_add_transactions_filter_index": addTransactionsFilterIndex,
  "20261129010000_add_contact_change_codes": addContactChangeCodes,
  "20261129010100_revise_parcels_on_image_requests": reviseParcelsOnImageRequests,
  "20261129005000_create_parcel_events": createParcelEvents,
  "20261129005100_add_kind_to_alerts": addKindToAlerts,
  "20261129006000_add_latin_names_to_customers": addLatinNamesToCustomers,
  "20261130000000_add_statistics_indexes": addStatisticsIndexes,
  "20261201000000_create_statistics_daily": createStatisticsDaily,
  "20261202000000_create_job_worker_pools": createJobWorkerPools,
  "20261203000000_create_parcel_reports": createParcelReports,
  "20261204000000_create_pre_alerts": createPreAlerts,
  "20261205000000_add_translations_to_package_descriptions": addTranslationsToPackageDescriptions,
  "20261206000000_create_storage_reminders": createStorageReminders,
  "20261206000001_create_settings": createSettings,
  "20261206000002_add_storage_fee_to_transactions": addStorageFeeToTransactions,
  "20261207000000_create_landed_cost_rates": createLandedCostRates,
  "20261207000001_create_landed_cost_changes": createLandedCostChanges,
  "20261208000000_index_upload_paths": indexUploadPaths,
  "20261208000100_add_file_name_to_support_messages": addFileNameToSupportMessages,
  "20261208100000_create_signed_out_sessions": createSignedOutSessions,
  "20261208164500_add_site_origin_to_customers": addSiteOriginToCustomers,
  "20261208165000_add_cancel_reason_to_transactions": addCancelReasonToTransactions,
  "20261208170500_add_arrived_at_to_parcels": addArrivedAtToParcels,
  "20261208172211_add_unique_email_to_staff": addUniqueEmailToStaff,
  "20261209165559_record_who_cancelled_requests": recordWhoCancelledRequests,
  "20261210000000_link_carriers_and_create_labels": linkCarriersAndCreateLabels,
  "20261210000100_create_trackers": createTrackers,
  "20261210200612_create_tracking_notices": createTrackingNotices,
  "20261210200624_create_shipment_problem_tickets": createShipmentProblemTickets,
  "20261210201600_add_customs_document_to_labels": addCustomsDocumentToLabels,
  "20261210201800_index_delivered_trackers": indexDeliveredTrackers,
  "20261210203000_index_engine_tracker_ids": indexEngineTrackerIds,
  "20261210204500_record_label_attempts": recordLabelAttempts,
  "20261211000000_create_services": createServices,
  "20261211000100_create_service_requests": createServiceRequests,
  "20261211000200_add_service_fees_to_transactions": addServiceFeesToTransactions,
  "20261211000300_create_admin_changes": createAdminChanges,
  "20261212000000_create_claims": createClaims,
  "20261213000000_create_parcel_returns": createParcelReturns,
  "20261214000000_create_purchase_requests": createPurchaseRequests,
  "20261221000000_create_parcel_counts": createParcelCounts,
};
