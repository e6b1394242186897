CREATE TABLE "categorias" (
	"id_categoria" serial PRIMARY KEY NOT NULL,
	"nombre_categoria" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ciudades" (
	"id_ciudad" integer PRIMARY KEY NOT NULL,
	"nombre_ciudad" text NOT NULL,
	"departamento" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "categorias_nombre_unique" ON "categorias" USING btree ("nombre_categoria");