SELECT page.page_total, page.page_ids, (SELECT version FROM reference_version) AS page_reference_version, a.*
FROM unnest($1::uuid[], $2::bigint[], $3::bigint[], $4::uuid[]) WITH ORDINALITY AS q(customer_id, page_limit, page_offset, session_id, page_n)
CROSS JOIN LATERAL (SELECT
    (SELECT count(*) FROM parcels p WHERE p.customer_id = q.customer_id AND p.state IN ('shipped', 'returned_to_sender')
      AND p.deleted_at IS NULL) AS page_total,
    array_to_json(ARRAY(SELECT ARRAY[p.id::text, p.revision::text] FROM parcels p WHERE p.customer_id = q.customer_id AND p.state IN ('shipped', 'returned_to_sender')
      AND p.deleted_at IS NULL
      ORDER BY p.created_at DESC, p.id DESC LIMIT q.page_limit OFFSET q.page_offset)) AS page_ids) page
LEFT JOIN customers a ON a.id = q.customer_id AND NOT EXISTS (SELECT 1 FROM signed_out_sessions WHERE session_id = q.session_id)
ORDER BY q.page_n
