CREATE SEQUENCE "public"."air_waybill_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9999999 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "drop_off_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "air_waybill_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_air_waybill_number_unique" UNIQUE("air_waybill_number");