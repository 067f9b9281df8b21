CREATE TABLE "tariff_tier_changes" (
	"route_class" text NOT NULL,
	"tier" text NOT NULL,
	"effective_on" date NOT NULL,
	"bands" jsonb NOT NULL,
	"beyond" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid NOT NULL,
	CONSTRAINT "tariff_tier_changes_route_class_tier_effective_on_pk" PRIMARY KEY("route_class","tier","effective_on")
);
--> statement-breakpoint
ALTER TABLE "operations_audit" DROP CONSTRAINT "operations_audit_action_known";--> statement-breakpoint
ALTER TABLE "tariff_tier_changes" ADD CONSTRAINT "tariff_tier_changes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations_audit" ADD CONSTRAINT "operations_audit_action_known" CHECK ("operations_audit"."action" in ('scan', 'security_check', 'assign_flight', 'no_show', 'refund_retry', 'refund_paid_outside', 'create_voucher', 'end_voucher', 'set_exchange_rate', 'schedule_tariff'));--> statement-breakpoint
-- The price call reads the tariff from each process's cache: a scheduled change says so on the
-- reference channel, so every process drops the tariff it cached (migration 0015).
CREATE TRIGGER tariff_tier_changes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tariff_tier_changes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();
