select "p"."id" from "parcels" as "p" where ("p"."track_number" ilike $1 or "p"."parcel_code" ilike $2 or "p"."customer_id" = ANY(ARRAY(SELECT id FROM customers WHERE address_code = $3)))
