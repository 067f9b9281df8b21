CREATE TABLE "webhook_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"latency_ms" integer NOT NULL,
	"error" text,
	"response" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_status_code" integer,
	"last_latency_ms" integer,
	"last_error" text,
	"last_response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_event_endpoint_unique" UNIQUE("event_id","endpoint_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_types" text[] NOT NULL,
	"language" text NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"disabled_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "webhook_endpoints_events_not_empty" CHECK (cardinality("webhook_endpoints"."event_types") > 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"facts" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"body" text
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_endpoints_user_idx" ON "webhook_endpoints" USING btree ("user_id") WHERE "webhook_endpoints"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "webhook_events_user_idx" ON "webhook_events" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE TRIGGER webhook_attempts_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON webhook_attempts
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();--> statement-breakpoint
-- The outbox (issue 36): an event is written in the transaction of the change that causes it, so no change
-- commits without its event and no event outlives a change that rolled back. It is kept only when one of the
-- account's live endpoints wants its type (one index probe for the accounts that have none), with a delivery
-- per such endpoint, due at once ('-infinity', whatever clock the dispatcher runs on), and a notification
-- that wakes the dispatcher of every server process at commit (its payload the event's id: an empty notice is not passed on).
CREATE FUNCTION emit_webhook_event(p_user uuid, p_type text, p_order uuid, p_facts jsonb, p_occurred timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_event text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints
                 WHERE user_id = p_user AND deleted_at IS NULL AND disabled_at IS NULL AND p_type = ANY (event_types)) THEN
    RETURN;
  END IF;
  v_event := 'msg_' || replace(gen_random_uuid()::text, '-', '');
  INSERT INTO webhook_events (id, user_id, type, order_id, facts, occurred_at)
    VALUES (v_event, p_user, p_type, p_order, p_facts, p_occurred);
  INSERT INTO webhook_deliveries (event_id, endpoint_id, next_attempt_at)
    SELECT v_event, id, '-infinity' FROM webhook_endpoints
    WHERE user_id = p_user AND deleted_at IS NULL AND disabled_at IS NULL AND p_type = ANY (event_types);
  PERFORM pg_notify('webhook_deliveries', v_event);
END;
$$;--> statement-breakpoint
-- Each step of an order's journey: order.created for its first, order.status_changed for every other, and
-- order.cancelled or order.delivered beside it for those two.
CREATE FUNCTION webhook_events_of_order_step() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_user uuid;
  v_facts jsonb;
BEGIN
  SELECT user_id INTO v_user FROM orders WHERE id = NEW.order_id;
  v_facts := jsonb_build_object('order_id', NEW.order_id, 'step', NEW.step, 'hub_name', NEW.hub_name,
    'flight', NEW.flight, 'cancel_reason', NEW.cancel_reason, 'occurred_at', NEW.occurred_at);
  IF NEW.step = 'CREATED' THEN
    PERFORM emit_webhook_event(v_user, 'order.created', NEW.order_id, v_facts, NEW.occurred_at);
    RETURN NULL;
  END IF;
  PERFORM emit_webhook_event(v_user, 'order.status_changed', NEW.order_id, v_facts, NEW.occurred_at);
  IF NEW.step = 'CANCELLED' THEN
    PERFORM emit_webhook_event(v_user, 'order.cancelled', NEW.order_id, v_facts, NEW.occurred_at);
  ELSIF NEW.step = 'DELIVERED' THEN
    PERFORM emit_webhook_event(v_user, 'order.delivered', NEW.order_id, v_facts, NEW.occurred_at);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_events_webhooks AFTER INSERT ON order_events
  FOR EACH ROW EXECUTE FUNCTION webhook_events_of_order_step();--> statement-breakpoint
CREATE FUNCTION webhook_events_of_fee_adjustment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A check that found the declared size changes no fee: nothing to tell.
  IF NEW.direction = 'NONE' THEN
    RETURN NULL;
  END IF;
  PERFORM emit_webhook_event((SELECT user_id FROM orders WHERE id = NEW.order_id), 'order.fee_adjusted', NEW.order_id,
    jsonb_build_object('order_id', NEW.order_id, 'kind', NEW.kind, 'previous_total', NEW.previous_total,
      'new_total', NEW.new_total, 'direction', NEW.direction), NEW.created_at);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_fee_adjustments_webhooks AFTER INSERT ON order_fee_adjustments
  FOR EACH ROW EXECUTE FUNCTION webhook_events_of_fee_adjustment();--> statement-breakpoint
-- A payment becoming PAID (a wallet or cash payment is written PAID; a gateway's is updated to it).
CREATE FUNCTION webhook_events_of_payment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'PAID' OR (TG_OP = 'UPDATE' AND OLD.status = 'PAID') THEN
    RETURN NULL;
  END IF;
  PERFORM emit_webhook_event(NEW.user_id, 'payment.succeeded', NEW.order_id,
    jsonb_build_object('payment_id', NEW.id, 'order_id', NEW.order_id, 'purpose', NEW.purpose, 'method', NEW.method,
      'amount', NEW.amount, 'currency', NEW.currency, 'paid_at', NEW.paid_at),
    COALESCE(NEW.paid_at, NEW.updated_at));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER payments_webhooks AFTER INSERT OR UPDATE OF status ON payments
  FOR EACH ROW EXECUTE FUNCTION webhook_events_of_payment();--> statement-breakpoint
-- A refund done: a wallet refund when it is decided, a gateway's when the gateway confirms it.
CREATE FUNCTION webhook_events_of_refund() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_payment payments%ROWTYPE;
BEGIN
  IF NEW.status <> 'DONE' OR (TG_OP = 'UPDATE' AND OLD.status = 'DONE') THEN
    RETURN NULL;
  END IF;
  SELECT * INTO v_payment FROM payments WHERE id = NEW.payment_id;
  PERFORM emit_webhook_event(v_payment.user_id, 'payment.refunded', v_payment.order_id,
    jsonb_build_object('refund_id', NEW.id, 'payment_id', NEW.payment_id, 'order_id', v_payment.order_id,
      'amount', NEW.amount, 'currency', v_payment.currency, 'reason', NEW.reason, 'destination', NEW.destination),
    COALESCE(NEW.completed_at, NEW.created_at));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER payment_refunds_webhooks AFTER INSERT OR UPDATE OF status ON payment_refunds
  FOR EACH ROW EXECUTE FUNCTION webhook_events_of_refund();
