-- A payment made without a provider order (the spec's original client) used to store its payment id in
-- provider_order_id as well as in provider_payment_id. It keeps it in provider_payment_id only; a payment
-- made through a provider order never has the two equal (order_… and pay_… ids).
UPDATE "payments" SET "provider_order_id" = NULL WHERE "provider_order_id" = "provider_payment_id";
