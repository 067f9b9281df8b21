CREATE TABLE "operations_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operations_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" uuid NOT NULL,
	"action" text NOT NULL,
	"order_id" uuid,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'CUSTOMER' NOT NULL;--> statement-breakpoint
ALTER TABLE "operations_audit" ADD CONSTRAINT "operations_audit_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations_audit" ADD CONSTRAINT "operations_audit_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operations_audit_order_idx" ON "operations_audit" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "operations_audit_staff_idx" ON "operations_audit" USING btree ("staff_id","id");--> statement-breakpoint
CREATE TRIGGER operations_audit_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON operations_audit
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();
