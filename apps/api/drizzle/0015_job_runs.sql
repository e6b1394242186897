CREATE TABLE "job_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"ok" boolean NOT NULL,
	"items" integer,
	"error" text,
	"last_ok_at" timestamp with time zone
);
