-- Orders from before the tracking page had its own token: a shipped one keeps its shipment's link (the
-- one its email carried), every other gets a fresh random one.
UPDATE "orders" o SET "tracking_token" = s."tracking_token"
  FROM "shipments" s WHERE s."order_id" = o."id" AND o."tracking_token" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "tracking_token" = encode(sha256((random()::text || clock_timestamp()::text || "id"::text)::bytea), 'hex')
 WHERE "tracking_token" IS NULL;
