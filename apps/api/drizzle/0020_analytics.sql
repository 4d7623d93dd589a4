CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"value" bigint NOT NULL,
	"extra" bigint DEFAULT 0 NOT NULL,
	"computed_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "analytics_daily_day_metric_key_pk" PRIMARY KEY("day","metric","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"received_at" timestamp (3) with time zone NOT NULL,
	"client_event_us" bigint NOT NULL,
	"name" text NOT NULL,
	"supple_user_id" text NOT NULL,
	"user_id" integer,
	"web_session_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"page_location" text NOT NULL,
	"params" jsonb NOT NULL
) PARTITION BY RANGE ("received_at");
-- Hand-added (docs/decisions.md, Analytics and session recording): one partition a UTC day,
-- created by the API before a day's first insert (analytics_events_pYYYYMMDD) and dropped whole
-- after ANALYTICS_RETENTION_DAYS. The indexes below are made on every partition.
--> statement-breakpoint
CREATE TABLE "session_recording_chunks" (
	"recording_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "session_recording_chunks_recording_id_seq_pk" PRIMARY KEY("recording_id","seq")
);
--> statement-breakpoint
CREATE TABLE "session_recordings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"web_session_id" uuid NOT NULL,
	"user_id" integer,
	"started_at" timestamp (3) with time zone NOT NULL,
	"last_at" timestamp (3) with time zone NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"cut" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_recording_chunks" ADD CONSTRAINT "session_recording_chunks_recording_id_session_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."session_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_recordings" ADD CONSTRAINT "session_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("name","received_at");--> statement-breakpoint
CREATE INDEX "session_recordings_last_at_idx" ON "session_recordings" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "session_recordings_user_id_idx" ON "session_recordings" USING btree ("user_id");