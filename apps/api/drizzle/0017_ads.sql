CREATE TABLE "ad_clicks" (
	"creative_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"inventory_id" text,
	"channel" text NOT NULL,
	"counted_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "ad_clicks_creative_id_request_id_pk" PRIMARY KEY("creative_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "ad_creatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"target_url" text NOT NULL,
	"channels" text[] NOT NULL,
	"keyword_groups" text[] NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "ad_creatives_key_unique" UNIQUE("key"),
	CONSTRAINT "ad_creatives_dates_check" CHECK ("ad_creatives"."ends_at" > "ad_creatives"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "ad_impressions" (
	"creative_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"inventory_id" text,
	"channel" text NOT NULL,
	"counted_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "ad_impressions_creative_id_request_id_pk" PRIMARY KEY("creative_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "ad_inventories" (
	"inventory_id" text PRIMARY KEY NOT NULL,
	"app_name" text NOT NULL,
	"project" text NOT NULL,
	"screen" text NOT NULL,
	"location" text NOT NULL,
	"tenant" text NOT NULL,
	"mediation_groups" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "ad_inventories_groups_check" CHECK (jsonb_typeof("ad_inventories"."mediation_groups") = 'array')
);
--> statement-breakpoint
ALTER TABLE "ad_clicks" ADD CONSTRAINT "ad_clicks_creative_id_ad_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."ad_creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_impressions" ADD CONSTRAINT "ad_impressions_creative_id_ad_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."ad_creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_clicks_counted_at_idx" ON "ad_clicks" USING btree ("counted_at");--> statement-breakpoint
CREATE INDEX "ad_creatives_ends_at_idx" ON "ad_creatives" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "ad_impressions_counted_at_idx" ON "ad_impressions" USING btree ("counted_at");