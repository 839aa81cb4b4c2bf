-- The demo shop's WELCOME10 was meant for a customer's first order only: it now says so. A shop
-- that made its own coupon under this code changes too; the owner can switch the terms off in the admin.
UPDATE "coupons" SET "first_order_only" = true, "per_customer_limit" = 1, "updated_at" = now() WHERE "code" = 'WELCOME10';
