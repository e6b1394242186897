CREATE TABLE "versiones_publicas" (
	"nombre" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
